/* eslint-disable no-console */
// Load benchmark of the public tracking lookup and the member order list on a 1,000,000-order SQLite database,
// beside a bare node:http server as the floor of this machine. Not part of the tests: run it with
//   node tools/scripts/bench-api.mjs        (builds this file, then runs it; a few minutes)
// One file, three roles: the orchestrator (default), the real API server (--serve) and the bare server (--hello).
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { OrderStatus, TransportMode, UserType } from '@forwarder/contracts/api-f';
import { normalizeUserName } from '../src/auth/auth-user';
import { issueToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/env';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { formatWaybillNumber, routingIdOf, seedRoutings, waybillSequenceName } from '../src/modules/logistics';
import { regionId, seedRegions } from '../src/modules/regions';
import { startServer } from '../src/server';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 1_000_000);
const EVENTS_PER_ORDER = 4;
const BATCH = 20_000;
const DURATION_MS = Number(process.env['BENCH_SECONDS'] ?? 10) * 1000;
const WARMUP_MS = 2000;
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 32);
const REPO_ROOT = process.cwd();

function benchEnv(dataDir: string, port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTRACTS_DIR: path.join(REPO_ROOT, 'openapi'),
    STATIC_ROOT: path.join(dataDir, 'static'),
    // As behind the reverse proxy: the load generator stands for many visitors (X-Forwarded-For), each within
    // the per-address tracking limit of 60 requests a minute.
    TRUST_PROXY: 'true',
  };
}

async function prepareDatabase(dataDir: string): Promise<{ token: string; sqliteFile: string }> {
  const config = loadConfig(benchEnv(dataDir, 0), REPO_ROOT);
  const handle = createDatabase({ sqliteFile: config.sqliteFile });
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
  bulkInsert(config.sqliteFile, userId);
  return { token: accessToken, sqliteFile: config.sqliteFile };
}

