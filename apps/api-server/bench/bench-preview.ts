/* eslint-disable no-console */
// The member's batch-order preview at its limit: a 5,000-row spreadsheet filled into the product's own template,
// sent to a real server process on SQLite. Prints the preview's time, the server process's RSS growth (sampled from
// /proc every 5 ms), and the latency of a small request (the member's profile) sent every 20 ms during the preview:
// parsing and validation must not hold the event loop. Then the same for a file one row over the limit (refused
// before parsing) and for the batch that creates the valid rows. The server's CPU time is printed too: on a
// machine busy with other work the wall time grows, the CPU time much less. Not part of the tests: run it with
//   npm run bench:preview          (builds this file, then runs it; BENCH_ROWS=5000, BENCH_RUNS=3 by default)
// One file, two roles: the orchestrator (default) and the API server (--serve).
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from 'xlsx';
import { UserType } from '@forwarder/contracts/api-f';
import { normalizeUserName } from '../src/auth/auth-user';
import { issueToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/env';
import { createDatabase } from '../src/db/database';
import type { Database } from '../src/modules';
import { migrateToLatest } from '../src/db/migrate';
import { seedRoutings } from '../src/modules/rates';
import { regionId, seedRegions } from '../src/modules/regions';
import { startServer } from '../src/server';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 5000);
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
// Inside this part's port range, so that parallel benches on the machine do not collide.
const PORT = Number(process.env['BENCH_PORT'] ?? 32310);
const PROBE_EVERY_MS = 20;
const REPO_ROOT = process.cwd();
const BASE = '/api/f/logistics-management/order';

function serverEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTRACTS_DIR: path.join(REPO_ROOT, 'openapi'),
    STATIC_ROOT: path.join(dataDir, 'static'),
  };
}

async function prepareDatabase(dataDir: string): Promise<string> {
  const config = loadConfig(serverEnv(dataDir), REPO_ROOT);
  const handle = createDatabase<Database>({ sqliteFile: config.sqliteFile });
  await migrateToLatest(handle.db);
  await handle.db.transaction().execute(async (trx) => {
    await seedRegions(trx, 'sqlite');
    await seedRoutings(trx);
  });
  const userId = randomUUID();
  const now = new Date().toISOString();
  await handle.db
    .insertInto('users')
    .values({
      id: userId, userName: 'bench', normalizedUserName: normalizeUserName('bench'), passwordHash: 'x', userType: UserType.Member, merchantId: null,
      name: 'Bench', email: null, phoneNumber: null, companyName: null, defaultSenderAddressId: null, isActive: 1, creationTime: now,
      lastModificationTime: null,
    })
    .execute();
  const { accessToken } = await issueToken(handle.db, userId, 24 * 3600);
  await handle.close();
  return accessToken;
}

interface Answer {
  status: number;
  body: Buffer;
  ms: number;
}

