import fs from 'node:fs';
import path from 'node:path';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import { loadConfig } from '../../src/config/env';
import type { Database } from '../../src/modules';
import { demoOrder } from '../demo-order';
import { createTestDatabase, testDialect, type TestDatabase } from '../harness';
import { runVerifyLedger } from '../verify-ledger';
import { buildServerBundle, signInAs, spawnServer, waitUntilUp, type ServerProcess } from '../server-process';

// Issue 29, "Correctness (this is money)", on real server processes: a kill -9 in the middle of receivings leaves
// every order with its weights and its charge or with neither, and the ledger balances after it; on PostgreSQL, one
// order received by three processes at once is charged once (same boxes) or has one live charge (different boxes).

const onPostgres = testDialect() === 'postgres' ? describe : describe.skip;
const RECEIVING = '/api/ops/receiving';
const box = (weightKg: number) => ({ weightKg, lengthCm: 42, widthCm: 30, heightCm: 20 });

let bundle: string;
const started: ServerProcess[] = [];

beforeAll(async () => {
  bundle = await buildServerBundle();
}, 120_000);
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop('SIGKILL');
});
afterAll(() => {
  if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
});

async function start(database: TestDatabase): Promise<ServerProcess> {
  const server = await spawnServer(bundle, { DATA_DIR: database.dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) }, { outputLimit: 20_000 });
  started.push(server);
  await waitUntilUp(server);
  return server;
}

