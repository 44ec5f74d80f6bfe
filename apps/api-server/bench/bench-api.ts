/* eslint-disable no-console */
// Load benchmark of the public tracking lookup, the member's order list and the staff's order list across every
// customer at 1,000,000 orders and 4,000,000 tracking events, each against the FLOOR of our own stack built in the
// same run: plain node:http and the same database driver (better-sqlite3 / pg) running exactly the SQL the product
// ran for that request (captured from Kysely's log by calling the product's own code, see capturePlan) and
// answering the same JSON. Before measuring, the bench fetches a few answers of every scenario from both servers
// and fails unless they are byte-identical. Not part of the tests: run it with
//   npm run bench:api                      (builds this file, then runs it; several minutes)
// Environment:
//   BENCH_DB           sqlite (default) or postgres. postgres uses DATABASE_URL when set (the bench creates its
//                      databases bench_a / bench_b there), otherwise starts a throw-away cluster (fsync off).
//   BENCH_DATASETS     a,b (default): (a) one member owns every order; (b) the orders are spread over 1,000 customers.
//   BENCH_ORDERS       1000000; BENCH_SECONDS 10 per measured run (after 2 s warm-up); BENCH_CONNECTIONS 50.
//   BENCH_DATA_DIR     keep the seeded databases (SQLite files, the throw-away cluster) there and reuse them on the
//                      next run with the same BENCH_ORDERS (seeding is most of a run); removed when unset.
//   BENCH_ONLY         run only the scenarios whose name contains one of these comma-separated words.
//   BENCH_VERIFY_ONLY  1: stop after asserting that the floors answer like the product (no load).
//   BENCH_PROFILE_DIR  write a CPU profile (node --cpu-prof) of the product's and the floor's server processes there.
//   BENCH_EXPLAIN_DIR  write the plans of the list and tracking queries there (EXPLAIN QUERY PLAN on SQLite,
//                      EXPLAIN (ANALYZE, BUFFERS) on PostgreSQL), one file per database and dataset.
// Before the scenarios each dataset is read once into the file cache (the SQLite file; PostgreSQL's tables and
// indexes through pg_prewarm), so that a run measures the server rather than whichever pages another run evicted.
// Each scenario runs four times alone: product and floor at BENCH_CONNECTIONS connections (req/s, p99, and the CPU
// time of the serving process per request, from /proc: on PostgreSQL the Node process's alone, the database server's
// work is in neither figure), then product and floor at 1 connection (latency). The
// product's limits stay on, the load generator standing for many visitors behind the reverse proxy (TRUST_PROXY
// and one X-Forwarded-For address per request). Targets (issue 28): the product's CPU per request at most 1.2× its
// floor's on SQLite and 1.3× on PostgreSQL, for every scenario; a bare node:http hello is measured for context only.
// One file, four roles: the orchestrator (default), the real API server (--serve), the floor server (--floor, see
// floor-server.ts) and the bare server (--hello).
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
import { StaffRole } from '@forwarder/contracts/api-ops';
import { normalizeUserName } from '../src/auth/auth-user';
import { findUserByToken, issueToken } from '../src/auth/tokens';
import { loadConfig } from '../src/config/env';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/modules';
import { formatWaybillNumber, listOpsOrders, listOrders, trackWaybills, type OrderFilter } from '../src/modules/orders';
import { seedRoutings } from '../src/modules/rates';
import { seedRegions } from '../src/modules/regions';
import { DatabaseRateLimiter, TRACKING_RATE_LIMIT } from '../src/rate-limits';
import { startServer } from '../src/server';
import { startClusterIn, stopCluster, type PgCluster } from '../test/pg-cluster.cjs';
import { openFloorDb } from './floor-db';
import { requiredStatementOn, statementOn, type CapturedStatement, type FloorPlan, type ListPlan } from './floor-plan';
import { serveFloor } from './floor-server';
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
/** The product's CPU per request over its floor's (issue 28). */
const CPU_RATIO_TARGET = DB_KIND === 'postgres' ? 1.3 : 1.2;
/** What the staff's console asks first: every customer's orders, newest first, 20 a page. */
const STAFF_LIST_BODY = { maxResultCount: 20, skipCount: 0 };
const STAFF_USER_NAME = 'bench-staff';
/** BENCH_VERIFY_ONLY=1: stop after asserting the floors' answers (no load; a quick check of the floors). */
const VERIFY_ONLY = process.env['BENCH_VERIFY_ONLY'] === '1';

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
  /** A staff operator's token (the staff order list). */
  staffToken: string;
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
  const { accessToken: staffToken } = await issueToken(handle.db, await ensureStaffUser(handle.db), 24 * 3600);
  await handle.close();
  return { name, dataDir, databaseUrl, memberId, token: accessToken, staffToken };
}