function request(method: string, url: string, headers: Record<string, string>, body?: Buffer | string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - t0) / 1e6 }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function waitForServer(timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const up = await request('GET', '/api/f/does-not-exist', {}).then(() => true, () => false);
    if (up) return;
    if (Date.now() > until) throw new Error(`server on port ${PORT} did not start within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function giveDefaultSender(auth: Record<string, string>): Promise<void> {
  const form = new URLSearchParams({
    name: '王小明', companyName: '深圳小明电子商务有限公司', phoneNumber: '+86 138 0000 0000', email: 'member@example.com',
    regionLv0Id: regionId(0, 'CN'), regionLv1Id: regionId(1, '440000'), regionLv2Id: regionId(2, '440300'), regionLv3Id: regionId(3, '440305'),
    street: '深南大道 9988 号', postalCode: '518057',
  }).toString();
  const created = await request('POST', '/api/f/user-management/address', { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, form);
  if (created.status !== 200) throw new Error(`address: ${created.status} ${created.body.toString()}`);
  const { id } = JSON.parse(created.body.toString()) as { id: string };
  const set = await request('POST', '/api/f/user-management/profile/update-default-sender-address', { ...auth, 'content-type': 'application/json' }, JSON.stringify({ addressId: id }));
  if (set.status !== 200) throw new Error(`default sender: ${set.status} ${set.body.toString()}`);
}

/** The server's own template, its Orders sheet filled with `count` orders (about 2 % of them with a bad cell). */
async function filledTemplate(auth: Record<string, string>, count = ROWS): Promise<Buffer> {
  const template = await request('GET', `${BASE}/excel-template`, { ...auth, 'accept-language': 'zh-Hans' });
  if (template.status !== 200) throw new Error(`template: ${template.status}`);
  const wb = XLSX.read(template.body, { type: 'buffer' });
  const orders = wb.Sheets['Orders'];
  if (!orders) throw new Error('no Orders sheet in the template');
  const [header = []] = XLSX.utils.sheet_to_json<string[]>(orders, { header: 1, raw: false, defval: '' });
  const instructions = XLSX.utils.sheet_to_json<string[]>(wb.Sheets['Instructions'] as XLSX.WorkSheet, { header: 1, raw: false, defval: '' });
  // Column keys in template order, read from the instructions (column letter, key, …) so the bench follows the template.
  const keys = instructions.slice(1, header.length + 1).map((r) => r[1] ?? '');
  const destinations = [
    { country: 'US', state: 'NY', city: 'New York City', postal: '10001', phone: '+1 212 555 0199' },
    { country: '美国', state: 'California', city: 'Los Angeles', postal: '90012', phone: '+1 213 555 0100' },
    { country: 'US', state: 'TX', city: 'Houston', postal: '77002', phone: '+1 713 555 0100' },
    { country: 'DE', state: 'Berlin', city: 'Berlin', postal: '10115', phone: '+49 30 1234567' },
  ];
  const rows: (string | number)[][] = [header];
  for (let i = 0; i < count; i++) {
    const d = destinations[i % destinations.length] ?? destinations[0];
    const values: Record<string, string | number> = {
      routingCode: i % 3 === 0 ? 'SEA-LCL' : 'AIR-STD', customerReference: `BENCH-${i + 1}`, receiverName: `Receiver ${i + 1}`,
      receiverCompanyName: i % 2 ? 'Acme Inc.' : '', receiverPhoneNumber: i % 50 === 7 ? 'call me' : (d?.phone ?? ''),
      receiverEmail: i % 4 ? '' : `r${i}@example.com`, receiverCountryCode: d?.country ?? 'US', receiverState: d?.state ?? '',
      receiverCity: d?.city ?? '', receiverStreet: `${100 + (i % 900)} Main Street, Suite ${i % 40}`, receiverPostalCode: d?.postal ?? '',
      parcelQuantity: 1 + (i % 3), weightKg: 0.5 + (i % 20) / 4, lengthCm: 30, widthCm: 20, heightCm: 10 + (i % 30),
      itemName: '蓝牙耳机', itemNameEn: 'Bluetooth earphones', itemQuantity: 1 + (i % 5), unitValue: 9.9 + (i % 10), currency: i % 7 ? 'USD' : 'CNY',
      hsCode: '8518300000', remark: i % 10 ? '' : '易碎品 fragile',
    };
    rows.push(keys.map((k) => values[k] ?? ''));
  }
  const filled = XLSX.utils.aoa_to_sheet(rows);
  filled['!cols'] = orders['!cols'];
  wb.Sheets['Orders'] = filled;
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

function multipart(fileName: string, data: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench-${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n'),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const rssMiB = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

/** CPU time of the whole process (all threads, the parsing worker included), in ms: what a busy machine cannot inflate. */
const cpuMs = (pid: number): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
};

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

interface Measured {
  answer: Answer;
  cpuMs: number;
  before: number;
  peak: number;
  probes: number[];
}

/** Sends one request while sampling the server's RSS and sending the small profile request every 20 ms. */
async function measured(pid: number, auth: Record<string, string>, send: () => Promise<Answer>): Promise<Measured> {
  const before = rssMiB(pid);
  const cpuBefore = cpuMs(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 5);
  const probes: number[] = [];
  let running = true;
  const prober = (async () => {
    while (running) {
      const r = await request('GET', '/api/f/user-management/profile/my', auth);
      if (r.status !== 200) throw new Error(`profile: ${r.status}`);
      probes.push(r.ms);
      await new Promise((res) => setTimeout(res, PROBE_EVERY_MS));
    }
  })();
  const answer = await send();
  running = false;
  await prober;
  clearInterval(sampler);
  return { answer, cpuMs: cpuMs(pid) - cpuBefore, before, peak, probes };
}

const describe = (m: Measured): string =>
  `server CPU ${m.cpuMs} ms (the small requests' included); RSS ${m.before.toFixed(0)} → peak ${m.peak.toFixed(0)} MiB (+${(m.peak - m.before).toFixed(0)} MiB); ` +
  `profile GET during it: ${m.probes.length} requests, p50 ${percentile(m.probes, 50).toFixed(1)} ms, max ${Math.max(0, ...m.probes).toFixed(1)} ms`;

interface Preview {
  totalCount: number;
  validCount: number;
  invalidCount: number;
  rows: Array<{ isValid: boolean; order: unknown; errors: Array<{ column: string; message: string }> }>;
}

async function preview(pid: number, auth: Record<string, string>, file: Buffer): Promise<{ m: Measured; preview?: Preview }> {
  const { body, contentType } = multipart('orders.xlsx', file);
  const m = await measured(pid, auth, () =>
    request('POST', `${BASE}/preview-by-excel`, { ...auth, 'content-type': contentType, 'accept-language': 'zh-Hans' }, body),
  );
  if (m.answer.status !== 200) return { m };
  const parsed = JSON.parse(m.answer.body.toString()) as Preview;
  if (process.env['BENCH_VERBOSE']) {
    const errors = new Map<string, number>();
    for (const row of parsed.rows) for (const e of row.errors) errors.set(`${e.column}: ${e.message}`, (errors.get(`${e.column}: ${e.message}`) ?? 0) + 1);
    console.log(errors);
  }
  return { m, preview: parsed };
}

async function orchestrate(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-preview-'));
  let server: ChildProcess | undefined;
  try {
    console.log(`bench:preview: ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, node ${process.version}`);
    const token = await prepareDatabase(dataDir);
    const profile = process.env['BENCH_PROFILE_DIR'] ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_PROFILE_DIR']}`] : [];
    server = spawn(process.execPath, [...profile, __filename, '--serve'], { env: { ...process.env, ...serverEnv(dataDir) }, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitForServer(60_000);
    const pid = server.pid ?? 0;
    const auth = { authorization: `Bearer ${token}` };
    await giveDefaultSender(auth);
    const file = await filledTemplate(auth);
    console.log(`file: ${ROWS.toLocaleString('en')} rows, ${(file.length / 1024).toFixed(0)} KiB; server RSS at rest ${rssMiB(pid).toFixed(0)} MiB`);
    let valid: unknown[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const { m, preview: p } = await preview(pid, auth, file);
      if (!p) throw new Error(`preview: ${m.answer.status} ${m.answer.body.toString().slice(0, 300)}`);
      valid = p.rows.filter((r) => r.isValid).map((r) => r.order);
      console.log(
        `preview run ${run}: ${m.answer.ms.toFixed(0)} ms (${p.totalCount} rows, ${p.validCount} valid, ${p.invalidCount} invalid; ` +
          `response ${(m.answer.body.length / 2 ** 20).toFixed(1)} MiB); ${describe(m)}`,
      );
    }
    const { m: refused } = await preview(pid, auth, await filledTemplate(auth, ROWS + 1));
    console.log(`${ROWS + 1} rows refused: ${refused.answer.status} in ${refused.answer.ms.toFixed(0)} ms; ${describe(refused)}`);
    const batchBody = JSON.stringify({ orders: valid });
    const batch = await measured(pid, auth, () =>
      request('POST', `${BASE}/batch`, { ...auth, 'content-type': 'application/json', 'accept-language': 'zh-Hans' }, batchBody),
    );
    if (batch.answer.status !== 200) throw new Error(`batch: ${batch.answer.status} ${batch.answer.body.toString().slice(0, 300)}`);
    console.log(`batch of the ${valid.length} valid rows (${(batchBody.length / 2 ** 20).toFixed(1)} MiB): ${batch.answer.ms.toFixed(0)} ms; ${describe(batch)}`);
  } finally {
    // The data folder goes once the server has exited (it may still write to its database while stopping).
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function serve(): Promise<void> {
  const config = loadConfig(process.env, REPO_ROOT);
  const server = await startServer(config, { allowMissingHandlers: true, spaApps: false });
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}

if (process.argv[2] === '--serve') serve().catch((e: unknown) => { console.error(e); process.exit(1); });
else orchestrate().catch((e: unknown) => { console.error(e); process.exit(1); });
