// `npm run bench:ledger` (issue 29): `verify-ledger` on a million charged orders. Seeds (or reuses) a database of
// BENCH_ORDERS orders (the bench's order generator, seed-orders.ts) over BENCH_CUSTOMERS customers, books a ledger for
// them as receiving and staff would have written it — one charge of three lines per order with its entry, every 50th
// order re-weighed (the first charge superseded, its entry reversed, a new charge), a payment every 20 entries of a
// customer — and then times the verify-ledger command over it, in this process (wall time, CPU, peak RSS growth).
// A sound ledger must pass; then one running balance is broken and the command must find it.
//
// Environment: BENCH_ORDERS (1000000), BENCH_CUSTOMERS (1000), BENCH_DB (sqlite|postgres), BENCH_DATA_DIR (keep the
// seeded database there and reuse it on the next run with the same counts; a temp folder removed at the end
// otherwise). PostgreSQL runs in a throw-away cluster under the data folder, as bench:api's does.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import SqliteDatabase from 'better-sqlite3';
import { UserType } from '@forwarder/contracts/api-f';
import { normalizeUserName } from '../src/auth/auth-user';
import { loadConfig } from '../src/config/env';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Database } from '../src/modules';
import { routingIdOf, seedRoutings } from '../src/modules/rates';
import { seedRegions } from '../src/modules/regions';
import { runVerifyLedger } from '../test/verify-ledger';
import { startClusterIn, stopCluster, type PgCluster } from '../test/pg-cluster.cjs';
import { seedPostgres, seedSqlite } from './seed-orders';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 1_000_000);
const CUSTOMERS = Number(process.env['BENCH_CUSTOMERS'] ?? 1000);
const DB_KIND = process.env['BENCH_DB'] === 'postgres' ? 'postgres' : 'sqlite';
const REWEIGH_EVERY = 50;
const PAYMENT_EVERY = 20;
const BATCH = 20_000;

type Cell = string | number | null;
const ENTRY_COLUMNS = ['id', 'customerId', 'entryNo', 'kind', 'amountMinor', 'balanceAfterMinor', 'currency', 'referenceType', 'referenceId', 'referenceLabel', 'reversesEntryId', 'actorId', 'actorUserName', 'memo', 'createdAt'] as const;
const CHARGE_COLUMNS = ['id', 'orderId', 'customerId', 'ledgerEntryId', 'routingId', 'rateSheetVersion', 'zoneCode', 'pricingMethod', 'currency', 'actualWeightGrams', 'volumeWeightGrams', 'chargeableWeightGrams', 'totalMinor', 'createdAt', 'invoicedAt', 'supersededAt'] as const;
const LINE_COLUMNS = ['chargeId', 'lineNo', 'kind', 'quantity', 'unitAmountMinor', 'weightGrams', 'basisPoints', 'amountMinor'] as const;

interface Rows {
  entries: Cell[][];
  charges: Cell[][];
  lines: Cell[][];
}

/** Books the ledger of a page of orders (oldest first), carrying each customer's entry number and balance along. */
class LedgerWriter {
  readonly #last = new Map<string, { entryNo: number; balance: number; charges: number }>();
  readonly #air = routingIdOf('AIR-STD');

  book(orders: { id: string; userId: string; waybillNumber: string; creationTime: string }[]): Rows {
    const rows: Rows = { entries: [], charges: [], lines: [] };
    for (const order of orders) {
      const serial = Number(order.waybillNumber.slice(2, -2));
      const reweighed = serial % REWEIGH_EVERY === 0;
      const first = this.#charge(rows, order, reweighed ? 8_000 : 8_500, reweighed ? order.creationTime : null);
      if (reweighed) {
        this.#entry(rows, order.userId, 'reversal', first.amount * -1, 'order', order.id, order.waybillNumber, first.entryId, order.creationTime);
        this.#charge(rows, order, 12_500, null);
      }
    }
    return rows;
  }

