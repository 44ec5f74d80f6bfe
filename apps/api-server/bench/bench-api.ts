/* eslint-disable no-console */
// Load benchmark of the public tracking lookup and the member order list at 1,000,000 orders and 4,000,000 tracking
// events, beside a bare node:http server as the floor of this machine. Not part of the tests: run it with
//   npm run bench:api                      (builds this file, then runs it; several minutes)
// Environment:
//   BENCH_DB           sqlite (default) or postgres. postgres uses DATABASE_URL when set (the bench creates its
//                      databases bench_a / bench_b there), otherwise starts a throw-away cluster (fsync off).
//   BENCH_DATASETS     a,b (default): (a) one member owns every order; (b) the orders are spread over 1,000 customers.
//   BENCH_ORDERS       1000000; BENCH_SECONDS 10 per measured scenario (after 2 s warm-up); BENCH_CONNECTIONS 50.
//   BENCH_DATA_DIR     keep the seeded databases (SQLite files, the throw-away cluster) there and reuse them on the
//                      next run with the same BENCH_ORDERS (seeding is most of a run); removed when unset.
//   BENCH_ONLY         run only the scenarios whose name contains one of these comma-separated words.
//   BENCH_EXPLAIN_DIR  write the plans of the list and tracking queries there (EXPLAIN QUERY PLAN on SQLite,
//                      EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL), one file per database and dataset.
// Before the scenarios each dataset is read once into the file cache (the SQLite file; PostgreSQL's tables and
// indexes through pg_prewarm), so that a run measures the server rather than whichever pages another run evicted.
// Each scenario runs alone; the product's limits stay on, the load generator standing for many visitors behind
// the reverse proxy (TRUST_PROXY and one X-Forwarded-For address per request). Targets (issue 16): tracking of
// 10 numbers ≥ 0.25× the req/s of bare node:http and p99 ≤ 20 ms; every order list filter's first page p99 ≤ 30 ms.
// One file, three roles: the orchestrator (default), the real API server (--serve) and the bare server (--hello).
import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import { Client, Pool } from 'pg';
import { LanguageCode, OrderStatus, TransportMode, UserType } from '@forwarder/contracts/api-f';
import { normalizeUserName } from '../src/auth/auth-user';
import { issueToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/env';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/modules';
import { formatWaybillNumber, listOrders, trackWaybills, type OrderFilter } from '../src/modules/orders';
import { seedRoutings } from '../src/modules/rates';
import { seedRegions } from '../src/modules/regions';
import { startServer } from '../src/server';
import { startClusterIn, stopCluster, type PgCluster } from '../test/pg-cluster.cjs';
import { benchWaybill, EVENTS_PER_ORDER, seedPostgres, seedSqlite } from './seed-orders';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 1_000_000);
const DURATION_MS = Number(process.env['BENCH_SECONDS'] ?? 10) * 1000;
const WARMUP_MS = 2000;
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const DB_KIND = process.env['BENCH_DB'] === 'postgres' ? 'postgres' : 'sqlite';
const DATASETS = (process.env['BENCH_DATASETS'] ?? 'a,b').split(',').map((d) => d.trim()).filter((d): d is 'a' | 'b' => d === 'a' || d === 'b');
const ONLY = (process.env['BENCH_ONLY'] ?? '').split(',').map((w) => w.trim()).filter(Boolean);
const CUSTOMERS_B = 1000;
const REPO_ROOT = process.cwd();
const TRACKING_RATIO_TARGET = 0.25;
const TRACKING_P99_TARGET = 20;
const LIST_P99_TARGET = 30;

function benchEnv(dataDir: string, port: number, databaseUrl: string | undefined): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CONTRACTS_DIR: path.join(REPO_ROOT, 'openapi'),
    STATIC_ROOT: path.join(dataDir, 'static'),
    // As behind the reverse proxy: the load generator stands for many visitors (X-Forwarded-For), each within
    // the per-address tracking limit of 60 requests a minute.
    TRUST_PROXY: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

interface Dataset {
  name: 'a' | 'b';
  dataDir: string;
  databaseUrl: string | undefined;
  /** The member whose list is measured (owns every order in (a), a thousandth of them in (b)). */
  memberId: string;
  token: string;
}

