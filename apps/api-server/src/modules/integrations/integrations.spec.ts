import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../../../test/harness';
import { errorOf, F, forceStatus, newOrders, OPS, setUpOps, type OpsActors } from '../orders/testing/ops-fixtures';

// The machine API on the real server: API keys (made by admins, shown once, stored hashed, scoped, revoked), the
// router's key check (never a staff token, never a key on staff operations), per-event outcomes, idempotency
// (also for two identical requests at once) and what customers then see.

const EVENTS = `${OPS}/integrations/events`;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
/** The instant written with the +08:00 offset a carrier in Hong Kong would send. */
const hkTime = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().replace('Z', '+08:00');

const item = (waybillNumber: string, code: string, time: string, extra: Record<string, unknown> = {}) => ({
  waybillNumber,
  code,
  time,
  locationZh: '香港',
  locationEn: 'Hong Kong',
  ...extra,
});

describe('machine API and API keys', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const createKey = async (scopes: string[] = ['events:write', 'events:read'], name = 'HKG carrier') => {
    const res = await ctx.post(`${OPS}/api-keys`, { token: actors.admin, body: { name, scopes } });
    expect(res.statusCode).toBe(201);
    return res.json() as { apiKey: { id: string; prefix: string; scopes: string[] }; secret: string };
  };
  const postEvents = (secret: string | null, events: unknown[], locale = 'en', token?: OpsActors['operator']): Promise<LightMyRequestResponse> =>
    ctx.post(EVENTS, { body: { events }, locale, ...(secret ? { headers: { 'x-api-key': secret } } : {}), ...(token ? { token } : {}) });
  const eventCount = async (orderId: string) =>
    Number((await ctx.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n')).where('orderId', '=', orderId).executeTakeFirstOrThrow()).n);
  /** Orders received an hour ago, ready to leave the warehouse. */
  const receivedOrders = async (count: number) => {
    const orders = await newOrders(ctx, actors.member, count);
    for (const o of orders) await forceStatus(ctx, o.id, 20);
    return orders;
  };

  it('creates a key for admins only, answers its secret once and stores only its hash; lists and audits it', async () => {
    const operator = await ctx.post(`${OPS}/api-keys`, { token: actors.operator, body: { name: 'x', scopes: ['events:write'] } });
    expect([operator.statusCode, errorOf(operator).code]).toEqual([403, 'Ops:AdminOnly']);

    const { apiKey, secret } = await createKey(['events:write'], 'Warehouse WMS');
    expect(secret).toMatch(/^fwk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(`${apiKey.prefix}_`)).toBe(true);
    const row = await ctx.db.selectFrom('api_keys').selectAll().where('id', '=', apiKey.id).executeTakeFirstOrThrow();
    expect(row.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(13));

    const list = await ctx.post(`${OPS}/api-keys/list`, { token: actors.admin, body: {} });
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { items: Record<string, unknown>[] }).items.find((k) => k['id'] === apiKey.id);
    expect(listed).toMatchObject({ name: 'Warehouse WMS', prefix: apiKey.prefix, scopes: ['events:write'], isRevoked: false, creatorUserName: actors.admin.userName, lastUsedTime: null });
    expect(list.body).not.toContain(secret.slice(13));
    expect((await ctx.post(`${OPS}/api-keys/list`, { token: actors.operator, body: {} })).statusCode).toBe(403);

    const log = (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { entityType: 'api-key', entityId: apiKey.id } })).json();
    expect(log.items).toEqual([expect.objectContaining({ action: 'api-key.create', actorUserName: actors.admin.userName, entityLabel: 'Warehouse WMS', after: { name: 'Warehouse WMS', prefix: apiKey.prefix, scopes: ['events:write'] } })]);
    expect(JSON.stringify(log)).not.toContain(secret.slice(13));
  });

  it('lets only a live key with the scope in: no staff token, no key on staff operations, revoked keys 401', async () => {
    const [order] = await receivedOrders(1);
    if (!order) throw new Error('order');
    const events = [item(order.waybillNumber, 'DEPARTED_ORIGIN', hkTime(minutesAgo(5)))];

    const none = await postEvents(null, events);
    expect([none.statusCode, errorOf(none).code]).toEqual([401, 'Ops:ApiKeyRequired']);
    const staff = await postEvents(null, events, 'zh-Hans', actors.admin);
    expect([staff.statusCode, errorOf(staff).code, errorOf(staff).message]).toEqual([401, 'Ops:ApiKeyRequired', '此接口需要 API 密钥（请求头 X-Api-Key），不接受员工登录令牌。']);
    const unknown = await postEvents('fwk_nothere0_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', events);
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([401, 'Ops:ApiKeyInvalid']);

    const reader = await createKey(['events:read'], 'Tracking reader');
    const scoped = await postEvents(reader.secret, events);
    expect([scoped.statusCode, errorOf(scoped).code, errorOf(scoped).message]).toEqual([403, 'Ops:ApiKeyScope', 'This API key may not do this (scope events:write needed).']);
    const tracking = await ctx.get(`${OPS}/integrations/waybills/${order.waybillNumber}/events`, { headers: { 'x-api-key': reader.secret }, locale: 'en' });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json()).toMatchObject({ waybillNumber: order.waybillNumber, status: 20, statusDisplayName: 'Received at warehouse' });
    expect(JSON.stringify(tracking.json())).not.toContain('actorUserName');
    expect((await ctx.get(`${OPS}/integrations/waybills/FA999999990CN/events`, { headers: { 'x-api-key': reader.secret } })).statusCode).toBe(404);

    const writer = await createKey(['events:write']);
    // A key is no staff sign-in: every staff operation answers 401 to it, and the key-only read needs its scope.
    for (const [method, url] of [['GET', `${OPS}/me`], ['POST', `${OPS}/orders/list`], ['POST', `${OPS}/api-keys/list`]] as const) {
      expect((await ctx.inject({ method, url, headers: { 'x-api-key': writer.secret }, payload: {} })).statusCode).toBe(401);
    }
    expect((await ctx.get(`${OPS}/integrations/waybills/${order.waybillNumber}/events`, { headers: { 'x-api-key': writer.secret } })).statusCode).toBe(403);

    const ok = await postEvents(writer.secret, events);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ storedCount: 1, items: [{ outcome: 'stored' }] });
    const used = await ctx.db.selectFrom('api_keys').select('lastUsedTime').where('id', '=', writer.apiKey.id).executeTakeFirstOrThrow();
    expect(used.lastUsedTime).not.toBeNull();

    const revoked = await ctx.post(`${OPS}/api-keys/${writer.apiKey.id}/revoke`, { token: actors.admin });
    expect(revoked.json()).toMatchObject({ isRevoked: true, revokerUserName: actors.admin.userName });
    const after = await postEvents(writer.secret, events);
    expect([after.statusCode, errorOf(after).code]).toEqual([401, 'Ops:ApiKeyInvalid']);
    const again = await ctx.post(`${OPS}/api-keys/${writer.apiKey.id}/revoke`, { token: actors.admin, locale: 'en' });
    expect([again.statusCode, errorOf(again).code]).toEqual([400, 'Ops:ApiKeyAlreadyRevoked']);
    expect((await ctx.post(`${OPS}/api-keys/${writer.apiKey.id}/revoke`, { token: actors.operator })).statusCode).toBe(403);
    const listed = (await ctx.post(`${OPS}/api-keys/list`, { token: actors.admin, body: {} })).json() as { items: { id: string }[] };
    expect(listed.items.map((k) => k.id)).not.toContain(writer.apiKey.id);
    const all = (await ctx.post(`${OPS}/api-keys/list`, { token: actors.admin, body: { includeRevoked: true } })).json() as { items: { id: string }[] };
    expect(all.items.map((k) => k.id)).toContain(writer.apiKey.id);
    const log = (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { entityId: writer.apiKey.id } })).json();
    expect(log.items.map((e: { action: string }) => e.action)).toEqual(['api-key.revoke', 'api-key.create']);
  });

  it('answers each event: stored in time order, refused with a reason, unknown waybills; audited with the key as actor', async () => {
    const { apiKey, secret } = await createKey();
    const [a, b] = await receivedOrders(2);
    if (!a || !b) throw new Error('orders');
    await forceStatus(ctx, b.id, 10, null, minutesAgo(60).toISOString());
    const events = [
      // a's two events sent newest first: applied in time order.
      item(a.waybillNumber, 'ARRIVED_HUB', hkTime(minutesAgo(10)), { clientEventId: 'a-2', descriptionEn: 'At the HKG hub', descriptionZh: '到达香港转运中心' }),
      item(a.waybillNumber.toLowerCase(), 'DEPARTED_ORIGIN', hkTime(minutesAgo(20)), { clientEventId: 'a-1', locationZh: '深圳', locationEn: 'Shenzhen' }),
      item(b.waybillNumber, 'ARRIVED_HUB', hkTime(minutesAgo(10)), { clientEventId: 'b-1' }),
      item('FA999999990CN', 'DEPARTED_ORIGIN', hkTime(minutesAgo(10))),
      item(a.waybillNumber, 'EXCEPTION', hkTime(minutesAgo(5))),
      item(a.waybillNumber, 'DELIVERED', new Date(Date.now() + 3_600_000).toISOString()),
      item(a.waybillNumber, 'ARRIVED_DESTINATION', hkTime(minutesAgo(90))),
      item(a.waybillNumber, 'ARRIVED_DESTINATION', '2026-11-23T14:15:00'),
    ];
    const res = await postEvents(secret, events, 'en');
    expect(res.statusCode).toBe(400); // the last one has no offset: the contract's pattern refuses the request
    expect(errorOf(res).validationErrors?.[0]?.members).toEqual(['events[7].time']);

    const ok = await postEvents(secret, events.slice(0, 7), 'en');
    expect(ok.statusCode).toBe(200);
    const body = ok.json();
    expect(body).toMatchObject({ storedCount: 2, duplicateCount: 0, refusedCount: 5 });
    expect(body.items.map((i: { outcome: string; errorCode: string | null }) => [i.outcome, i.errorCode])).toEqual([
      ['stored', null],
      ['stored', null],
      ['refused', 'Ops:MoveNotAllowed'],
      ['refused', 'Ops:UnknownWaybill'],
      ['refused', 'Ops:CodeNotPostable'],
      ['refused', 'Ops:TimeInFuture'],
      ['refused', 'Ops:EventBeforeLast'],
    ]);
    expect(body.items[0]).toMatchObject({ index: 0, clientEventId: 'a-2', waybillNumber: a.waybillNumber, message: 'Stored' });
    expect(body.items[1].waybillNumber).toBe(a.waybillNumber);
    expect(body.items[2].message).toBe(`${b.waybillNumber} is Submitted: it cannot move to In transit.`);
    expect(body.items[3]).toMatchObject({ clientEventId: null, eventId: null, message: 'There is no waybill FA999999990CN.' });

    const stored = await ctx.db.selectFrom('tracking_events').selectAll().where('orderId', '=', a.id).where('source', '=', 'api').orderBy('time').execute();
    expect(stored.map((e) => [e.code, e.timeZone, e.actorId])).toEqual([
      ['DEPARTED_ORIGIN', '+08:00', apiKey.id],
      ['ARRIVED_HUB', '+08:00', apiKey.id],
    ]);
    expect(stored.map((e) => e.id)).toEqual([body.items[1].eventId, body.items[0].eventId]);
    const order = await ctx.db.selectFrom('orders').select(['status', 'lastEventCode', 'lastEventDescriptionEn']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 30, lastEventCode: 'ARRIVED_HUB', lastEventDescriptionEn: 'At the HKG hub' });
    expect(await eventCount(b.id)).toBe(1);

    const log = (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { action: 'order.api-event', entityId: a.id } })).json();
    expect(log.items).toEqual([
      expect.objectContaining({ actorId: apiKey.id, actorUserName: `api-key:${apiKey.prefix}`, entityLabel: a.waybillNumber, before: { status: 20 } }),
    ]);
    expect(log.items[0].after.events.map((e: { code: string }) => e.code)).toEqual(['DEPARTED_ORIGIN', 'ARRIVED_HUB']);

    // The customer sees them at once, in both languages (the test order's own first event is newer: forceStatus).
    const zh = (await ctx.get(`${F}/order/${a.id}`, { token: actors.member })).json();
    expect(zh.status).toBe(30);
    expect(zh.trackingEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 30, location: '香港', description: '到达香港转运中心', timeZone: '+08:00' }),
        expect.objectContaining({ status: 30, location: '深圳', description: '包裹已从始发地发出' }),
      ]),
    );
    const en = (await ctx.get(`${F}/order/${a.id}`, { token: actors.member, locale: 'en' })).json();
    expect(en.trackingEvents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ location: 'Hong Kong', description: 'At the HKG hub' }),
        expect.objectContaining({ location: 'Shenzhen', description: 'Departed from the origin facility' }),
      ]),
    );
  });

  it('stores the same event once: a repeated request, a repeated item and two identical requests at once', async () => {
    const { secret } = await createKey();
    const [a, b, c] = await receivedOrders(3);
    if (!a || !b || !c) throw new Error('orders');
    const events = [item(a.waybillNumber, 'DEPARTED_ORIGIN', hkTime(minutesAgo(30))), item(b.waybillNumber, 'DEPARTED_ORIGIN', hkTime(minutesAgo(30)))];
    const first = (await postEvents(secret, events)).json();
    expect(first.storedCount).toBe(2);
    const second = await postEvents(secret, events, 'zh-Hans');
    expect(second.json()).toMatchObject({ storedCount: 0, duplicateCount: 2, refusedCount: 0 });
    expect(second.json().items.map((i: { eventId: string }) => i.eventId)).toEqual(first.items.map((i: { eventId: string }) => i.eventId));
    expect(second.json().items[0].message).toBe('该运单已有此事件（相同代码、相同时间），未重复记录');
    expect([await eventCount(a.id), await eventCount(b.id)]).toEqual([2, 2]);

    // The same event twice in one request: the second is the first's duplicate.
    const twice = (await postEvents(secret, [item(a.waybillNumber, 'ARRIVED_HUB', hkTime(minutesAgo(20))), item(a.waybillNumber, 'ARRIVED_HUB', hkTime(minutesAgo(20)))])).json();
    expect(twice.items.map((i: { outcome: string }) => i.outcome)).toEqual(['stored', 'duplicate']);
    expect(twice.items[1].eventId).toBe(twice.items[0].eventId);
    expect(await eventCount(a.id)).toBe(3);

    // Two identical requests at the same time: the row locks queue the second, which then sees the first's events.
    const race = [item(c.waybillNumber, 'DEPARTED_ORIGIN', hkTime(minutesAgo(15))), item(c.waybillNumber, 'ARRIVED_HUB', hkTime(minutesAgo(10)))];
    const answers = await Promise.all([postEvents(secret, race), postEvents(secret, race)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().storedCount).sort()).toEqual([0, 2]);
    expect(answers.map((r) => r.json().duplicateCount).sort()).toEqual([0, 2]);
    expect(await eventCount(c.id)).toBe(3);
  });

  it('takes up to 1,000 events per request (400 above) and refuses malformed bodies with 400', async () => {
    const { secret } = await createKey();
    const [order] = await receivedOrders(1);
    if (!order) throw new Error('order');
    const many = Array.from({ length: 1001 }, (_, i) => item(order.waybillNumber, 'ARRIVED_HUB', hkTime(minutesAgo(50 - i / 100))));
    const over = await postEvents(secret, many);
    expect(over.statusCode).toBe(400);
    expect(errorOf(over).validationErrors?.[0]?.members).toEqual(['events']);
    const max = await postEvents(secret, many.slice(0, 1000));
    expect(max.statusCode).toBe(200);
    expect(max.json().items).toHaveLength(1000);

    for (const payload of ['{"events": [', '{"events": {"length": 5}}', '{"events": [{"a[length]": 1}]}', '[]']) {
      const res = await ctx.inject({ method: 'POST', url: EVENTS, headers: { 'x-api-key': secret, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
    }
  });
});