/** Orders and events straight through prepared statements in batched transactions (the API would be the bottleneck). */
function bulkInsert(sqliteFile: string, userId: string): void {
  const db = new SqliteDatabase(sqliteFile);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const orderColumns = [
    'id', 'userId', 'waybillNumber', 'routingId', 'transportMode', 'status',
    'senderName', 'senderCompanyName', 'senderPhoneNumber', 'senderEmail', 'senderCountryCode', 'senderRegionLv0Id', 'senderRegionLv1Id',
    'senderRegionLv2Id', 'senderRegionLv3Id', 'senderStreet', 'senderPostalCode',
    'receiverName', 'receiverCompanyName', 'receiverPhoneNumber', 'receiverEmail', 'receiverCountryCode', 'receiverRegionLv0Id',
    'receiverRegionLv1Id', 'receiverRegionLv2Id', 'receiverRegionLv3Id', 'receiverStreet', 'receiverPostalCode',
    'parcelCount', 'totalWeightKg', 'volumeWeightKg', 'chargeableWeightKg', 'declaredValue', 'declaredCurrency', 'customerReference', 'remark',
    'lastEventTime', 'lastEventStatus', 'lastEventDescriptionZh', 'lastEventDescriptionEn', 'creationTime', 'lastModificationTime',
  ];
  const insertOrder = db.prepare(`insert into orders (${orderColumns.map((c) => `"${c}"`).join(',')}) values (${orderColumns.map(() => '?').join(',')})`);
  const insertEvent = db.prepare(
    'insert into tracking_events (id, "orderId", time, status, "locationZh", "locationEn", "descriptionZh", "descriptionEn") values (?,?,?,?,?,?,?,?)',
  );
  const air = routingIdOf('AIR-STD');
  const sea = routingIdOf('SEA-LCL');
  const cn = [regionId(0, 'CN'), regionId(1, '440000'), regionId(2, '440300'), regionId(3, '440305')];
  const us = [regionId(0, 'US'), regionId(1, 'US-NY')];
  const statuses = Object.values(OrderStatus);
  const steps = [
    [OrderStatus.Submitted, '网上下单', 'Online', '订单已提交', 'Order submitted'],
    [OrderStatus.Received, '深圳仓库', 'Shenzhen warehouse', '包裹已入仓', 'Received at the warehouse'],
    [OrderStatus.InTransit, '香港国际机场', 'Hong Kong International Airport', '航班已起飞', 'Flight departed'],
    [OrderStatus.CustomsClearance, '纽约肯尼迪国际机场', 'New York JFK Airport', '进口清关中', 'Import customs clearance in progress'],
  ] as const;
  const start = Date.now();
  const yearMs = 365 * 24 * 3600 * 1000;
  const insertBatch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const id = randomUUID();
      const isSea = i % 5 === 0;
      const created = start - Math.floor(((ORDERS - i) / ORDERS) * yearMs);
      const status = statuses[i % statuses.length] ?? OrderStatus.Submitted;
      const times = steps.map((_, k) => new Date(created + k * 7_200_000).toISOString());
      const last = steps[EVENTS_PER_ORDER - 1] ?? steps[0];
      insertOrder.run(
        id, userId, formatWaybillNumber(isSea ? 'FS' : 'FA', i + 1), isSea ? sea : air, isSea ? TransportMode.SEA : TransportMode.AIR, status,
        '张伟', '深圳市环球优品电子有限公司', '+86 755 8888 1234', 'zhangwei@example.cn', 'CN', cn[0], cn[1], cn[2], cn[3], '深南大道 9988 号', '518057',
        `Receiver ${i}`, '', '+1 212 555 0100', '', 'US', us[0], us[1], null, null, '350 5th Ave', '10118',
        2, 7, 8, 8, 125, 'USD', `SHOP-${i}`, '',
        times[EVENTS_PER_ORDER - 1], last[0], last[3], last[4], times[0], times[EVENTS_PER_ORDER - 1],
      );
      for (let k = 0; k < EVENTS_PER_ORDER; k++) {
        const [s, lz, le, dz, de] = steps[k] ?? steps[0];
        insertEvent.run(randomUUID(), id, times[k], s, lz, le, dz, de);
      }
    }
  });
  for (let from = 0; from < ORDERS; from += BATCH) {
    insertBatch(from, Math.min(ORDERS, from + BATCH));
    if ((from / BATCH) % 10 === 9) process.stdout.write(`  ${(from + BATCH).toLocaleString('en')} orders (${((Date.now() - start) / 1000).toFixed(0)} s)\n`);
  }
  db.prepare('insert into sequences (name, value) values (?, ?), (?, ?)').run(waybillSequenceName('FA'), ORDERS, waybillSequenceName('FS'), ORDERS);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('analyze');
  db.close();
  const seconds = (Date.now() - start) / 1000;
  console.log(`bulk insert: ${ORDERS.toLocaleString('en')} orders + ${(ORDERS * EVENTS_PER_ORDER).toLocaleString('en')} events in ${seconds.toFixed(1)} s ` +
    `(${Math.round((ORDERS * (1 + EVENTS_PER_ORDER)) / seconds).toLocaleString('en')} rows/s); file ${(fs.statSync(sqliteFile).size / 2 ** 20).toFixed(0)} MiB`);
}

interface Scenario {
  name: string;
  port: number;
  request: (i: number) => { method: string; path: string; headers: Record<string, string>; body?: string };
}