interface SeedMarker {
  orders: number;
  memberId: string;
}

/** Creates (or, when a marker says it was seeded with as many orders, reuses) one dataset's database. */
async function prepareDataset(name: 'a' | 'b', dataDir: string, databaseUrl: string | undefined): Promise<Dataset> {
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig(benchEnv(dataDir, 0, databaseUrl), REPO_ROOT);
  const markerFile = path.join(dataDir, `seeded-${DB_KIND}.json`);
  const marker = fs.existsSync(markerFile) ? (JSON.parse(fs.readFileSync(markerFile, 'utf8')) as SeedMarker) : undefined;
  const handle = createDatabase<Database>({ databaseUrl, sqliteFile: config.sqliteFile });
  let memberId = marker?.orders === ORDERS ? marker.memberId : undefined;
  if (!memberId) {
    await migrateToLatest(handle.db);
    await handle.db.transaction().execute(async (trx) => {
      await seedRegions(trx, handle.dialect);
      await seedRoutings(trx);
    });
    const owners = Array.from({ length: name === 'a' ? 1 : CUSTOMERS_B }, () => randomUUID());
    const now = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values(
        owners.map((id, k) => ({
          id, userName: `bench${k}`, normalizedUserName: normalizeUserName(`bench${k}`), passwordHash: 'x', userType: UserType.Member, merchantId: null,
          name: `Bench ${k}`, email: null, phoneNumber: null, companyName: null, defaultSenderAddressId: null, isActive: 1, creationTime: now,
          lastModificationTime: null,
        })),
      )
      .execute();
    const plan = { orders: ORDERS, owners, now: Date.now() };
    const started = Date.now();
    if (databaseUrl) await seedPostgres(databaseUrl, plan);
    else seedSqlite(config.sqliteFile, plan);
    const seconds = (Date.now() - started) / 1000;
    console.log(`dataset (${name}): ${ORDERS.toLocaleString('en')} orders + ${(ORDERS * EVENTS_PER_ORDER).toLocaleString('en')} events over ` +
      `${owners.length.toLocaleString('en')} owner(s) in ${seconds.toFixed(1)} s (${Math.round((ORDERS * (1 + EVENTS_PER_ORDER)) / seconds).toLocaleString('en')} rows/s)`);
    memberId = owners[0] ?? '';
    fs.writeFileSync(markerFile, JSON.stringify({ orders: ORDERS, memberId } satisfies SeedMarker));
  } else {
    // A reused database still gets the migrations of the code under test (new indexes).
    await migrateToLatest(handle.db);
    console.log(`dataset (${name}): reusing the seeded database in ${dataDir}`);
  }
  const { accessToken } = await issueToken(handle.db, memberId, 24 * 3600);
  await handle.close();
  return { name, dataDir, databaseUrl, memberId, token: accessToken };
}

/** A database of its own per dataset in the cluster (dropped with the cluster when it is throw-away). */
async function ensurePgDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const LIST_FILTERS: ReadonlyArray<{ name: string; filter: (now: number) => OrderFilter & { sorting?: string } }> = [
  { name: 'no filter', filter: () => ({}) },
  { name: 'status=30', filter: () => ({ status: OrderStatus.InTransit }) },
  { name: 'transportMode=20', filter: () => ({ transportMode: TransportMode.SEA }) },
  {
    name: 'creation time, last 30 days',
    filter: (now) => ({ creationTimeFrom: new Date(now - 30 * 86_400_000).toISOString(), creationTimeTo: new Date(now + 86_400_000).toISOString() }),
  },
  { name: 'waybill number', filter: () => ({ waybillNumbers: [benchWaybill(1)] }) },
  // Matches the newest orders of both datasets' member ('Receiver 990000'…): pages fill at once, the count hits the window.
  { name: 'keyword (many matches)', filter: () => ({ keyword: 'receiver 99' }) },
  { name: 'keyword (no match)', filter: () => ({ keyword: 'nobody-has-this' }) },
  { name: 'sorted by waybill number', filter: () => ({ sorting: 'waybillNumber asc' }) },
];