  #charge(rows: Rows, order: { id: string; userId: string; waybillNumber: string; creationTime: string }, grams: number, supersededAt: string | null) {
    // Standard air to the US: first 0.5 kg ¥120, each 0.5 kg begun ¥32, fuel 12.5 % (docs/domain/billing.md, example 1).
    const steps = Math.ceil((grams - 500) / 500);
    const tariff = 12_000 + steps * 3_200;
    const fuel = Math.floor((tariff * 1250 + 5_000) / 10_000);
    const total = tariff + fuel;
    const chargeId = randomUUID();
    const entryId = this.#entry(rows, order.userId, 'charge', -total, 'order', order.id, order.waybillNumber, null, order.creationTime);
    rows.charges.push([chargeId, order.id, order.userId, entryId, this.#air, null, 'US', 'step', 'CNY', grams - 400, grams, grams, total, order.creationTime, null, supersededAt]);
    rows.lines.push(
      [chargeId, 1, 'first-weight', null, 12_000, 500, null, 12_000],
      [chargeId, 2, 'additional-weight', steps, 3_200, 500, null, steps * 3_200],
      [chargeId, 3, 'fuel-surcharge', null, null, null, 1250, fuel],
    );
    const customer = this.#last.get(order.userId);
    if (customer && ++customer.charges % PAYMENT_EVERY === 0) {
      this.#entry(rows, order.userId, 'payment', 2_000_000, null, null, `BANK-${order.waybillNumber}`, null, order.creationTime);
    }
    return { entryId, amount: -total };
  }

  #entry(rows: Rows, customerId: string, kind: string, amount: number, referenceType: string | null, referenceId: string | null, label: string, reverses: string | null, at: string): string {
    const last = this.#last.get(customerId) ?? { entryNo: 0, balance: 0, charges: 0 };
    last.entryNo += 1;
    last.balance += amount;
    this.#last.set(customerId, last);
    const id = randomUUID();
    rows.entries.push([id, customerId, last.entryNo, kind, amount, last.balance, 'CNY', referenceType, referenceId, label, reverses, null, 'bench', kind, at]);
    return id;
  }
}

interface Marker {
  orders: number;
  customers: number;
  entries: number;
}

/** Orders oldest first, a page at a time by creation time then id (both dialects page alike). */
const ORDER_PAGE_SQL = (dialect: 'sqlite' | 'postgres') =>
  `select id, "userId", "waybillNumber", "creationTime" from orders where ("creationTime", id) > (${dialect === 'sqlite' ? '?, ?' : '$1, $2'}) order by "creationTime", id limit ${BATCH}`;

async function bookSqlite(file: string): Promise<number> {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  const insert = (table: string, columns: readonly string[]) => db.prepare(`insert into ${table} (${columns.map((c) => `"${c}"`).join(',')}) values (${columns.map(() => '?').join(',')})`);
  const entry = insert('ledger_entries', ENTRY_COLUMNS);
  const charge = insert('charges', CHARGE_COLUMNS);
  const line = insert('charge_lines', LINE_COLUMNS);
  const page = db.prepare(ORDER_PAGE_SQL('sqlite'));
  const writer = new LedgerWriter();
  let entries = 0;
  let after: [string, string] = ['', ''];
  const store = db.transaction((rows: Rows) => {
    for (const r of rows.entries) entry.run(...r);
    for (const r of rows.charges) charge.run(...r);
    for (const r of rows.lines) line.run(...r);
  });
  for (;;) {
    const orders = page.all(...after) as { id: string; userId: string; waybillNumber: string; creationTime: string }[];
    const lastOrder = orders.at(-1);
    if (!lastOrder) break;
    const rows = writer.book(orders);
    store(rows);
    entries += rows.entries.length;
    after = [lastOrder.creationTime, lastOrder.id];
  }
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('analyze');
  db.close();
  return entries;
}

