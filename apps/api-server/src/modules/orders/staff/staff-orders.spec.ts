import { OrderStatus } from '@forwarder/contracts/api-ops';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { SEA_LCL } from '../testing/fixtures';
import { auditCount, errorOf, event, F, forceStatus, membersOf, newOrder, newOrders, OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';
import { canMove } from '../events/state-machine';

// The staff side of orders on the real server: lists and detail across customers, events under the state
// machine (every pair of statuses), scan mode, receiving, exceptions, the stale queue, the audit log, and what
// customers read afterwards.

const STATUSES = Object.values(OrderStatus);
/** A postable code reaching each status (Submitted and Exception have none: see the exception operations). */
const CODE_TO: Partial<Record<number, string>> = { 20: 'RECEIVED', 30: 'DEPARTED_ORIGIN', 40: 'CUSTOMS_CLEARANCE', 50: 'OUT_FOR_DELIVERY', 60: 'DELIVERED', 99: 'CANCELLED' };

describe('staff operations (orders of every customer, events, scans, receiving, exceptions)', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const post = (url: string, body: unknown, locale?: string) => ctx.post(`${OPS}${url}`, { token: actors.operator, body, ...(locale ? { locale } : {}) });

  describe('orders of every customer', () => {
    it('lists with filters and paging, and shows one order whole', async () => {
      const [a1, a2] = await newOrders(ctx, actors.member, 2);
      const b1 = await newOrder(ctx, actors.merchant, { routingId: SEA_LCL });
      if (!a1 || !a2) throw new Error('orders');
      const all = await post('/orders/list', { waybillNumbers: [a1.waybillNumber, b1.waybillNumber.toLowerCase(), ' nope '] });
      expect(all.statusCode).toBe(200);
      expect(all.json().totalCount).toBe(2);
      const item = all.json().items.find((i: { id: string }) => i.id === b1.id);
      expect(item).toMatchObject({ customer: { userName: actors.merchant.userName, userType: 30 }, status: 10, transportMode: 20, measuredChargeableWeightKg: null, receiverArea: '美国-纽约州-纽约' });
      expect((await post('/orders/list', { customer: actors.merchant.userName.slice(0, 8), transportMode: 20 })).json().totalCount).toBe(1);
      expect((await post('/orders/list', { statuses: [20, 30] })).json().totalCount).toBe(0);
      // By id, exactly one customer's orders (the link on a customer's page), whatever other names contain.
      const mine = (await post('/orders/list', { customerId: actors.member.id, maxResultCount: 1000 })).json();
      expect(mine.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([a1.id, a2.id]));
      expect(mine.items.every((i: { customer: { id: string } }) => i.customer.id === actors.member.id)).toBe(true);
      expect(mine.totalCount).toBe(mine.items.length);
      expect((await post('/orders/list', { customerId: actors.member.id, waybillNumbers: [b1.waybillNumber] })).json().totalCount).toBe(0);
      expect((await post('/orders/list', { customerId: 'not-an-id' })).statusCode).toBe(400);
      const page = await post('/orders/list', { maxResultCount: 1, skipCount: 1, sorting: 'waybillNumber asc', creationTimeFrom: new Date(Date.now() - 60_000).toISOString() });
      expect(page.json()).toMatchObject({ totalCount: 3, items: [{}] });
      expect((await post('/orders/list', { sorting: 'receiverName asc' })).statusCode).toBe(400);

      const detail = await ctx.get(`${OPS}/orders/${a1.id}`, { token: actors.operator, locale: 'en' });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        waybillNumber: a1.waybillNumber,
        customer: { id: actors.member.id },
        statusDisplayName: 'Submitted',
        sender: { name: '张伟', area: expect.any(String) },
        measured: null,
        exception: null,
        batches: [],
        eta: null,
        nextStatuses: [20, 90, 99],
        events: [{ code: 'SUBMITTED', timeZone: '+08:00', source: 'system', actorUserName: null, descriptionEn: 'Order submitted' }],
      });
      const byNumber = await ctx.get(`${OPS}/waybills/${a1.waybillNumber.toLowerCase()}`, { token: actors.operator });
      expect(byNumber.json().id).toBe(a1.id);
      expect((await ctx.get(`${OPS}/waybills/FA999999990CN`, { token: actors.operator })).statusCode).toBe(404);
      expect((await ctx.get(`${OPS}/orders/0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88`, { token: actors.operator })).statusCode).toBe(404);
    });

    it('filters by "no event for N days" and by last modification time', async () => {
      const order = await newOrder(ctx, actors.member);
      await forceStatus(ctx, order.id, 30, null, new Date(Date.now() - 5 * 86_400_000).toISOString());
      const stale = await post('/orders/list', { staleDays: 4 });
      expect(stale.json().items.map((i: { id: string }) => i.id)).toContain(order.id);
      expect((await post('/orders/list', { staleDays: 6 })).json().items.map((i: { id: string }) => i.id)).not.toContain(order.id);
      const future = new Date(Date.now() + 60_000).toISOString();
      expect((await post('/orders/list', { lastModificationTimeFrom: future })).json().totalCount).toBe(0);
    });
  });

  describe('postOrderEvent', () => {
    it('moves the order, writes the event with zone, actor and audit entry; customers read it at once in both languages', async () => {
      const order = await newOrder(ctx, actors.member);
      await forceStatus(ctx, order.id, 20);
      const time = new Date().toISOString();
      const res = await post(`/orders/${order.id}/events`, event('DEPARTED_ORIGIN', { time, timeZone: '-05:00', descriptionZh: '搭乘 CX 航班', descriptionEn: '' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 30, nextStatuses: [30, 40, 50, 90] });
      expect(res.json().events[0]).toMatchObject({
        code: 'DEPARTED_ORIGIN',
        time,
        timeZone: '-05:00',
        source: 'staff',
        actorUserName: actors.operator.userName,
        descriptionZh: '搭乘 CX 航班',
        descriptionEn: 'Departed from the origin facility',
      });
      const zh = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member })).json();
      expect(zh.trackingEvents[0]).toMatchObject({ status: 30, timeZone: '-05:00', location: '深圳', description: '搭乘 CX 航班' });
      const en = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member, locale: 'en' })).json();
      expect(en.trackingEvents[0]).toMatchObject({ location: 'Shenzhen', description: 'Departed from the origin facility' });
      const list = (await ctx.post(`${F}/order/list`, { token: actors.member, body: { waybillNumbers: [order.waybillNumber] } })).json();
      expect(list.items[0]).toMatchObject({ status: 30, lastEventDescription: '搭乘 CX 航班' });
      const log = (await post('/audit/list', { entityId: order.id, action: 'order.event' })).json();
      expect(log.items[0]).toMatchObject({ actorUserName: actors.operator.userName, entityLabel: order.waybillNumber, before: { status: 20 }, after: { status: 30, code: 'DEPARTED_ORIGIN' } });
    });

    it('an event equal to the latest (code and place) is not written again', async () => {
      const order = await newOrder(ctx, actors.member);
      await forceStatus(ctx, order.id, 30);
      expect((await post(`/orders/${order.id}/events`, event('ARRIVED_HUB'))).statusCode).toBe(200);
      const again = await post(`/orders/${order.id}/events`, event('ARRIVED_HUB'));
      expect(again.statusCode).toBe(200);
      expect(again.json().events.filter((e: { code: string }) => e.code === 'ARRIVED_HUB')).toHaveLength(1);
      expect(await auditCount(ctx, order.id)).toBe(1);
      // Elsewhere it is a new event (a second hub).
      expect((await post(`/orders/${order.id}/events`, event('ARRIVED_HUB', { locationZh: '香港', locationEn: 'Hong Kong' }))).json().events).toHaveLength(3);
    });

    it('refuses codes that have their own operations, future times, blank places and events older than the latest', async () => {
      const order = await newOrder(ctx, actors.member);
      for (const code of ['SUBMITTED', 'EXCEPTION', 'EXCEPTION_RESOLVED']) {
        const res = await post(`/orders/${order.id}/events`, event(code));
        expect([code, res.statusCode, membersOf(res)]).toEqual([code, 400, ['code']]);
      }
      const future = await post(`/orders/${order.id}/events`, event('RECEIVED', { time: new Date(Date.now() + 3_600_000).toISOString() }), 'en');
      expect(errorOf(future).validationErrors?.[0]).toEqual({ members: ['time'], message: 'The event time cannot be in the future.' });
      expect(membersOf(await post(`/orders/${order.id}/events`, event('RECEIVED', { locationZh: '  ' })))).toEqual(['locationZh']);
      expect(membersOf(await post(`/orders/${order.id}/events`, { code: 'RECEIVED', locationZh: 'x' }))).toEqual(['locationEn']);
      const old = await post(`/orders/${order.id}/events`, event('RECEIVED', { time: '2020-01-01T00:00:00.000Z' }));
      expect(errorOf(old).code).toBe('Ops:EventBeforeLast');
      expect(await auditCount(ctx, order.id)).toBe(0);
    });

    // Every pair of statuses: allowed moves succeed, every forbidden one is refused with Ops:MoveNotAllowed and
    // leaves no trace. Moves to Exception go through raiseOrderException; out of it, through resolve (below).
    const pairs = STATUSES.flatMap((from) => STATUSES.filter((to) => to !== OrderStatus.Submitted).map((to) => [from, to] as const));
    it.each(pairs)('state machine over the API: %i → %i', async (from, to) => {
      const order = await newOrder(ctx, actors.member);
      await forceStatus(ctx, order.id, from, from === OrderStatus.Exception ? OrderStatus.InTransit : null);
      const res =
        to === OrderStatus.Exception
          ? await post(`/orders/${order.id}/exception`, { reason: 'DELAYED' }, 'en')
          : await post(`/orders/${order.id}/events`, event(CODE_TO[to] ?? ''), 'en');
      const events = async () => Number((await ctx.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n')).where('orderId', '=', order.id).executeTakeFirstOrThrow()).n);
      if (canMove(from, to)) {
        expect(res.statusCode).toBe(200);
        expect(res.json().status).toBe(to);
        expect(await events()).toBe(2);
      } else {
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toMatchObject({ code: 'Ops:MoveNotAllowed', validationErrors: [{ members: [order.waybillNumber] }] });
        expect(errorOf(res).message).toMatch(/cannot move to/);
        expect(await events()).toBe(1);
        expect(await auditCount(ctx, order.id)).toBe(0);
      }
    });
  });

  describe('scan mode', () => {
    it('answers applied, unknown, not allowed and already applied, and applies a repeated scan once', async () => {
      const [a, b] = await newOrders(ctx, actors.member, 2);
      if (!a || !b) throw new Error('orders');
      await forceStatus(ctx, b.id, 60);
      const scan = (waybillNumber: string) => post('/scans', { waybillNumber, event: event('RECEIVED', { locationZh: '深圳仓', locationEn: 'Shenzhen warehouse' }) }, 'en');
      const applied = await scan(` ${a.waybillNumber.toLowerCase()} `);
      expect(applied.json()).toEqual({ waybillNumber: a.waybillNumber, outcome: 'applied', message: 'Applied: Received at warehouse', orderId: a.id, status: 20, statusDisplayName: 'Received at warehouse' });
      expect((await scan(a.waybillNumber)).json()).toMatchObject({ outcome: 'already-applied', status: 20 });
      expect((await scan('FA999999990CN')).json()).toMatchObject({ outcome: 'unknown', orderId: null, status: null, statusDisplayName: null });
      const refused = (await scan(b.waybillNumber)).json();
      expect(refused).toMatchObject({ outcome: 'not-allowed', status: 60 });
      expect(refused.message).toMatch(/Delivered: it cannot move to Received/);
      const events = await ctx.db.selectFrom('tracking_events').select(['code', 'source']).where('orderId', '=', a.id).where('code', '=', 'RECEIVED').execute();
      expect(events).toEqual([{ code: 'RECEIVED', source: 'scan' }]);
      expect(await auditCount(ctx, a.id)).toBe(1);
      expect(await auditCount(ctx, b.id)).toBe(0);
      // The event itself is still validated: every scan of the session would fail alike.
      expect((await post('/scans', { waybillNumber: a.waybillNumber, event: event('SUBMITTED') })).statusCode).toBe(400);
    });
  });

  describe('receiving', () => {
    it('records the boxes, recomputes the chargeable weight by the order form rule and moves to Received once', async () => {
      const order = await newOrder(ctx, actors.member); // declared: 2 × 3.5 kg, 40×30×20 → 8 kg chargeable by air
      const body = { waybillNumber: order.waybillNumber, parcels: [{ weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 }, { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 }] };
      const res = await post('/receiving', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 20,
        chargeableWeightKg: 8,
        measured: { parcelCount: 2, totalWeightKg: 7.6, volumeWeightKg: 8.4, chargeableWeightKg: 8.4, parcels: [{ weightKg: 3.9, volumeWeightKg: 4.2 }, { weightKg: 3.7, volumeWeightKg: 4.2 }] },
      });
      expect(res.json().events[0]).toMatchObject({ code: 'RECEIVED', source: 'receiving', locationZh: '深圳仓', timeZone: '+08:00' });
      expect(res.json()).toMatchObject({ exception: null, nextStatuses: [20, 30, 90, 99] });
      // Re-measure: new figures, no new event, one more audit entry; fewer boxes than declared is no short delivery
      // (the parcel is in the warehouse already: its boxes may have been repacked).
      const again = await post('/receiving', { ...body, parcels: [{ weightKg: 9, lengthCm: 10, widthCm: 10, heightCm: 10 }] });
      expect(again.json()).toMatchObject({ status: 20, measured: { parcelCount: 1, totalWeightKg: 9, volumeWeightKg: 0.17, chargeableWeightKg: 9 } });
      expect(again.json().events).toHaveLength(2);
      expect(await auditCount(ctx, order.id)).toBe(2);
      // The customer sees declared and measured.
      const customer = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member })).json();
      expect(customer).toMatchObject({ chargeableWeightKg: 8, measured: { chargeableWeightKg: 9, parcels: [{ weightKg: 9, lengthCm: 10 }] } });
      const list = (await post('/orders/list', { waybillNumbers: [order.waybillNumber] })).json();
      expect(list.items[0]).toMatchObject({ chargeableWeightKg: 8, measuredChargeableWeightKg: 9 });
    });

    const box = { weightKg: 3.6, lengthCm: 40, widthCm: 30, heightCm: 20 };

    it('refuses a short delivery unless staff confirm it, then holds the order in exception; the customer reads the counts', async () => {
      const order = await newOrder(ctx, actors.member); // declared: 2 boxes
      const body = { waybillNumber: order.waybillNumber, parcels: [box] };
      for (const [confirm, locale] of [[undefined, 'zh-Hans'], [false, 'en']] as const) {
        const refused = await post('/receiving', confirm === undefined ? body : { ...body, acceptShortDelivery: confirm }, locale);
        expect(refused.statusCode).toBe(400);
        expect(errorOf(refused)).toMatchObject({
          code: 'Ops:ShortDelivery',
          message: locale === 'en' ? expect.stringMatching(new RegExp(`^${order.waybillNumber}: 1 of 2 declared boxes received\\.`)) : expect.stringMatching(new RegExp(`^${order.waybillNumber} 申报 2 件，只收到 1 件`)),
          validationErrors: [{ members: ['acceptShortDelivery'] }],
        });
      }
      // Nothing written: still submitted, unmeasured, no audit entry.
      expect((await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json()).toMatchObject({ status: 10, measured: null, exception: null });
      expect(await auditCount(ctx, order.id)).toBe(0);

      const res = await post('/receiving', { ...body, acceptShortDelivery: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 90,
        nextStatuses: [20, 99],
        measured: { parcelCount: 1, totalWeightKg: 3.6 },
        exception: { reason: 'SHORT_DELIVERY', reasonDisplayName: '少件', explanationZh: expect.stringMatching(/^已收到 1 件，申报 2 件/), raisedBy: actors.operator.userName },
      });
      // Received, then held a moment later at the same warehouse: both from receiving.
      expect(res.json().events.slice(0, 2)).toMatchObject([
        { code: 'EXCEPTION', status: 90, source: 'receiving', locationZh: '深圳仓', descriptionEn: expect.stringMatching(/^1 of 2 declared boxes received/) },
        { code: 'RECEIVED', status: 20, source: 'receiving', locationZh: '深圳仓' },
      ]);
      const log = (await post('/audit/list', { entityId: order.id })).json();
      expect(log.items.map((e: { action: string }) => e.action)).toEqual(['order.exception.raise', 'order.receive']);

      // The customer: the order detail and the public tracking, each in its language.
      const zh = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member })).json();
      expect(zh).toMatchObject({ status: 90, exception: { reason: 'SHORT_DELIVERY', reasonDisplayName: '少件', explanation: expect.stringMatching(/^已收到 1 件，申报 2 件/) } });
      const en = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member, locale: 'en' })).json();
      expect(en.exception).toMatchObject({ reasonDisplayName: 'Short delivery', explanation: expect.stringMatching(/^1 of 2 declared boxes received/) });
      const tracked = await ctx.inject({ method: 'POST', url: `${F}/tracking/list`, payload: { waybillNumbers: [order.waybillNumber] }, headers: { 'accept-language': 'en' }, remoteAddress: '10.1.2.4' });
      expect(tracked.json()[0]).toMatchObject({ status: 90, exception: { reason: 'SHORT_DELIVERY', explanation: expect.stringMatching(/^1 of 2 declared boxes received/) } });

      // The other box turns up: resolved back to Received, then re-measured whole.
      expect((await post(`/orders/${order.id}/exception/resolve`, { resolution: '第二箱已到' })).json()).toMatchObject({ status: 20, exception: null });
      const whole = await post('/receiving', { ...body, parcels: [box, box] });
      expect(whole.json()).toMatchObject({ status: 20, exception: null, measured: { parcelCount: 2 } });
    });

    it('a full delivery, or more boxes than declared, is received as before, confirmed or not', async () => {
      const [full, more] = await newOrders(ctx, actors.member, 2);
      if (!full || !more) throw new Error('orders');
      const received = await post('/receiving', { waybillNumber: full.waybillNumber, parcels: [box, box], acceptShortDelivery: true });
      expect(received.json()).toMatchObject({ status: 20, exception: null, measured: { parcelCount: 2 } });
      expect(received.json().events.map((e: { code: string }) => e.code)).toEqual(['RECEIVED', 'SUBMITTED']);
      const extra = await post('/receiving', { waybillNumber: more.waybillNumber, parcels: [box, box, box] });
      expect(extra.json()).toMatchObject({ status: 20, exception: null, measured: { parcelCount: 3 } });
    });

    it('refuses later statuses and unknown numbers; sea uses the /1000 divisor', async () => {
      const order = await newOrder(ctx, actors.member);
      await forceStatus(ctx, order.id, 30);
      const late = await post('/receiving', { waybillNumber: order.waybillNumber, parcels: [{ weightKg: 1, lengthCm: 1, widthCm: 1, heightCm: 1 }] });
      expect(errorOf(late).code).toBe('Ops:NotReceivable');
      expect((await post('/receiving', { waybillNumber: 'FA999999990CN', parcels: [{ weightKg: 1, lengthCm: 1, widthCm: 1, heightCm: 1 }] })).statusCode).toBe(404);
      expect((await post('/receiving', { waybillNumber: order.waybillNumber, parcels: [{ weightKg: 0, lengthCm: 1, widthCm: 1, heightCm: 1 }] })).statusCode).toBe(400);
      const sea = await newOrder(ctx, actors.member, { routingId: SEA_LCL });
      const seaBox = { weightKg: 10, lengthCm: 50, widthCm: 40, heightCm: 30 };
      const res = await post('/receiving', { waybillNumber: sea.waybillNumber, parcels: [seaBox, seaBox] });
      expect(res.json().measured).toMatchObject({ volumeWeightKg: 120, chargeableWeightKg: 120 });
    });
  });

  describe('exceptions', () => {
    it('raise: the customer reads the explanation in zh and en; resolve resumes the interrupted status', async () => {
      const order = await newOrder(ctx, actors.member);
      await forceStatus(ctx, order.id, 30);
      const raised = await post(`/orders/${order.id}/exception`, { reason: 'ADDRESS_ISSUE', note: '电话无人接听', locationZh: '纽约', locationEn: 'New York', timeZone: '-05:00' });
      expect(raised.statusCode).toBe(200);
      expect(raised.json()).toMatchObject({
        status: 90,
        nextStatuses: [30, 99],
        exception: { reason: 'ADDRESS_ISSUE', note: '电话无人接听', raisedBy: actors.operator.userName, explanationEn: expect.stringMatching(/^The delivery address/) },
      });
      expect(raised.json().events[0]).toMatchObject({ code: 'EXCEPTION', descriptionZh: expect.stringMatching(/^收件地址/), timeZone: '-05:00' });
      const zh = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member })).json();
      expect(zh.exception).toEqual({ reason: 'ADDRESS_ISSUE', reasonDisplayName: '地址问题', explanation: '收件地址不完整或有误，我们正在联系收件人核实地址。', since: expect.any(String) });
      expect(JSON.stringify(zh)).not.toContain('电话无人接听');
      const tracked = await ctx.inject({ method: 'POST', url: `${F}/tracking/list`, payload: { waybillNumbers: [order.waybillNumber] }, headers: { 'accept-language': 'en' }, remoteAddress: '10.1.2.3' });
      expect(tracked.json()[0].exception).toMatchObject({ reasonDisplayName: 'Address issue', explanation: 'The delivery address is incomplete or wrong; we are contacting the recipient to confirm it.' });
      expect(tracked.json()[0].events[0]).toMatchObject({ status: 90, timeZone: '-05:00', location: 'New York' });

      const again = await post(`/orders/${order.id}/exception`, { reason: 'LOST' });
      expect(errorOf(again).code).toBe('Ops:MoveNotAllowed');
      const resolved = await post(`/orders/${order.id}/exception/resolve`, { resolution: '收件人已补充门牌号', descriptionEn: 'Address confirmed' });
      expect(resolved.json()).toMatchObject({ status: 30, exception: null });
      expect(resolved.json().events[0]).toMatchObject({ code: 'EXCEPTION_RESOLVED', status: 30, descriptionZh: '问题已解决，包裹继续运输', descriptionEn: 'Address confirmed' });
      expect((await ctx.get(`${F}/order/${order.id}`, { token: actors.member })).json().exception).toBeNull();
      expect(errorOf(await post(`/orders/${order.id}/exception/resolve`, { resolution: 'x' })).code).toBe('Ops:NoOpenException');
      const log = (await post('/audit/list', { entityId: order.id })).json();
      expect(log.items.map((e: { action: string }) => e.action)).toEqual(['order.exception.resolve', 'order.exception.raise']);
      expect(log.items[0].after).toMatchObject({ resolution: '收件人已补充门牌号', status: 30 });
    });

    it('staff may reword the explanation; an exception can be cancelled', async () => {
      const order = await newOrder(ctx, actors.member);
      await forceStatus(ctx, order.id, 40);
      await post(`/orders/${order.id}/exception`, { reason: 'CUSTOMS_HOLD', explanationZh: '海关抽检，预计两天', explanationEn: 'Customs spot check, about two days' });
      const en = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member, locale: 'en' })).json();
      expect(en.exception.explanation).toBe('Customs spot check, about two days');
      const cancelled = await post(`/orders/${order.id}/events`, event('CANCELLED'));
      expect(cancelled.json()).toMatchObject({ status: 99, exception: null, nextStatuses: [] });
    });
  });

  describe('exception queue', () => {
    it('lists exceptions and stale parcels by their product\'s days, oldest problem first', async () => {
      const ctx2 = await createTestContext();
      try {
        const a2 = await setUpOps(ctx2);
        const day = 86_400_000;
        const [air4, air2, sea4, sea11, held] = await Promise.all([
          newOrder(ctx2, a2.member),
          newOrder(ctx2, a2.member),
          newOrder(ctx2, a2.member, { routingId: SEA_LCL }),
          newOrder(ctx2, a2.member, { routingId: SEA_LCL }),
          newOrder(ctx2, a2.member),
        ]);
        await forceStatus(ctx2, air4.id, 30, null, new Date(Date.now() - 4 * day).toISOString());
        await forceStatus(ctx2, air2.id, 30, null, new Date(Date.now() - 2 * day).toISOString());
        await forceStatus(ctx2, sea4.id, 30, null, new Date(Date.now() - 4 * day).toISOString());
        await forceStatus(ctx2, sea11.id, 20, null, new Date(Date.now() - 11 * day).toISOString());
        await forceStatus(ctx2, held.id, 90, 30, new Date(Date.now() - 1 * day).toISOString());
        const queue = (await ctx2.post(`${OPS}/exceptions/list`, { token: a2.operator, body: {} })).json();
        expect(queue.items.map((i: { order: { id: string }; kind: string; daysWithoutEvent: number }) => [i.order.id, i.kind, i.daysWithoutEvent])).toEqual([
          [sea11.id, 'stale', 11],
          [air4.id, 'stale', 4],
          [held.id, 'exception', 1],
        ]);
        expect(queue.items[2].exception).toMatchObject({ reason: 'OTHER', explanationEn: 'Test exception' });
        expect((await ctx2.post(`${OPS}/exceptions/list`, { token: a2.operator, body: { kind: 'exception' } })).json().totalCount).toBe(1);
        expect((await ctx2.post(`${OPS}/exceptions/list`, { token: a2.operator, body: { kind: 'stale' } })).json().totalCount).toBe(2);
        const dashboard = (await ctx2.get(`${OPS}/dashboard`, { token: a2.operator })).json();
        expect(dashboard).toMatchObject({ exceptionCount: 1, staleCount: 2 });
      } finally {
        await ctx2.close();
      }
    });
  });

  describe('audit log', () => {
    it('an entry is written in the change\'s transaction: a change that fails leaves none', async () => {
      const order = await newOrder(ctx, actors.member);
      const before = await auditCount(ctx);
      // The audit write is the last step of a change: without its table it fails after the event and the order
      // were written, and the whole change must roll back.
      await ctx.db.schema.alterTable('audit_entries').renameTo('audit_entries_off').execute();
      try {
        const res = await post(`/orders/${order.id}/events`, event('RECEIVED'));
        expect(res.statusCode).toBe(500);
      } finally {
        await ctx.db.schema.alterTable('audit_entries_off').renameTo('audit_entries').execute();
      }
      expect(await auditCount(ctx)).toBe(before);
      const detail = (await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json();
      expect(detail).toMatchObject({ status: 10, events: [{ code: 'SUBMITTED' }] });
    });

    it('filters by actor, action, entity, label and time; never editable', async () => {
      const res = await post('/audit/list', { actor: actors.operator.userName.toUpperCase(), action: 'order.event', keyword: 'fa', timeFrom: new Date(Date.now() - 3_600_000).toISOString(), maxResultCount: 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json().items.length).toBeLessThanOrEqual(2);
      expect(res.json().totalCount).toBeGreaterThan(2);
      expect(res.json().items[0]).toMatchObject({ actorUserName: actors.operator.userName, action: 'order.event', actionDisplayName: '发布轨迹事件', entityType: 'order' });
      expect((await post('/audit/list', { timeTo: '2020-01-01T00:00:00.000Z' })).json().totalCount).toBe(0);
      // Read only: no route changes or removes an entry.
      const entry = (await post('/audit/list', {})).json().items[0] as { id: string };
      for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
        expect((await ctx.inject({ method, url: `${OPS}/audit/${entry.id}`, headers: { authorization: `Bearer ${await ctx.tokenFor(actors.admin)}` } })).statusCode).toBe(404);
      }
    });
  });
});