/** The tracking request body of request i: 9 existing numbers spread over the table and one unknown. */
function trackingNumbers(i: number): string[] {
  return Array.from({ length: 10 }, (_, k) => {
    const n = ((i * 7919 + k * 104729) % ORDERS) + 1;
    return k === 9 ? formatWaybillNumber('FA', 99_999_990 - (i % 1000)) : benchWaybill(n);
  });
}

interface Scenario {
  name: string;
  port: number;
  /** The serving process, whose CPU time per request the result reports. */
  pid: number | undefined;
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
  /** Load averages (1, 5, 15 min) when the measurement ended: the machine is shared. */
  load: string;
  /**
   * CPU time (user + system) the serving process spent per answered request: unlike req/s it hardly depends on what
   * else runs on the machine, so it compares two versions of the server measured at different loads.
   */
  cpuMsPerRequest: number | undefined;
}

/** User + system CPU milliseconds of a process so far (Linux /proc; undefined elsewhere). */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, hence from the last ')'): utime and stime are the 12th and
    // 13th, in clock ticks of 10 ms.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
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
    new Promise<void>((resolve) => {
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
      // A dropped connection counts as a failed request (status 0) instead of ending the run.
      req.on('error', () => {
        if (measure) statuses[0] = (statuses[0] ?? 0) + 1;
        resolve();
      });
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
  const cpuBefore = processCpuMs(s.pid);
  const { latencies, statuses, seconds } = await phase(DURATION_MS, true);
  const cpuAfter = processCpuMs(s.pid);
  const cpuMsPerRequest = cpuBefore !== undefined && cpuAfter !== undefined && latencies.length > 0 ? (cpuAfter - cpuBefore) / latencies.length : undefined;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  const errors = Object.entries(statuses).filter(([code]) => Number(code) >= 300 || Number(code) === 0).reduce((n, [, c]) => n + c, 0);
  return { name: s.name, requests: latencies.length, errors, rps: latencies.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), statuses, load: loadAverage(), cpuMsPerRequest };
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
  return spawn(process.execPath, [...profile, __filename, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function stopChild(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
}

function loadAverage(): string {
  return os.loadavg().map((l) => l.toFixed(2)).join(' ');
}

/**
 * The SQL the list and tracking code really run (captured from Kysely's log while calling the repository and
 * service), explained by the database itself.
 */
async function explain(dataset: Dataset, sqliteFile: string, now: number): Promise<string> {
  const captured: CompiledQuery[] = [];
  const log = (event: { query: CompiledQuery }) => void captured.push(event.query);
  const pool = dataset.databaseUrl ? new Pool({ connectionString: dataset.databaseUrl, max: 2 }) : undefined;
  const sqlite = pool ? undefined : new SqliteDatabase(sqliteFile);
  const dialect = pool ? new PostgresDialect({ pool }) : new SqliteDialect({ database: sqlite as SqliteDatabase.Database });
  const db = new Kysely<Database>({ dialect, log: (event) => log(event) });
  const out: string[] = [`# ${DB_KIND}, dataset (${dataset.name}), ${ORDERS.toLocaleString('en')} orders; ${new Date().toISOString()}`];
  const sections: Array<[string, () => Promise<unknown>]> = [
    ['tracking, 10 numbers', () => trackWaybills(db, trackingNumbers(12345), LanguageCode.En)],
    ...LIST_FILTERS.map(({ name, filter }): [string, () => Promise<unknown>] => {
      const { sorting, ...rest } = filter(now);
      return [`order list page 1, ${name}`, () => listOrders(db, dataset.memberId, rest, { maxResultCount: 7, skipCount: 0, sorting: sorting ?? null }, LanguageCode.En)];
    }),
  ];
  try {
    for (const [title, run] of sections) {
      captured.length = 0;
      await run();
      for (const query of [...captured]) {
        out.push(`\n## ${title}\n${query.sql}\n-- parameters: ${JSON.stringify(query.parameters)}`);
        if (pool) {
          const res = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]);
          out.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
        } else if (sqlite) {
          const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as Array<{ detail: string }>;
          out.push(rows.map((r) => `  ${r.detail}`).join('\n'));
          const t0 = process.hrtime.bigint();
          sqlite.prepare(query.sql).all(...(query.parameters as unknown[]));
          out.push(`  (ran in ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(2)} ms)`);
        }
      }
    }
  } finally {
    await db.destroy();
  }
  return out.join('\n');
}

/**
 * Reads the dataset's tables and indexes once into the operating system's file cache before measuring. A run right
 * after seeding the other dataset (or anything else that pushed these GiBs out of the cache) otherwise measures random
 * disk reads instead of the server: the same tracking scenario ran at 359 req/s cold and 1,444 req/s warm on SQLite (b).
 */
async function warmDataset(dataset: Dataset): Promise<void> {
  const t0 = Date.now();
  if (!dataset.databaseUrl) {
    let bytes = 0;
    const buffer = Buffer.alloc(8 * 2 ** 20);
    for (const file of ['portal.sqlite', 'portal.sqlite-wal'].map((f) => path.join(dataset.dataDir, f)).filter((f) => fs.existsSync(f))) {
      const fd = fs.openSync(file, 'r');
      try {
        for (let n = fs.readSync(fd, buffer); n > 0; n = fs.readSync(fd, buffer)) bytes += n;
      } finally {
        fs.closeSync(fd);
      }
    }
    console.log(`dataset (${dataset.name}): read ${(bytes / 2 ** 30).toFixed(2)} GiB of SQLite file into the file cache in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return;
  }
  const client = new Client({ connectionString: dataset.databaseUrl });
  await client.connect();
  try {
    // pg_prewarm ships with PostgreSQL's contrib; 'read' mode fills the OS cache whatever shared_buffers is.
    await client.query('create extension if not exists pg_prewarm');
    const res = await client.query<{ blocks: string }>(
      `select coalesce(sum(pg_prewarm(c.oid, 'read')), 0)::text as blocks from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'i')`,
    );
    const gib = (Number(res.rows[0]?.blocks ?? 0) * 8192) / 2 ** 30;
    console.log(`dataset (${dataset.name}): read ${gib.toFixed(2)} GiB of tables and indexes into the file cache in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  } catch (error) {
    console.log(`dataset (${dataset.name}): not warmed (${(error as Error).message}); the first scenarios may measure disk reads`);
  } finally {
    await client.end();
  }
}

interface Outcome {
  result: Result;
  target: string;
  pass: boolean;
}

function printTable(title: string, outcomes: Outcome[]): void {
  const rows = outcomes.map(({ result: r, target, pass }) => [
    r.name, r.requests.toLocaleString('en'), r.errors.toLocaleString('en'), Math.round(r.rps).toLocaleString('en'), r.p50.toFixed(2), r.p99.toFixed(2),
    r.cpuMsPerRequest === undefined ? '' : r.cpuMsPerRequest.toFixed(3), r.load, target, target ? (pass ? 'PASS' : 'FAIL') : '',
  ]);
  const header = ['scenario', 'requests', 'non-2xx', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'load avg', 'target', ''];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => (row[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => (c === 0 || c >= 7 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join(' | ')} |`;
  console.log(`\n${title}\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
}

async function benchDataset(dataset: Dataset, helloServer: { port: number; pid: number | undefined }, now: number): Promise<Outcome[]> {
  const apiPort = await freePort();
  const server = child(['--serve'], benchEnv(dataset.dataDir, apiPort, dataset.databaseUrl));
  try {
    const t0 = Date.now();
    await waitFor(apiPort, '/api/f/does-not-exist', 120_000);
    console.log(`dataset (${dataset.name}): server started in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ` +
      `${DURATION_MS / 1000} s per scenario after ${WARMUP_MS / 1000} s warm-up`);
    const json = { 'content-type': 'application/json', 'accept-language': 'en' };
    const scenarios: Scenario[] = [
      { name: 'bare node:http hello', port: helloServer.port, pid: helloServer.pid, request: () => ({ method: 'GET', path: '/', headers: {} }) },
      {
        name: 'tracking, 10 numbers',
        port: apiPort,
        pid: server.pid,
        request: (i) => ({
          method: 'POST',
          path: '/api/f/logistics-management/tracking/list',
          headers: { ...json, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify({ waybillNumbers: trackingNumbers(i) }),
        }),
      },
      ...LIST_FILTERS.map(({ name, filter }): Scenario => ({
        name: `order list page 1, ${name}`,
        port: apiPort,
        pid: server.pid,
        request: () => ({
          method: 'POST',
          path: '/api/f/logistics-management/order/list',
          headers: { ...json, authorization: `Bearer ${dataset.token}` },
          body: JSON.stringify({ ...filter(now), maxResultCount: 7, skipCount: 0 }),
        }),
      })),
    ];
    const selected = scenarios.filter((s, k) => k === 0 || ONLY.length === 0 || ONLY.some((w) => s.name.includes(w)));
    const results: Result[] = [];
    for (const s of selected) {
      const r = await runScenario(s);
      results.push(r);
      console.log(`  ${r.name}: done (${JSON.stringify(r.statuses)}; load average ${r.load})`);
    }
    const hello = results[0];
    return results.map((result, k): Outcome => {
      if (k === 0 || !hello) return { result, target: '', pass: true };
      if (result.name.startsWith('tracking')) {
        const ratio = result.rps / hello.rps;
        return {
          result,
          target: `≥ ${TRACKING_RATIO_TARGET}× hello (${ratio.toFixed(3)}×), p99 ≤ ${TRACKING_P99_TARGET} ms`,
          pass: result.errors === 0 && ratio >= TRACKING_RATIO_TARGET && result.p99 <= TRACKING_P99_TARGET,
        };
      }
      return { result, target: `p99 ≤ ${LIST_P99_TARGET} ms`, pass: result.errors === 0 && result.p99 <= LIST_P99_TARGET };
    });
  } finally {
    await stopChild(server);
  }
}

async function orchestrate(): Promise<void> {
  const keep = process.env['BENCH_DATA_DIR'];
  const root = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const children: ChildProcess[] = [];
  let cluster: PgCluster | undefined;
  try {
    console.log(`bench: ${os.cpus().length} cores, node ${process.version}, ${DB_KIND}, datasets ${DATASETS.join(',')}, data in ${root}; load average ${loadAverage()}`);
    let adminUrl = process.env['DATABASE_URL'];
    if (DB_KIND === 'postgres' && !adminUrl) {
      // The bench's load wants more shared memory than a test's cluster.
      cluster = startClusterIn(path.join(root, 'pg'), Number(process.env['BENCH_PG_PORT'] ?? (await freePort())), ['shared_buffers=256MB', 'max_wal_size=4GB']);
      adminUrl = cluster.url;
    }
    const helloPort = await freePort();
    const helloChild = child(['--hello', String(helloPort)], {});
    children.push(helloChild);
    await waitFor(helloPort, '/', 10_000);
    const now = Date.now();
    let failed = false;
    for (const name of DATASETS) {
      const databaseUrl = DB_KIND === 'postgres' && adminUrl ? await ensurePgDatabase(adminUrl, `bench_${name}`) : undefined;
      const dataset = await prepareDataset(name, path.join(root, `dataset-${name}`), databaseUrl);
      const explainDir = process.env['BENCH_EXPLAIN_DIR'];
      if (explainDir) {
        fs.mkdirSync(explainDir, { recursive: true });
        const file = path.join(explainDir, `explain-${DB_KIND}-${name}.txt`);
        fs.writeFileSync(file, await explain(dataset, path.join(dataset.dataDir, 'portal.sqlite'), now));
        console.log(`dataset (${name}): plans written to ${file}`);
      }
      await warmDataset(dataset);
      const outcomes = await benchDataset(dataset, { port: helloPort, pid: helloChild.pid }, now);
      printTable(`${DB_KIND}, dataset (${name}): ${name === 'a' ? 'one member owns' : `${CUSTOMERS_B.toLocaleString('en')} customers share`} ` +
        `${ORDERS.toLocaleString('en')} orders, ${(ORDERS * EVENTS_PER_ORDER).toLocaleString('en')} events; ${CONNECTIONS} connections`, outcomes);
      failed ||= outcomes.some((o) => !o.pass);
    }
    console.log(`\n${failed ? 'FAIL: at least one target missed' : 'PASS: every target met'}`);
  } finally {
    for (const c of children) await stopChild(c);
    if (cluster) stopCluster(cluster);
    if (keep) console.log(`kept ${root}`);
    else fs.rmSync(root, { recursive: true, force: true });
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
