import { createTestContext, type TestContext } from '../../../../test/harness';
import { auditCount, errorOf, event, F, forceStatus, membersOf, newOrders, OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';

// Batches on the real server: membership rules, and one event reaching every waybill in one transaction, all or
// nothing, with the ETA showing on each waybill's tracking.

describe('batches (bags, MAWBs, containers)', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const post = (url: string, body: unknown, locale?: string) => ctx.post(`${OPS}${url}`, { token: actors.operator, body, ...(locale ? { locale } : {}) });
  const eventCount = async (orderIds: string[]) =>
    Number((await ctx.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n')).where('orderId', 'in', orderIds).executeTakeFirstOrThrow()).n);

  it('creates, lists, shows and changes a batch; references are unique among open batches of a type', async () => {
    const orders = await newOrders(ctx, actors.member, 2);
    const numbers = orders.map((o) => o.waybillNumber);
    const created = await post('/batches', { type: 'MAWB', reference: '160-00000001', origin: 'HKG', destination: 'JFK', eta: '2026-12-01T10:00:00+08:00', waybillNumbers: numbers });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      type: 'MAWB',
      typeDisplayName: '总运单',
      eta: '2026-12-01T02:00:00.000Z',
      isClosed: false,
      orderCount: 2,
      statusCounts: [{ status: 10, count: 2 }],
      createdBy: actors.operator.userName,
    });
    expect(created.json().orders.map((o: { waybillNumber: string }) => o.waybillNumber).sort()).toEqual([...numbers].sort());
    const id = created.json().id as string;
    const taken = await post('/batches', { type: 'MAWB', reference: '160-00000001', origin: 'HKG', destination: 'LAX' });
    expect(membersOf(taken)).toEqual(['reference']);
    expect((await post('/batches', { type: 'BAG', reference: '160-00000001', origin: 'SZX', destination: 'HKG' })).statusCode).toBe(201);

    const list = await post('/batches/list', { type: 'MAWB', keyword: '160-0000', isClosed: false });
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id, orderCount: 2 }] });
    const detail = await ctx.get(`${OPS}/batches/${id}`, { token: actors.operator, locale: 'en' });
    expect(detail.json()).toMatchObject({ typeDisplayName: 'Master air waybill', orders: [{ customer: { id: actors.member.id } }, {}] });

    // The ETA shows on each waybill, for staff and for the customer.
    expect((await ctx.get(`${OPS}/orders/${orders[0]?.id}`, { token: actors.operator })).json()).toMatchObject({ eta: '2026-12-01T02:00:00.000Z', batches: [{ id, type: 'MAWB', reference: '160-00000001' }] });
    expect((await ctx.get(`${F}/order/${orders[0]?.id}`, { token: actors.member })).json().eta).toBe('2026-12-01T02:00:00.000Z');
    const tracked = await ctx.inject({ method: 'POST', url: `${F}/tracking/list`, payload: { waybillNumbers: numbers }, remoteAddress: '10.3.0.1' });
    expect(tracked.json().map((t: { eta: string }) => t.eta)).toEqual(['2026-12-01T02:00:00.000Z', '2026-12-01T02:00:00.000Z']);

    const closed = await ctx.put(`${OPS}/batches/${id}`, { token: actors.operator, body: { reference: '160-00000001', origin: 'HKG', destination: 'JFK', eta: null, isClosed: true } });
    expect(closed.json()).toMatchObject({ isClosed: true, eta: null });
    expect((await ctx.get(`${F}/order/${orders[0]?.id}`, { token: actors.member })).json().eta).toBeNull();
    // A closed batch frees its reference.
    expect((await post('/batches', { type: 'MAWB', reference: '160-00000001', origin: 'HKG', destination: 'JFK' })).statusCode).toBe(201);
    const reopen = await ctx.put(`${OPS}/batches/${id}`, { token: actors.operator, body: { reference: '160-00000001', origin: 'HKG', destination: 'JFK', eta: null, isClosed: false } });
    expect(membersOf(reopen)).toEqual(['reference']);
    const log = (await post('/audit/list', { entityType: 'batch', entityId: id })).json();
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(['batch.update', 'batch.create']);
    expect(log.items[0]).toMatchObject({ before: { eta: '2026-12-01T02:00:00.000Z', isClosed: 0 }, after: { eta: null, isClosed: 1 } });
  });

  it('adds waybills with an outcome each; one open batch per type; removes', async () => {
    const [a, b, c, d] = await newOrders(ctx, actors.member, 4);
    if (!a || !b || !c || !d) throw new Error('orders');
    await forceStatus(ctx, d.id, 60);
    const bag1 = (await post('/batches', { type: 'BAG', reference: 'BAG-1', origin: 'SZX', destination: 'HKG', waybillNumbers: [a.waybillNumber] })).json();
    const bag2 = (await post('/batches', { type: 'BAG', reference: 'BAG-2', origin: 'SZX', destination: 'HKG' })).json();
    const mawb = (await post('/batches', { type: 'MAWB', reference: '160-55', origin: 'HKG', destination: 'JFK', waybillNumbers: [a.waybillNumber] })).json();
    expect(mawb.orderCount).toBe(1); // a bag inside a MAWB
    const res = await post(`/batches/${bag2.id}/orders`, { waybillNumbers: [a.waybillNumber, b.waybillNumber, b.waybillNumber.toLowerCase(), 'FA999999990CN', d.waybillNumber] }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { outcome: string }) => i.outcome)).toEqual(['in-other-batch', 'added', 'unknown', 'final']);
    expect(res.json().items[0].message).toBe('Already in another open Bag (BAG-1)');
    expect((await post(`/batches/${bag2.id}/orders`, { waybillNumbers: [b.waybillNumber] })).json().items[0].outcome).toBe('already-in-batch');
    expect(res.json().batch.orderCount).toBe(1);
    // Creating a batch with a number that cannot join creates nothing.
    const refused = await post('/batches', { type: 'BAG', reference: 'BAG-3', origin: 'SZX', destination: 'HKG', waybillNumbers: [c.waybillNumber, b.waybillNumber] });
    expect(membersOf(refused)).toEqual(['waybillNumbers[1]']);
    expect((await post('/batches/list', { keyword: 'BAG-3' })).json().totalCount).toBe(0);

    expect((await ctx.delete(`${OPS}/batches/${bag1.id}/orders/${a.id}`, { token: actors.operator })).statusCode).toBe(204);
    expect((await ctx.delete(`${OPS}/batches/${bag1.id}/orders/${a.id}`, { token: actors.operator })).statusCode).toBe(404);
    expect((await post(`/batches/${bag2.id}/orders`, { waybillNumbers: [a.waybillNumber] })).json().items[0].outcome).toBe('added');
    await ctx.put(`${OPS}/batches/${bag2.id}`, { token: actors.operator, body: { reference: 'BAG-2', origin: 'SZX', destination: 'HKG', eta: null, isClosed: true } });
    expect(errorOf(await post(`/batches/${bag2.id}/orders`, { waybillNumbers: [c.waybillNumber] })).code).toBe('Ops:BatchClosed');
    // a is free of open bags again: a new bag takes it, so reopening bag2 would break the one-open-bag rule.
    await post('/batches', { type: 'BAG', reference: 'BAG-4', origin: 'SZX', destination: 'HKG', waybillNumbers: [a.waybillNumber] });
    const reopen = await ctx.put(`${OPS}/batches/${bag2.id}`, { token: actors.operator, body: { reference: 'BAG-2', origin: 'SZX', destination: 'HKG', eta: null, isClosed: false } });
    expect(membersOf(reopen)).toEqual([a.waybillNumber]);
  });

  it('a batch event reaches every waybill in one transaction with one audit entry; a closed batch still takes events', async () => {
    const orders = await newOrders(ctx, actors.member, 3);
    for (const o of orders) await forceStatus(ctx, o.id, 20);
    const batch = (await post('/batches', { type: 'CONTAINER', reference: 'MSKU1234565', origin: 'YTN', destination: 'LGB', waybillNumbers: orders.map((o) => o.waybillNumber) })).json();
    await ctx.put(`${OPS}/batches/${batch.id}`, { token: actors.operator, body: { reference: 'MSKU1234565', origin: 'YTN', destination: 'LGB', eta: null, isClosed: true } });
    const auditBefore = await auditCount(ctx, batch.id);
    const res = await post(`/batches/${batch.id}/events`, event('DEPARTED_ORIGIN', { locationZh: '盐田港', locationEn: 'Yantian' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: 3, batch: { statusCounts: [{ status: 30, count: 3 }] } });
    const events = await ctx.db.selectFrom('tracking_events').select(['source', 'batchId', 'actorId']).where('code', '=', 'DEPARTED_ORIGIN').where('batchId', '=', batch.id).execute();
    expect(events).toHaveLength(3);
    expect(events[0]).toEqual({ source: 'batch', batchId: batch.id, actorId: actors.operator.id });
    expect(await auditCount(ctx, batch.id)).toBe(auditBefore + 1);
    expect(await auditCount(ctx, orders[0]?.id)).toBe(0);
    const customer = (await ctx.get(`${F}/order/${orders[0]?.id}`, { token: actors.member, locale: 'en' })).json();
    expect(customer).toMatchObject({ status: 30, trackingEvents: [{ location: 'Yantian', description: 'Departed from the origin facility' }, {}] });
    // Posted twice: already applied everywhere, nothing written.
    expect((await post(`/batches/${batch.id}/events`, event('DEPARTED_ORIGIN', { locationZh: '盐田港', locationEn: 'Yantian' }))).json().applied).toBe(0);
    expect(await eventCount(orders.map((o) => o.id))).toBe(6);
  });

  it('all or nothing: one waybill that cannot move means nothing is written, and every refused one is named', async () => {
    const orders = await newOrders(ctx, actors.member, 4);
    const [ok1, ok2, delivered, cancelled] = orders;
    if (!ok1 || !ok2 || !delivered || !cancelled) throw new Error('orders');
    for (const o of [ok1, ok2]) await forceStatus(ctx, o.id, 30);
    const batch = (await post('/batches', { type: 'MAWB', reference: '160-99', origin: 'HKG', destination: 'JFK', waybillNumbers: orders.map((o) => o.waybillNumber) })).json();
    await forceStatus(ctx, delivered.id, 60);
    await forceStatus(ctx, cancelled.id, 99);
    const before = { events: await eventCount(orders.map((o) => o.id)), audit: await auditCount(ctx) };
    const res = await post(`/batches/${batch.id}/events`, event('ARRIVED_DESTINATION', { locationZh: '纽约', locationEn: 'New York' }), 'en');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'Ops:BatchMoveNotAllowed', message: '2 waybill(s) of the batch cannot take this event; nothing was written.' });
    expect(membersOf(res).sort()).toEqual([delivered.waybillNumber, cancelled.waybillNumber].sort());
    expect(errorOf(res).validationErrors?.find((v) => v.members[0] === delivered.waybillNumber)?.message).toBe(`${delivered.waybillNumber} is Delivered: it cannot move to In transit.`);
    expect(await eventCount(orders.map((o) => o.id))).toBe(before.events);
    expect(await auditCount(ctx)).toBe(before.audit);
    const statuses = await ctx.db.selectFrom('orders').select(['id', 'status']).where('id', 'in', [ok1.id, ok2.id]).execute();
    expect(statuses.map((s) => Number(s.status))).toEqual([30, 30]);
    expect((await post(`/batches/0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88/events`, event('ARRIVED_HUB'))).statusCode).toBe(404);
  });
});