/** The staff operator whose token lists every customer's orders (added to a database seeded before it existed). */
async function ensureStaffUser(db: Kysely<Database>): Promise<string> {
  const found = await db.selectFrom('users').select('id').where('userName', '=', STAFF_USER_NAME).executeTakeFirst();
  if (found) return found.id;
  const id = randomUUID();
  await db
    .insertInto('users')
    .values({
      id, userName: STAFF_USER_NAME, normalizedUserName: normalizeUserName(STAFF_USER_NAME), passwordHash: 'x', userType: UserType.Staff, staffRole: StaffRole.Operator,
      merchantId: null, name: 'Bench staff', email: null, phoneNumber: null, companyName: null, defaultSenderAddressId: null, isActive: 1,
      creationTime: new Date().toISOString(), lastModificationTime: null,
    })
    .execute();
  return id;
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

interface BenchRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A measured request family: request i of a run. */
interface Scenario {
  name: string;
  request: (i: number) => BenchRequest;
}

/** A list scenario sends one body; `run` is the product's own code answering it (its SQL is what the floor runs). */
interface ListScenario extends Scenario {
  path: string;
  body: string;
  run: (db: Kysely<Database>) => Promise<unknown>;
}

/** A server under measurement: its port, and the process whose CPU time per request the result reports. */
interface Target {
  port: number;
  pid: number | undefined;
}

const JSON_HEADERS = { 'content-type': 'application/json', 'accept-language': 'en' };
const TRACKING_PATH = '/api/f/logistics-management/tracking/list';
const MEMBER_LIST_PATH = '/api/f/logistics-management/order/list';
const STAFF_LIST_PATH = '/api/ops/orders/list';

const helloScenario: Scenario = { name: 'bare node:http hello', request: () => ({ method: 'GET', path: '/', headers: {} }) };

const trackingScenario: Scenario = {
  name: 'tracking, 10 numbers',
  request: (i) => ({
    method: 'POST',
    path: TRACKING_PATH,
    headers: { ...JSON_HEADERS, 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    body: JSON.stringify({ waybillNumbers: trackingNumbers(i) }),
  }),
};

function listScenario(name: string, path: string, token: string, body: object, run: ListScenario['run']): ListScenario {
  const text = JSON.stringify(body);
  return { name, path, body: text, run, request: () => ({ method: 'POST', path, headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` }, body: text }) };
}

/** The member's list filters (first page, as the portal asks) and the staff's list of every customer's orders. */
function listScenarios(dataset: Dataset, now: number): ListScenario[] {
  return [
    ...LIST_FILTERS.map(({ name, filter }) => {
      const body = { ...filter(now), maxResultCount: 7, skipCount: 0 };
      // As the getOrderList handler splits the request.
      const { maxResultCount, skipCount, sorting, ...rest } = body;
      return listScenario(`order list page 1, ${name}`, MEMBER_LIST_PATH, dataset.token, body, (db) =>
        listOrders(db, dataset.memberId, rest, { maxResultCount, skipCount, sorting: sorting ?? null }, LanguageCode.En),
      );
    }),
    // The handler sees the body with the contract's defaults filled in (the validator's useDefaults).
    listScenario('staff order list page 1, every customer', STAFF_LIST_PATH, dataset.staffToken, STAFF_LIST_BODY, (db) =>
      listOpsOrders(db, { ...STAFF_LIST_BODY, sorting: 'creationTime desc' }, LanguageCode.En),
    ),
  ];
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
async function runScenario(s: Scenario, target: Target, connections: number): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let counter = 0;
  const one = (measure: boolean, latencies: number[], statuses: Record<number, number>) =>
    new Promise<void>((resolve) => {
      const r = s.request(counter++);
      const t0 = process.hrtime.bigint();
      const req = http.request({ host: '127.0.0.1', port: target.port, method: r.method, path: r.path, headers: r.headers, agent }, (res) => {
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
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) await one(measure, latencies, statuses);
      }),
    );
    return { latencies, statuses, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  };
  await phase(WARMUP_MS, false);
  const cpuBefore = processCpuMs(target.pid);
  const { latencies, statuses, seconds } = await phase(DURATION_MS, true);
  const cpuAfter = processCpuMs(target.pid);
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
        // The product listens while it is still starting (migrations) and answers 503 until it is ready.
        resolve(res.statusCode !== 503);
      });
      req.on('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`server on port ${port} did not start within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function child(args: string[], env: Record<string, string>): ChildProcess {
  // BENCH_PROFILE_DIR: a CPU profile of the product and of the floor server (product-….cpuprofile, floor-….cpuprofile).
  const role = args[0] === '--serve' ? 'product' : args[0] === '--floor' ? 'floor' : undefined;
  const profileDir = process.env['BENCH_PROFILE_DIR'];
  const profile = profileDir && role ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, `--cpu-prof-name=${role}-${Date.now()}.cpuprofile`] : [];
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

/** A Kysely over the dataset that records every statement it runs (Kysely's log), and the raw connection under it. */
interface Capture {
  db: Kysely<Database>;
  pool: Pool | undefined;
  sqlite: SqliteDatabase.Database | undefined;
  /** The statements that `run` sent, in the order they finished. */
  statementsOf(run: (db: Kysely<Database>) => Promise<unknown>): Promise<CapturedStatement[]>;
}

async function withCapture<T>(dataset: Dataset, sqliteFile: string, use: (capture: Capture) => Promise<T>): Promise<T> {
  const captured: CompiledQuery[] = [];
  const pool = dataset.databaseUrl ? new Pool({ connectionString: dataset.databaseUrl, max: 2 }) : undefined;
  const sqlite = pool ? undefined : new SqliteDatabase(sqliteFile);
  const dialect = pool ? new PostgresDialect({ pool }) : new SqliteDialect({ database: sqlite as SqliteDatabase.Database });
  const db = new Kysely<Database>({ dialect, log: (event) => void captured.push(event.query) });
  const statementsOf: Capture['statementsOf'] = async (run) => {
    captured.length = 0;
    await run(db);
    return captured.map((q) => ({ sql: q.sql, parameters: [...q.parameters] }));
  };
  try {
    return await use({ db, pool, sqlite, statementsOf });
  } finally {
    await db.destroy();
  }
}

/**
 * The SQL the list and tracking code really run (captured from Kysely's log while calling the repository and
 * service), explained by the database itself.
 */
async function explain(dataset: Dataset, sqliteFile: string, lists: readonly ListScenario[]): Promise<string> {
  const out: string[] = [`# ${DB_KIND}, dataset (${dataset.name}), ${ORDERS.toLocaleString('en')} orders; ${new Date().toISOString()}`];
  const sections: Array<[string, ListScenario['run']]> = [
    ['tracking, 10 numbers', (db) => trackWaybills(db, trackingNumbers(12345), LanguageCode.En)],
    ...lists.map((s): [string, ListScenario['run']] => [s.name, s.run]),
  ];
  await withCapture(dataset, sqliteFile, async ({ pool, sqlite, statementsOf }) => {
    for (const [title, run] of sections) {
      for (const query of await statementsOf(run)) {
        out.push(`\n## ${title}\n${query.sql}\n-- parameters: ${JSON.stringify(query.parameters)}`);
        if (pool) {
          const res = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query.sql}`, query.parameters);
          out.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
        } else if (sqlite) {
          const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(...query.parameters) as Array<{ detail: string }>;
          out.push(rows.map((r) => `  ${r.detail}`).join('\n'));
          const t0 = process.hrtime.bigint();
          sqlite.prepare(query.sql).all(...query.parameters);
          out.push(`  (ran in ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(2)} ms)`);
        }
      }
    }
  });
  return out.join('\n');
}

/**
 * What the floor server runs (floor-plan.ts), taken from the product's own code called with the bench's inputs: the
 * bearer token's lookup (every list request), PostgreSQL's shared tracking limiter (every tracking request there),
 * the four statements of tracking, and each list request's statements.
 */
async function capturePlan(dataset: Dataset, sqliteFile: string, lists: readonly ListScenario[]): Promise<FloorPlan> {
  const plans: Record<string, ListPlan> = {};
  const isCount = (sql: string) => sql.startsWith('select count(');
  for (const list of lists) {
    // A Kysely of its own per list: the product remembers a count past the cap per database handle, and two
    // scenarios with the same filter (sorted differently) would otherwise capture no count for the second.
    const ran = await withCapture(dataset, sqliteFile, ({ statementsOf }) => statementsOf(list.run));
    plans[`${list.path}\n${list.body}`] = {
      count: requiredStatementOn(ran, 'orders', isCount),
      page: statementOn(ran, 'orders', (sql) => !isCount(sql)),
      regions: statementOn(ran, 'regions')?.sql,
      routings: statementOn(ran, 'routings')?.sql,
      userCards: statementOn(ran, 'users', (sql) => sql.includes('"companyName"'))?.sql,
      userNames: statementOn(ran, 'users', (sql) => !sql.includes('"companyName"'))?.sql,
    };
  }
  return withCapture(dataset, sqliteFile, async ({ statementsOf }) => {
    const auth = requiredStatementOn(await statementsOf((db) => findUserByToken(db, dataset.token)), 'access_tokens');
    const authNow = auth.parameters.find((p): p is string => typeof p === 'string' && /^\d{4}-\d\d-\d\dT/.test(p));
    if (!authNow) throw new Error(`no instant among the token lookup's parameters ${JSON.stringify(auth.parameters)}`);
    let rateLimit: FloorPlan['rateLimit'];
    if (dataset.databaseUrl) {
      const key = 'bench-capture';
      const now = Date.now();
      // The name the tracking handler gives its limiter (api-f.handlers.ts).
      const hit = await statementsOf((db) => new DatabaseRateLimiter(db, 'tracking', TRACKING_RATE_LIMIT).hit(key, now));
      const upsert = hit.find((st) => st.sql.startsWith('insert into "rate_limit_counters"'));
      if (!upsert) throw new Error(`no rate limit upsert among ${JSON.stringify(hit.map((st) => st.sql))}`);
      rateLimit = { ...upsert, key, now };
    }
    const tracked = await statementsOf((db) => trackWaybills(db, trackingNumbers(0), LanguageCode.En));
    const tracking = {
      orders: requiredStatementOn(tracked, 'orders').sql,
      events: requiredStatementOn(tracked, 'tracking_events').sql,
      regions: requiredStatementOn(tracked, 'regions').sql,
      eta: requiredStatementOn(tracked, 'batch_orders').sql,
    };
    return { auth, authToken: dataset.token, authNow, rateLimit, tracking, lists: plans };
  });
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

/** One scenario measured on the product and on its floor: at BENCH_CONNECTIONS, then at 1 connection. */
interface Outcome {
  name: string;
  product: Result;
  floor: Result;
  productOne: Result;
  floorOne: Result;
  /** Product CPU per request / floor CPU per request (undefined without /proc). */
  ratio: number | undefined;
  pass: boolean;
}

const cpu = (r: Result) => (r.cpuMsPerRequest === undefined ? '' : r.cpuMsPerRequest.toFixed(3));

function printTable(title: string, helloResult: Result, outcomes: Outcome[]): void {
  const rows = outcomes.map((o) => [
    o.name, cpu(o.product), cpu(o.floor), o.ratio === undefined ? '' : `${o.ratio.toFixed(2)}×`, o.pass ? 'PASS' : 'FAIL',
    Math.round(o.product.rps).toLocaleString('en'), Math.round(o.floor.rps).toLocaleString('en'), o.product.p99.toFixed(2), o.floor.p99.toFixed(2),
    `${o.productOne.p50.toFixed(2)} / ${o.productOne.p99.toFixed(2)}`, `${o.floorOne.p50.toFixed(2)} / ${o.floorOne.p99.toFixed(2)}`,
    [o.product, o.floor, o.productOne, o.floorOne].reduce((n, r) => n + r.errors, 0).toLocaleString('en'), o.floorOne.load,
  ]);
  const header = [
    'scenario', 'CPU ms/req product', 'floor', `product/floor (≤ ${CPU_RATIO_TARGET}×)`, '', `req/s product (${CONNECTIONS} conn.)`, 'floor',
    `p99 ms product (${CONNECTIONS} conn.)`, 'floor', 'p50 / p99 ms product (1 conn.)', 'floor', 'non-2xx', 'load avg',
  ];
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => (row[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, c) => (c === 0 || c === 4 || c === 12 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join(' | ')} |`;
  console.log(`\n${title}\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`);
  console.log(`context: bare node:http hello ${Math.round(helloResult.rps).toLocaleString('en')} req/s, p99 ${helloResult.p99.toFixed(2)} ms, ${cpu(helloResult)} CPU ms/req ` +
    `(${CONNECTIONS} connections; load average ${helloResult.load})`);
}

interface Answer {
  status: number;
  body: Buffer;
}

function fetchAnswer(port: number, r: BenchRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: r.method, path: r.path, headers: r.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(r.body);
  });
}

/** Before measuring: the floor's answers to a few requests of the scenario equal the product's byte for byte. */
async function assertSameAnswers(s: Scenario, product: Target, floor: Target): Promise<void> {
  for (const i of [0, 1, 2]) {
    const r = s.request(i);
    const p = await fetchAnswer(product.port, r);
    const f = await fetchAnswer(floor.port, r);
    if (p.status === 200 && f.status === 200 && p.body.equals(f.body)) continue;
    let at = 0;
    while (at < p.body.length && p.body[at] === f.body[at]) at++;
    const around = (b: Buffer) => b.subarray(Math.max(0, at - 120), at + 120).toString('utf8');
    throw new Error(`floor and product differ on "${s.name}", request ${i}: product ${p.status}, ${p.body.length} bytes; floor ${f.status}, ` +
      `${f.body.length} bytes; first difference at byte ${at}:\n  product …${around(p.body)}…\n  floor   …${around(f.body)}…`);
  }
}

async function startChild(args: string[], env: Record<string, string>, port: number, probe: string): Promise<ChildProcess> {
  const proc = child(args, env);
  try {
    await waitFor(port, probe, 120_000);
  } catch (error) {
    await stopChild(proc);
    throw error;
  }
  return proc;
}

/** The dataset's scenarios on the product and on the floor (undefined with BENCH_VERIFY_ONLY, once the answers matched). */
async function benchDataset(dataset: Dataset, helloServer: Target, now: number): Promise<{ hello: Result; outcomes: Outcome[] } | undefined> {
  const sqliteFile = path.join(dataset.dataDir, 'portal.sqlite');
  const lists = listScenarios(dataset, now);
  const planFile = path.join(dataset.dataDir, `floor-plan-${DB_KIND}.json`);
  fs.writeFileSync(planFile, JSON.stringify(await capturePlan(dataset, sqliteFile, lists), null, 2));
  const apiPort = await freePort();
  const floorPort = await freePort();
  const t0 = Date.now();
  const server = await startChild(['--serve'], benchEnv(dataset.dataDir, apiPort, dataset.databaseUrl), apiPort, '/api/f/does-not-exist');
  try {
    const floorServer = await startChild(['--floor', String(floorPort), planFile], benchEnv(dataset.dataDir, floorPort, dataset.databaseUrl), floorPort, '/');
    try {
      console.log(`dataset (${dataset.name}): servers started in ${((Date.now() - t0) / 1000).toFixed(1)} s (floor plan in ${planFile}); ` +
        `${CONNECTIONS} and 1 connection(s), ${DURATION_MS / 1000} s per run after ${WARMUP_MS / 1000} s warm-up`);
      const product: Target = { port: apiPort, pid: server.pid };
      const floor: Target = { port: floorPort, pid: floorServer.pid };
      const selected = [trackingScenario, ...lists].filter((s) => ONLY.length === 0 || ONLY.some((w) => s.name.includes(w)));
      for (const s of selected) await assertSameAnswers(s, product, floor);
      console.log(`dataset (${dataset.name}): the floor answers ${selected.length} scenario(s) byte for byte like the product`);
      if (VERIFY_ONLY) return undefined;
      const helloResult = await runScenario(helloScenario, helloServer, CONNECTIONS);
      const outcomes: Outcome[] = [];
      for (const s of selected) {
        const [p, f, pOne, fOne] = [await runScenario(s, product, CONNECTIONS), await runScenario(s, floor, CONNECTIONS), await runScenario(s, product, 1), await runScenario(s, floor, 1)];
        const ratio = p.cpuMsPerRequest !== undefined && f.cpuMsPerRequest ? p.cpuMsPerRequest / f.cpuMsPerRequest : undefined;
        const errors = p.errors + f.errors + pOne.errors + fOne.errors;
        outcomes.push({ name: s.name, product: p, floor: f, productOne: pOne, floorOne: fOne, ratio, pass: errors === 0 && ratio !== undefined && ratio <= CPU_RATIO_TARGET });
        console.log(`  ${s.name}: done (product ${JSON.stringify(p.statuses)}, floor ${JSON.stringify(f.statuses)}; load average ${fOne.load})`);
      }
      return { hello: helloResult, outcomes };
    } finally {
      await stopChild(floorServer);
    }
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
    // As long as the other servers get: loading this bundle alone took 15 s at load average 10 on the shared machine.
    await waitFor(helloPort, '/', 120_000);
    const now = Date.now();
    let failed = false;
    for (const name of DATASETS) {
      const databaseUrl = DB_KIND === 'postgres' && adminUrl ? await ensurePgDatabase(adminUrl, `bench_${name}`) : undefined;
      const dataset = await prepareDataset(name, path.join(root, `dataset-${name}`), databaseUrl);
      const explainDir = process.env['BENCH_EXPLAIN_DIR'];
      if (explainDir) {
        fs.mkdirSync(explainDir, { recursive: true });
        const file = path.join(explainDir, `explain-${DB_KIND}-${name}.txt`);
        fs.writeFileSync(file, await explain(dataset, path.join(dataset.dataDir, 'portal.sqlite'), listScenarios(dataset, now)));
        console.log(`dataset (${name}): plans written to ${file}`);
      }
      await warmDataset(dataset);
      const measured = await benchDataset(dataset, { port: helloPort, pid: helloChild.pid }, now);
      if (!measured) continue;
      const { hello: helloResult, outcomes } = measured;
      printTable(`${DB_KIND}, dataset (${name}): ${name === 'a' ? 'one member owns' : `${CUSTOMERS_B.toLocaleString('en')} customers share`} ` +
        `${ORDERS.toLocaleString('en')} orders, ${(ORDERS * EVENTS_PER_ORDER).toLocaleString('en')} events`, helloResult, outcomes);
      failed ||= outcomes.some((o) => !o.pass);
    }
    if (!VERIFY_ONLY) console.log(`\n${failed ? 'FAIL: at least one target missed' : 'PASS: every target met'}`);
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

/** The floor server on the dataset the environment names, as the product server finds it (DATABASE_URL or DATA_DIR). */
function floor(port: number, planFile: string): void {
  const config = loadConfig(process.env, REPO_ROOT);
  // The product's pool size (db/database.ts DEFAULT_POOL_SIZE).
  serveFloor(port, planFile, openFloorDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqliteFile: config.sqliteFile }, 10));
}

const [mode, arg, arg2] = process.argv.slice(2);
if (mode === '--serve') serve().catch((e: unknown) => { console.error(e); process.exit(1); });
else if (mode === '--floor') floor(Number(arg), String(arg2));
else if (mode === '--hello') hello(Number(arg));
else orchestrate().catch((e: unknown) => { console.error(e); process.exit(1); });
