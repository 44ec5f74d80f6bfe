/* eslint-disable no-console */
import { OrderStatus } from '@forwarder/contracts/api-f';
import { nowIso } from '../../../db/ids';
import { insertBenchOrders as insertOrders } from '../testing/bench-orders';
import { percentile, startOpsBench, type OpsBench } from '../testing/bench-server';

// Measurements quoted in docs/domain/operations.md. Opt-in (OPS_BENCH=1), on the database of TEST_DB:
//   OPS_BENCH=1 TEST_DB=sqlite   npx jest -c apps/api-server/jest.config.cjs operations.bench
//   OPS_BENCH=1 TEST_DB=postgres npx jest -c apps/api-server/jest.config.cjs operations.bench
// A real listening server (startServer, NODE_ENV=production: no response validation, as deployed) called over
// HTTP on the loopback: (a) 500 sequential scans, each receiving a different waybill; (b) one event posted to a
// batch of 5,000 waybills.
const bench = process.env['OPS_BENCH'] ? describe : describe.skip;

const SCANS = 500;
const BATCH_SIZE = 5000;

bench('operations measurements', () => {
  let ctx: OpsBench;

  beforeAll(async () => {
    ctx = await startOpsBench();
  }, 300_000);
  afterAll(() => ctx?.close());

  it(`scan mode: ${SCANS} sequential scans over HTTP`, async () => {
    const orders = await insertOrders(ctx.database.db, ctx.customerId, SCANS, 100_000, OrderStatus.Submitted);
    const event = { code: 'RECEIVED', locationZh: '深圳仓', locationEn: 'Shenzhen warehouse' };
    // Warm-up on one extra number (an unknown one changes nothing).
    for (let i = 0; i < 20; i++) await (await ctx.call('POST', '/api/ops/scans', { waybillNumber: 'FA999999990CN', event })).json();
    // The reference, measured the same way in the same run: the cheapest authenticated read (GET /api/ops/me), so
    // the figures read as "a scan costs N round trips" whatever the machine.
    const reference: number[] = [];
    for (let i = 0; i < SCANS; i++) {
      const started = performance.now();
      await (await ctx.call('GET', '/api/ops/me')).json();
      reference.push(performance.now() - started);
    }
    const referenceMedian = percentile([...reference].sort((a, b) => a - b), 50);
    const ms: number[] = [];
    const outcomes = new Map<string, number>();
    for (const order of orders) {
      const started = performance.now();
      const res = await ctx.call('POST', '/api/ops/scans', { waybillNumber: order.waybillNumber, event });
      const body = (await res.json()) as { outcome: string };
      ms.push(performance.now() - started);
      outcomes.set(body.outcome, (outcomes.get(body.outcome) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ applied: SCANS });
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(
      `[${ctx.database.dialect}] ${SCANS} scans: median ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms, ` +
        `max ${(sorted.at(-1) ?? 0).toFixed(2)} ms, total ${(ms.reduce((a, b) => a + b, 0) / 1000).toFixed(2)} s; ` +
        `reference GET /api/ops/me median ${referenceMedian.toFixed(2)} ms: a scan's median is ${(percentile(sorted, 50) / referenceMedian).toFixed(1)}× it`,
    );
  }, 300_000);

  it(`one batch event reaching ${BATCH_SIZE.toLocaleString('en')} waybills`, async () => {
    const orders = await insertOrders(ctx.database.db, ctx.customerId, BATCH_SIZE, 200_000, OrderStatus.Received);
    // The reference: the same event posted to one order on its own (median of 20 orders).
    const singles = await insertOrders(ctx.database.db, ctx.customerId, 20, 300_000, OrderStatus.Received);
    const single: number[] = [];
    for (const order of singles) {
      const started = performance.now();
      const res = await ctx.call('POST', `/api/ops/orders/${order.id}/events`, { code: 'DEPARTED_ORIGIN', locationZh: '盐田港', locationEn: 'Yantian' });
      expect(res.status).toBe(200);
      await res.json();
      single.push(performance.now() - started);
    }
    const singleMedian = percentile([...single].sort((a, b) => a - b), 50);
    console.log(`[${ctx.database.dialect}] reference: one event to one order, median ${singleMedian.toFixed(1)} ms`);
    const created = await ctx.call('POST', '/api/ops/batches', { type: 'CONTAINER', reference: 'BENCH0000001', origin: 'YTN', destination: 'LGB' });
    const batchId = ((await created.json()) as { id: string }).id;
    const now = nowIso();
    for (let i = 0; i < orders.length; i += 1000) {
      await ctx.database.db
        .insertInto('batch_orders')
        .values(orders.slice(i, i + 1000).map((o) => ({ batchId, orderId: o.id, batchType: 'CONTAINER', isOpen: 1, creationTime: now })))
        .execute();
    }
    for (const [label, code] of [['DEPARTED_ORIGIN (20 → 30)', 'DEPARTED_ORIGIN'], ['ARRIVED_HUB (30 → 30)', 'ARRIVED_HUB']] as const) {
      const started = performance.now();
      const res = await ctx.call('POST', `/api/ops/batches/${batchId}/events`, { code, locationZh: '盐田港', locationEn: 'Yantian' });
      const body = (await res.json()) as { applied: number; batch: { orders: unknown[] } };
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      expect(body.applied).toBe(BATCH_SIZE);
      console.log(
        `[${ctx.database.dialect}] batch event ${label} to ${BATCH_SIZE.toLocaleString('en')} waybills: ${ms.toFixed(0)} ms ` +
          `(answer with ${body.batch.orders.length} waybills) = ${(ms / singleMedian).toFixed(0)}× one order's event, ` +
          `i.e. ${((ms / singleMedian / BATCH_SIZE) * 100).toFixed(1)} % of it per waybill`,
      );
    }
    const moved = await ctx.database.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('status', '=', OrderStatus.InTransit).executeTakeFirstOrThrow();
    expect(Number(moved.n)).toBe(BATCH_SIZE + singles.length);
  }, 300_000);
});