async function bookPostgres(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    const writer = new LedgerWriter();
    let entries = 0;
    let after: [string, string] = ['', ''];
    const insert = async (table: string, columns: readonly string[], rows: Cell[][], types: string[]) => {
      const arrays = columns.map((_, c) => rows.map((row) => row[c] ?? null));
      await client.query(`insert into ${table} (${columns.map((c) => `"${c}"`).join(',')}) select * from unnest(${types.map((t, c) => `$${c + 1}::${t}[]`).join(',')})`, arrays);
    };
    const text = (n: number) => Array.from({ length: n }, () => 'text');
    for (;;) {
      const { rows: orders } = await client.query<{ id: string; userId: string; waybillNumber: string; creationTime: string }>(ORDER_PAGE_SQL('postgres'), after);
      const lastOrder = orders.at(-1);
      if (!lastOrder) break;
      const rows = writer.book(orders);
      await client.query('begin');
      await insert('ledger_entries', ENTRY_COLUMNS, rows.entries, ['text', 'text', 'integer', 'text', 'bigint', 'bigint', ...text(9)]);
      await insert('charges', CHARGE_COLUMNS, rows.charges, [...text(9), 'integer', 'integer', 'integer', 'bigint', 'text', 'text', 'text']);
      await insert('charge_lines', LINE_COLUMNS, rows.lines, ['text', 'integer', 'text', 'integer', 'bigint', 'integer', 'integer', 'bigint']);
      await client.query('commit');
      entries += rows.entries.length;
      after = [lastOrder.creationTime, lastOrder.id];
    }
    for (const table of ['ledger_entries', 'charges', 'charge_lines']) await client.query(`vacuum analyze ${table}`);
    return entries;
  } finally {
    await client.end();
  }
}

