/* eslint-disable no-console */
import { OrderStatus } from '@forwarder/contracts/api-f';
import * as XLSX from 'xlsx';
import { hashApiKeySecret, newApiKeySecret } from '../../../auth/api-keys';
import { newId, nowIso } from '../../../db/ids';
import { insertBenchOrders } from '../testing/bench-orders';
import { percentile, startOpsBench, type OpsBench } from '../testing/bench-server';

// Events in bulk, measured (docs/decisions.md, "Events in bulk: import and machine API"). Opt-in (OPS_BENCH=1), on
// the database of TEST_DB:
//   OPS_BENCH=1 TEST_DB=sqlite   npx jest -c apps/api-server/jest.config.cjs events-in-bulk.bench
//   OPS_BENCH=1 TEST_DB=postgres npx jest -c apps/api-server/jest.config.cjs events-in-bulk.bench
// A real listening server (NODE_ENV=production: no response validation, as deployed) over loopback HTTP: (a) the
// preview and the import of a 10,000-row spreadsheet, one waybill a row; (b) one machine-API request of 1,000
// events to 1,000 waybills, then the same request again (all duplicates). The reference, measured in the same run:
// one event posted to one order by postOrderEvent (median of 20), so each figure reads as "N single events".
const bench = process.env['OPS_BENCH'] ? describe : describe.skip;

const IMPORT_ROWS = 10_000;
const API_EVENTS = 1000;
const HOUR_MS = 3_600_000;

/** `date` as the local time of +08:00: `2026-11-23 14:15`. */
const local8 = (date: Date): string => new Date(date.getTime() + 8 * HOUR_MS).toISOString().slice(0, 16).replace('T', ' ');

bench('events in bulk, measured', () => {
  let singleMedian: number;
  let ctx: OpsBench;

  beforeAll(async () => {
    ctx = await startOpsBench();

    // The reference: one event posted to one order on its own (median of 20 orders).
    const singles = await insertBenchOrders(ctx.database.db, ctx.customerId, 20, 300_000, OrderStatus.Received);
    const single: number[] = [];
    for (const order of singles) {
      const started = performance.now();
      const res = await ctx.call('POST', `/api/ops/orders/${order.id}/events`, { code: 'DEPARTED_ORIGIN', locationZh: '盐田港', locationEn: 'Yantian' });
      expect(res.status).toBe(200);
      await res.json();
      single.push(performance.now() - started);
    }
    singleMedian = percentile([...single].sort((a, b) => a - b), 50);
    console.log(`[${ctx.database.dialect}] reference: one event to one order (postOrderEvent), median ${singleMedian.toFixed(1)} ms`);
  }, 300_000);
  afterAll(() => ctx?.close());

  const ratio = (ms: number) => `${(ms / singleMedian).toFixed(0)}× one single event`;

  it(`imports a ${IMPORT_ROWS.toLocaleString('en')}-row spreadsheet: preview, then all or nothing`, async () => {
    const since = new Date(Date.now() - 2 * HOUR_MS).toISOString();
    const orders = await insertBenchOrders(ctx.database.db, ctx.customerId, IMPORT_ROWS, 400_000, OrderStatus.Received, since);
    const when = local8(new Date(Date.now() - HOUR_MS));
    const sheet = [
      ['运单号', '时间', '时区', '事件代码', '地点（中文）', '地点（英文）', '描述（中文）', '描述（英文）'],
      ...orders.map((o) => [o.waybillNumber, when, '+08:00', 'DEPARTED_ORIGIN', '盐田港', 'Yantian', '', '']),
    ];
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(sheet), 'Events');
    const file = XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;

    const form = new FormData();
    form.append('file', new Blob([file]), 'events.xlsx');
    let started = performance.now();
    const previewed = await fetch(`${ctx.server.url}/api/ops/event-import/preview`, { method: 'POST', headers: ctx.operatorHeaders, body: form });
    const preview = (await previewed.json()) as { validCount: number; rows: { event: unknown }[] };
    const previewMs = performance.now() - started;
    expect(previewed.status).toBe(200);
    expect(preview.validCount).toBe(IMPORT_ROWS);

    started = performance.now();
    const imported = await ctx.call('POST', '/api/ops/event-import', { fileName: 'events.xlsx', rows: preview.rows.map((r) => r.event) });
    const result = (await imported.json()) as { eventCount: number };
    const importMs = performance.now() - started;
    expect(imported.status).toBe(200);
    expect(result.eventCount).toBe(IMPORT_ROWS);
    console.log(
      `[${ctx.database.dialect}] import of ${IMPORT_ROWS.toLocaleString('en')} rows (${(file.length / 1024).toFixed(0)} KiB): ` +
        `preview ${previewMs.toFixed(0)} ms = ${ratio(previewMs)}; import ${importMs.toFixed(0)} ms = ${ratio(importMs)}; ` +
        `together ${((previewMs + importMs) / singleMedian / IMPORT_ROWS * 100).toFixed(2)} % of a single event per row`,
    );
    const moved = await ctx.database.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).where('status', '=', OrderStatus.InTransit).where('id', 'in', orders.slice(0, 1000).map((o) => o.id)).executeTakeFirstOrThrow();
    expect(Number(moved.n)).toBe(1000);
  }, 600_000);

  it(`answers one machine-API request of ${API_EVENTS.toLocaleString('en')} events, and its repetition`, async () => {
    const since = new Date(Date.now() - 2 * HOUR_MS).toISOString();
    const orders = await insertBenchOrders(ctx.database.db, ctx.customerId, API_EVENTS, 500_000, OrderStatus.Received, since);
    const { secret, prefix } = newApiKeySecret();
    await ctx.database.db
      .insertInto('api_keys')
      .values({ id: newId(), name: 'bench', prefix, secretHash: hashApiKeySecret(secret), scopes: 'events:write', creationTime: nowIso(), createdBy: newId(), lastUsedTime: null, revocationTime: null, revokedBy: null })
      .execute();
    const time = new Date(Date.now() - HOUR_MS + 8 * HOUR_MS).toISOString().replace('Z', '+08:00');
    const events = orders.map((o, i) => ({ clientEventId: `bench-${i}`, waybillNumber: o.waybillNumber, code: 'ARRIVED_HUB', time, locationZh: '香港', locationEn: 'Hong Kong' }));
    for (const [label, expected] of [['first', 'storedCount'], ['repeated', 'duplicateCount']] as const) {
      const started = performance.now();
      const res = await ctx.call('POST', '/api/ops/integrations/events', { events }, { 'x-api-key': secret });
      const body = (await res.json()) as Record<string, number>;
      const ms = performance.now() - started;
      expect(res.status).toBe(200);
      expect(body[expected]).toBe(API_EVENTS);
      console.log(`[${ctx.database.dialect}] machine API, ${label} request of ${API_EVENTS.toLocaleString('en')} events: ${ms.toFixed(0)} ms = ${ratio(ms)} (${expected} ${body[expected]})`);
    }
  }, 600_000);
});