const post = (server: ServerProcess, url: string, token: string, body: unknown) =>
  fetch(`${server.baseUrl}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify(body) });

/** The demo member submits `count` orders in one batch; their waybill numbers. */
async function submitOrders(server: ServerProcess, prefix: string, count: number): Promise<string[]> {
  const token = await signInAs(server.baseUrl, 'demo-member', 'Member#2026');
  const res = await post(server, '/api/f/logistics-management/order/batch', token, { orders: Array.from({ length: count }, (_, i) => demoOrder(`${prefix}-${i}`)) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: { waybillNumber: string }[] }).items.map((i) => i.waybillNumber);
}

/** `verify-ledger` over the database, as the CLI runs it; its exit code and lines. */
const verifyLedger = (database: TestDatabase, handle: DatabaseHandle<Database>) =>
  runVerifyLedger(loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }), async () => ({ db: handle.db, dialect: handle.dialect, close: () => Promise.resolve() }));

/** Per order of the prefix: measured or not, its live charges, all its charges, and its charge entries. */
async function chargeStates(handle: DatabaseHandle<Database>, prefix: string) {
  const orders = await handle.db.selectFrom('orders').select(['id', 'waybillNumber', 'measuredTime']).where('customerReference', 'like', `${prefix}-%`).execute();
  const charges = await handle.db.selectFrom('charges').select(['orderId', 'supersededAt']).where('orderId', 'in', orders.map((o) => o.id)).execute();
  const entries = await handle.db.selectFrom('ledger_entries').select(['referenceId', 'kind']).where('referenceId', 'in', orders.map((o) => o.id)).execute();
  return orders.map((o) => ({
    waybillNumber: o.waybillNumber,
    measured: o.measuredTime !== null,
    live: charges.filter((c) => c.orderId === o.id && c.supersededAt === null).length,
    charges: charges.filter((c) => c.orderId === o.id).length,
    chargeEntries: entries.filter((e) => e.referenceId === o.id && e.kind === 'charge').length,
  }));
}

describe('kill -9 in the middle of receivings', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('leaves each order with its weights and its charge or neither; the ledger balances, and receiving goes on after a restart', async () => {
    database = await createTestDatabase();
    const first = await start(database);
    const waybills = await submitOrders(first, 'KILL', 80);
    const operator = await signInAs(first.baseUrl, 'demo-operator', 'Operator#2026');
    let answered = 0;
    let next = 0;
    // Six receivings in flight at a time; the process is killed once a quarter are answered.
    const worker = async () => {
      while (next < waybills.length) {
        const waybillNumber = waybills[next++] as string;
        const res = await post(first, RECEIVING, operator, { waybillNumber, parcels: [box(3.9), box(3.7)] }).catch(() => undefined);
        if (res?.status === 200) answered++;
        else if (res) throw new Error(`receiving ${waybillNumber} answered ${res.status}: ${await res.text()}`);
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    while (answered < waybills.length / 4) await new Promise((r) => setTimeout(r, 5));
    first.proc.kill('SIGKILL');
    await first.exited;
    // A worker stops on a refused connection after the kill, never on an answer other than 200.
    expect((await Promise.allSettled(workers)).filter((w) => w.status === 'rejected')).toEqual([]);

    const handle = createDatabase<Database>({ databaseUrl: database.url, sqliteFile: database.sqliteFile, poolSize: 2 });
    try {
      const afterKill = await chargeStates(handle, 'KILL');
      const measured = afterKill.filter((o) => o.measured);
      // Some were received before the kill, some not: the kill fell in the middle.
      expect(measured.length).toBeGreaterThanOrEqual(answered);
      expect(measured.length).toBeLessThan(waybills.length);
      // All or nothing per order: weights with exactly one live charge booked by one entry, or neither.
      expect(afterKill.filter((o) => (o.measured ? o.live !== 1 || o.charges !== 1 || o.chargeEntries !== 1 : o.charges !== 0 || o.chargeEntries !== 0))).toEqual([]);
      expect(await verifyLedger(database, handle)).toEqual({ code: 0, lines: ['verify-ledger: the ledger balances.'] });

      // The restarted process receives the rest; every order is then charged once.
      const second = await start(database);
      const token = await signInAs(second.baseUrl, 'demo-operator', 'Operator#2026');
      for (const o of afterKill.filter((s) => !s.measured)) {
        expect((await post(second, RECEIVING, token, { waybillNumber: o.waybillNumber, parcels: [box(3.9), box(3.7)] })).status).toBe(200);
      }
      const final = await chargeStates(handle, 'KILL');
      expect(final.filter((o) => !o.measured || o.live !== 1 || o.chargeEntries !== 1)).toEqual([]);
      expect((await verifyLedger(database, handle)).code).toBe(0);
    } finally {
      await handle.close();
    }
  }, 300_000);
});

onPostgres('three processes on one PostgreSQL receive one order at once', () => {
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.close();
  });

  it('the same boxes: one charge and one entry per order; different boxes: one live charge, every other reversed, the ledger balanced', async () => {
    database = await createTestDatabase();
    const db = database;
    const servers = [await start(db), await start(db), await start(db)];
    const waybills = await submitOrders(servers[0] as ServerProcess, 'TRIO', 12);
    const tokens = await Promise.all(servers.map((s) => signInAs(s.baseUrl, 'demo-operator', 'Operator#2026')));
    const receiveOnAll = (waybillNumber: string, weights: (k: number) => number[]) =>
      Promise.all(servers.map((s, k) => post(s, RECEIVING, tokens[k] as string, { waybillNumber, parcels: weights(k).map(box) }).then((r) => r.status)));

    for (const waybillNumber of waybills) expect(await receiveOnAll(waybillNumber, () => [3.9, 3.7])).toEqual([200, 200, 200]);
    const handle = createDatabase<Database>({ databaseUrl: db.url, sqliteFile: db.sqliteFile, poolSize: 2 });
    try {
      const same = await chargeStates(handle, 'TRIO');
      expect(same.filter((o) => !o.measured || o.live !== 1 || o.charges !== 1 || o.chargeEntries !== 1)).toEqual([]);

      // Each process weighs other boxes: whichever commits last decides the price; the others' charges are superseded.
      for (const waybillNumber of waybills) expect(await receiveOnAll(waybillNumber, (k) => [3.9, 8 + 3 * k])).toEqual([200, 200, 200]);
      const different = await chargeStates(handle, 'TRIO');
      expect(different.filter((o) => o.live !== 1 || o.charges !== o.chargeEntries || o.charges < 2)).toEqual([]);
      expect(await verifyLedger(db, handle)).toEqual({ code: 0, lines: ['verify-ledger: the ledger balances.'] });
    } finally {
      await handle.close();
    }
  }, 300_000);
});