async function seed(dataDir: string, databaseUrl: string | undefined): Promise<Marker> {
  const markerFile = path.join(dataDir, `ledger-seeded-${DB_KIND}.json`);
  const marker = fs.existsSync(markerFile) ? (JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker) : undefined;
  if (marker?.orders === ORDERS && marker.customers === CUSTOMERS) {
    console.log(`reusing the seeded database in ${dataDir}: ${marker.orders.toLocaleString('en')} orders, ${marker.entries.toLocaleString('en')} entries`);
    return marker;
  }
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://127.0.0.1', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const handle = createDatabase<Database>({ databaseUrl, sqliteFile: config.sqliteFile });
  await migrateToLatest(handle.db);
  await handle.db.transaction().execute(async (trx) => {
    await seedRegions(trx, handle.dialect);
    await seedRoutings(trx);
  });
  const owners = Array.from({ length: CUSTOMERS }, () => randomUUID());
  const now = new Date().toISOString();
  for (let from = 0; from < owners.length; from += 500) {
    await handle.db
      .insertInto('users')
      .values(
        owners.slice(from, from + 500).map((id, k) => ({
          id, userName: `ledger${from + k}`, normalizedUserName: normalizeUserName(`ledger${from + k}`), passwordHash: 'x', userType: UserType.Member,
          merchantId: null, name: `Ledger ${from + k}`, email: null, phoneNumber: null, companyName: null, defaultSenderAddressId: null, isActive: 1,
          creationTime: now, lastModificationTime: null,
        })),
      )
      .execute();
  }
  await handle.close();
  let started = Date.now();
  const plan = { orders: ORDERS, owners, now: Date.now() };
  if (databaseUrl) await seedPostgres(databaseUrl, plan);
  else seedSqlite(config.sqliteFile, plan);
  console.log(`${ORDERS.toLocaleString('en')} orders over ${CUSTOMERS.toLocaleString('en')} customers in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  started = Date.now();
  const entries = databaseUrl ? await bookPostgres(databaseUrl) : await bookSqlite(config.sqliteFile);
  console.log(`ledger: ${entries.toLocaleString('en')} entries booked in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const seeded = { orders: ORDERS, customers: CUSTOMERS, entries };
  fs.writeFileSync(markerFile, JSON.stringify(seeded));
  return seeded;
}

/** Runs verify-ledger in this process; returns its exit code, its lines, and what it cost. */
async function verify(dataDir: string, databaseUrl: string | undefined) {
  const env = { NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://127.0.0.1', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const config = loadConfig(env);
  const openDatabase = async () => {
    const handle = createDatabase<Database>({ databaseUrl, sqliteFile: config.sqliteFile });
    return { db: handle.db, dialect: handle.dialect, close: () => handle.close() };
  };
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const { code, lines } = await runVerifyLedger(config, openDatabase);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { code, lines, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, rssGrowthMiB: (peak - rssBefore) / 2 ** 20 };
}

/** Breaks one running balance (as a bad manual edit would), for the check that must then fail. */
async function breakOneBalance(dataDir: string, databaseUrl: string | undefined): Promise<() => Promise<void>> {
  const sqlText = {
    pick: `select id, "balanceAfterMinor" from ledger_entries order by "createdAt" desc limit 1`,
    set: (param: (n: number) => string) => `update ledger_entries set "balanceAfterMinor" = ${param(1)} where id = ${param(2)}`,
  };
  if (databaseUrl) {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ id: string; balanceAfterMinor: string }>(sqlText.pick);
    const row = rows[0];
    if (!row) throw new Error('no entry to break');
    await client.query(sqlText.set((n) => `$${n}`), [Number(row.balanceAfterMinor) + 1, row.id]);
    return async () => {
      await client.query(sqlText.set((n) => `$${n}`), [row.balanceAfterMinor, row.id]);
      await client.end();
    };
  }
  const db = new SqliteDatabase(path.join(dataDir, 'portal.sqlite'));
  const row = db.prepare(sqlText.pick).get() as { id: string; balanceAfterMinor: number };
  db.prepare(sqlText.set(() => '?')).run(row.balanceAfterMinor + 1, row.id);
  return async () => {
    db.prepare(sqlText.set(() => '?')).run(row.balanceAfterMinor, row.id);
    db.close();
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main(): Promise<void> {
  const kept = process.env['BENCH_DATA_DIR'];
  const dataDir = kept ? path.resolve(kept) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  fs.mkdirSync(dataDir, { recursive: true });
  // The cluster runs as the postgres user, who must reach its folder inside (mkdtemp makes it 0700).
  fs.chmodSync(dataDir, 0o755);
  let cluster: PgCluster | undefined;
  try {
    if (DB_KIND === 'postgres') cluster = startClusterIn(path.join(dataDir, 'pg'), await freePort(), ['shared_buffers=256MB', 'max_wal_size=4GB']);
    const databaseUrl = cluster?.url;
    const seeded = await seed(dataDir, databaseUrl);
    const sound = await verify(dataDir, databaseUrl);
    console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}, ${DB_KIND}`);
    console.log(`verify-ledger over ${seeded.orders.toLocaleString('en')} orders, ${seeded.entries.toLocaleString('en')} entries, ${CUSTOMERS.toLocaleString('en')} customers:`);
    console.log(`  sound ledger: exit ${sound.code} in ${sound.seconds.toFixed(1)} s (CPU of this process ${sound.cpuSeconds.toFixed(1)} s), RSS growth ${sound.rssGrowthMiB.toFixed(0)} MiB — ${sound.lines.join(' / ')}`);
    if (sound.code !== 0) throw new Error('the seeded ledger should balance');
    const restore = await breakOneBalance(dataDir, databaseUrl);
    try {
      const broken = await verify(dataDir, databaseUrl);
      console.log(`  one running balance off by 1: exit ${broken.code} in ${broken.seconds.toFixed(1)} s — ${broken.lines[0] ?? ''}`);
      if (broken.code !== 1) throw new Error('verify-ledger missed the broken balance');
    } finally {
      await restore();
    }
  } finally {
    if (cluster) await stopCluster(cluster);
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