interface Result {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** N keep-alive connections, each sending its next request when the previous answer arrived (closed loop). */
async function runScenario(s: Scenario): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let counter = 0;
  const one = (measure: boolean, latencies: number[], statuses: Record<number, number>) =>
    new Promise<void>((resolve, reject) => {
      const r = s.request(counter++);
      const t0 = process.hrtime.bigint();
      const req = http.request({ host: '127.0.0.1', port: s.port, method: r.method, path: r.path, headers: r.headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (measure) {
            latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          }
          resolve();
        });
      });
      req.on('error', reject);
      req.end(r.body);
    });
  const phase = async (ms: number, measure: boolean) => {
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    const until = Date.now() + ms;
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) await one(measure, latencies, statuses);
      }),
    );
    return { latencies, statuses, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  };
  await phase(WARMUP_MS, false);
  const { latencies, statuses, seconds } = await phase(DURATION_MS, true);
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  const errors = Object.entries(statuses).filter(([code]) => Number(code) >= 300).reduce((n, [, c]) => n + c, 0);
  return { name: s.name, requests: latencies.length, errors, rps: latencies.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), statuses };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = http.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(port: number, path: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`server on port ${port} did not start within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function child(args: string[], env: Record<string, string>): ChildProcess {
  const profile = process.env['BENCH_PROFILE_DIR'] && args[0] === '--serve' ? ['--cpu-prof', `--cpu-prof-dir=${process.env['BENCH_PROFILE_DIR']}`] : [];
  const proc = spawn(process.execPath, [...profile, __filename, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  return proc;
}

async function orchestrate(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`bench: ${os.cpus().length} cores, node ${process.version}, data in ${dataDir}`);
    const { token } = await prepareDatabase(dataDir);

    const apiPort = await freePort();
    const helloPort = await freePort();
    const t0 = Date.now();
    children.push(child(['--serve'], benchEnv(dataDir, apiPort)));
    children.push(child(['--hello', String(helloPort)], {}));
    await waitFor(apiPort, '/api/f/does-not-exist', 120_000);
    await waitFor(helloPort, '/', 10_000);
    console.log(`server started in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per scenario after ${WARMUP_MS / 1000} s warm-up`);

    const json = { 'content-type': 'application/json', 'accept-language': 'en' };
    const pick = (i: number, k: number) => {
      // Mostly existing numbers, one unknown per request, spread over the whole table.
      const n = ((i * 7919 + k * 104729) % ORDERS) + 1;
      return k === 9 ? formatWaybillNumber('FA', 99_999_990 - (i % 1000)) : formatWaybillNumber(n % 5 === 1 ? 'FS' : 'FA', n);
    };
    const scenarios: Scenario[] = [
      {
        name: '(a) tracking, 10 numbers',
        port: apiPort,
        request: (i) => ({
          method: 'POST',
          path: '/api/f/logistics-management/tracking/list',
          headers: { ...json, 'x-forwarded-for': `127.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ waybillNumbers: Array.from({ length: 10 }, (_, k) => pick(i, k)) }),
        }),
      },
      {
        name: '(b) order list, status=30, page 1',
        port: apiPort,
        request: () => ({
          method: 'POST',
          path: '/api/f/logistics-management/order/list',
          headers: { ...json, authorization: `Bearer ${token}` },
          body: JSON.stringify({ status: OrderStatus.InTransit, maxResultCount: 7, skipCount: 0 }),
        }),
      },
      { name: '(c) bare node:http hello', port: helloPort, request: () => ({ method: 'GET', path: '/', headers: {} }) },
    ];
    const results: Result[] = [];
    for (const s of scenarios) {
      const r = await runScenario(s);
      results.push(r);
      console.log(`  ${r.name}: done (${JSON.stringify(r.statuses)})`);
    }
    const rows = results.map((r) => [r.name, r.requests.toLocaleString('en'), r.errors.toLocaleString('en'), Math.round(r.rps).toLocaleString('en'), r.p50.toFixed(2), r.p99.toFixed(2)]);
    const header = ['scenario', 'requests', 'non-2xx', 'req/s', 'p50 ms', 'p99 ms'];
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => (row[c] ?? '').length)));
    const line = (cells: string[]) => `| ${cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join(' | ')} |`;
    console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (process.env['BENCH_KEEP']) console.log(`kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function serve(): Promise<void> {
  const config = loadConfig(process.env, REPO_ROOT);
  const server = await startServer(config, { allowMissingHandlers: true, spaApps: false });
  process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
}

function hello(port: number): void {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, '127.0.0.1');
  process.once('SIGTERM', () => server.close(() => process.exit(0)));
}

const [mode, arg] = process.argv.slice(2);
if (mode === '--serve') serve().catch((e: unknown) => { console.error(e); process.exit(1); });
else if (mode === '--hello') hello(Number(arg));
else orchestrate().catch((e: unknown) => { console.error(e); process.exit(1); });
