import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { seedRoutings } from '../../rates';
import { createOrders } from '../placing/place-orders.service';
import { seedDemoOrders } from '../seed/demo-orders.seeder';
import { AIR_EXP, SEA_LCL, ids, insertTestRegions, orderInput, receiverNyc } from '../testing/fixtures';
import { formatWaybillNumber, isValidWaybillNumber } from '../waybills/waybill';
import { countOrders } from './customer-orders.repository';
import { iterateOrders } from './customer-orders.service';

const API = '/api/f/logistics-management';

interface ErrorBody {
  error: { code: string | null; message: string; validationErrors: { members: string[]; message: string }[] | null };
}
function nth<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`no item ${index}`);
  return value;
}
const members = (body: unknown): string[] => ((body as ErrorBody).error.validationErrors ?? []).flatMap((v) => v.members);

describe('orders of customers (placing, lists, detail, tracking)', () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    await insertTestRegions(ctx.db);
    await ctx.db.transaction().execute((trx) => seedRoutings(trx));
    alice = await ctx.createUser();
    bob = await ctx.createUser();
  });
  afterAll(async () => ctx?.close());

  const create = (user: TestUser, body: unknown, locale = 'zh-Hans') => ctx.post(`${API}/order`, { token: user, body, locale });
  const list = (user: TestUser, body: unknown = {}) => ctx.post(`${API}/order/list`, { token: user, body });

  describe('seeders', () => {
    it('seeds routings and deterministic demo orders idempotently; new serials continue after them', async () => {
      expect(await ctx.db.transaction().execute((trx) => seedRoutings(trx))).toBe(0); // already seeded in beforeAll
      const member = await ctx.createUser({ userName: 'demo-member' });
      const merchant = await ctx.createUser({ userName: 'demo-merchant', userType: 30 });
      expect(await ctx.db.transaction().execute((trx) => seedDemoOrders(trx))).toBe(11);
      expect(await ctx.db.transaction().execute((trx) => seedDemoOrders(trx))).toBe(0);

      const summary = (await ctx.get(`${API}/order/status-summary`, { token: member })).json();
      expect(summary.totalCount).toBe(8);
      expect(summary.items.every((i: { count: number }) => i.count === 1)).toBe(true);
      expect((await list(merchant)).json().totalCount).toBe(3);

      const tracked = await ctx.post(`${API}/tracking/list`, { body: { waybillNumbers: [formatWaybillNumber('FA', 1), formatWaybillNumber('FS', 1)] }, locale: 'en' });
      const [delivered, exception] = tracked.json();
      expect(delivered).toMatchObject({ found: true, status: 60 });
      expect(delivered.events[0]).toMatchObject({ status: 60, description: 'Delivered' });
      expect(delivered.events.at(-1)).toMatchObject({ status: 10, description: 'Order submitted' });
      expect(exception).toMatchObject({ found: true, status: 90, transportMode: 20 });

      const next = await create(member, orderInput());
      expect(Number(next.json().waybillNumber.slice(2, 10))).toBeGreaterThan(8);
    });
  });

  describe('createOrder', () => {
    it('creates an order with an S10 number, weights and the first tracking event', async () => {
      const res = await create(alice, orderInput());
      expect(res.statusCode).toBe(200);
      const order = res.json();
      expect(isValidWaybillNumber(order.waybillNumber)).toBe(true);
      expect(order.waybillNumber).toMatch(/^FA\d{9}CN$/);
      expect(order).toMatchObject({
        status: 10,
        statusDisplayName: '已下单',
        transportMode: 10,
        routingCode: 'AIR-STD',
        routingDisplayName: '标准空运',
        parcelCount: 2,
        totalWeightKg: 7,
        volumeWeightKg: 8,
        chargeableWeightKg: 8,
        declaredValue: 125,
        declaredCurrency: 'USD',
        customerReference: 'SHOP-10023',
      });
      expect(order.parcels[0]).toMatchObject({ quantity: 2, volumeWeightKg: 4 });
      expect(order.declaredItems[0]).toMatchObject({ totalValue: 125, hsCode: '851830' });
      expect(order.receiver).toMatchObject({ countryCode: 'US', area: '美国-纽约州-纽约', regionLv3Id: null });
      expect(order.trackingEvents).toEqual([expect.objectContaining({ status: 10, description: '订单已提交' })]);
    });

    it('uses the FS prefix and the sea volume rule for sea routes', async () => {
      const res = await create(alice, orderInput({ routingId: SEA_LCL }), 'en');
      expect(res.statusCode).toBe(200);
      expect(res.json().waybillNumber).toMatch(/^FS\d{9}CN$/);
      expect(res.json()).toMatchObject({ volumeWeightKg: 48, chargeableWeightKg: 48, statusDisplayName: 'Submitted' });
      expect(res.json().trackingEvents[0].description).toBe('Order submitted');
    });

    it('401 without a token', async () => {
      const res = await ctx.post(`${API}/order`, { body: orderInput() });
      expect(res.statusCode).toBe(401);
    });

    it('400 with contract members for missing and malformed fields', async () => {
      const { receiver: _r, ...noReceiver } = orderInput();
      const res = await create(alice, { ...noReceiver, parcels: [{ quantity: 0, weightKg: 1, lengthCm: 1, widthCm: 1, heightCm: 1 }] });
      expect(res.statusCode).toBe(400);
      expect(members(res.json())).toEqual(expect.arrayContaining(['receiver', 'parcels[0].quantity']));
    });

    it('400 on receiver.* from the party rules', async () => {
      const res = await create(alice, orderInput({ receiver: { ...receiverNyc, postalCode: 'ABC' } }), 'en');
      expect(res.statusCode).toBe(400);
      expect(members(res.json())).toEqual(['receiver.postalCode']);
    });

    it('400 routingId for an unknown or inactive route', async () => {
      await ctx.db.updateTable('routings').set({ isActive: 0 }).where('id', '=', AIR_EXP).execute();
      try {
        const res = await create(alice, orderInput({ routingId: AIR_EXP }), 'en');
        expect(res.statusCode).toBe(400);
        expect(res.json().error.validationErrors).toEqual([
          { members: ['routingId'], message: 'The selected route does not exist or is no longer available.' },
        ]);
      } finally {
        await ctx.db.updateTable('routings').set({ isActive: 1 }).where('id', '=', AIR_EXP).execute();
      }
      const unknown = await create(alice, orderInput({ routingId: '7d3b9a4e-1f2c-4d5e-8a9b-0c1d2e3f4a5b' }));
      expect(members(unknown.json())).toEqual(['routingId']);
    });

    it('400 receiver.regionLv0Id when the route does not deliver to the country', async () => {
      const res = await create(
        alice,
        orderInput({ receiver: { name: 'Ana', phoneNumber: '+55 11 5555 0100', regionLv0Id: ids.BR, stateName: 'SP', cityName: 'São Paulo', street: 'Av. Paulista 1000', postalCode: '01310-100' } }),
        'en',
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors).toEqual([
        { members: ['receiver.regionLv0Id'], message: 'The route Standard air does not deliver to Brazil.' },
      ]);
    });

    it('400 parcels when the chargeable weight exceeds the route maximum', async () => {
      const res = await create(alice, orderInput({ parcels: [{ quantity: 8, weightKg: 40, lengthCm: 10, widthCm: 10, heightCm: 10 }] }));
      expect(res.statusCode).toBe(400);
      expect(members(res.json())).toEqual(['parcels']);
      expect(res.json().error.validationErrors[0].message).toContain('320');
    });

    it('400 declaredItems[i].currency when currencies differ', async () => {
      const item = { name: '手机壳', nameEn: 'Phone case', quantity: 1, unitValue: 2, currency: 'USD' as const };
      const res = await create(alice, orderInput({ declaredItems: [item, { ...item, currency: 'EUR' }, item, { ...item, currency: 'GBP' }] }));
      expect(res.statusCode).toBe(400);
      expect(members(res.json())).toEqual(['declaredItems[1].currency', 'declaredItems[3].currency']);
    });

    it('gives 20 concurrent orders 20 distinct consecutive serials', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => create(bob, orderInput({ customerReference: 'PARALLEL' }))));
      expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const numbers = results.map((r) => r.json().waybillNumber as string);
      expect(new Set(numbers).size).toBe(20);
      expect(numbers.every(isValidWaybillNumber)).toBe(true);
      const serials = numbers.map((n) => Number(n.slice(2, 10))).sort((a, b) => a - b);
      expect(nth(serials, 19) - nth(serials, 0)).toBe(19);
    });
  });

  describe('createOrders (batch service)', () => {
    it('writes nothing when one order is invalid and prefixes members with orders[i]', async () => {
      const before = await countOrders(ctx.db, alice.id, {});
      const bad = orderInput({ declaredItems: [{ name: '', nameEn: 'Case', quantity: 1, unitValue: 1, currency: 'USD' }] });
      await expect(createOrders(ctx.db, alice.id, [orderInput(), bad], 'en')).rejects.toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['orders[1].declaredItems[0].name'] })],
      });
      expect(await countOrders(ctx.db, alice.id, {})).toBe(before);
      const created = await createOrders(ctx.db, alice.id, [orderInput({ customerReference: 'B1' }), orderInput({ customerReference: 'B2' })], 'en');
      expect(created.map((o) => o.customerReference)).toEqual(['B1', 'B2']);
      expect(await countOrders(ctx.db, alice.id, {})).toBe(before + 2);
    });
  });

  describe('roundtrip and reads', () => {
    let carol: TestUser;
    let orders: { id: string; waybillNumber: string }[];

    beforeAll(async () => {
      carol = await ctx.createUser();
      const inputs = [
        orderInput({ customerReference: 'SHOP-A1', receiver: { ...receiverNyc, name: 'Zoe Miller' } }),
        orderInput({ customerReference: 'SHOP-A2' }),
        orderInput({ customerReference: 'REF-B3', routingId: SEA_LCL }),
        orderInput({ customerReference: 'REF-B4' }),
      ];
      orders = [];
      for (const input of inputs) orders.push((await create(carol, input)).json());
      // Spread creation times over four days and give two orders later statuses.
      for (const [i, o] of orders.entries()) {
        await ctx.db.updateTable('orders').set({ creationTime: `2026-11-0${i + 1}T08:00:00.000Z` }).where('id', '=', o.id).execute();
      }
      await ctx.db.updateTable('orders').set({ status: 30 }).where('id', 'in', [nth(orders, 1).id, nth(orders, 3).id]).execute();
    });

    it('create → list → detail → tracking', async () => {
      const page = await list(carol);
      expect(page.statusCode).toBe(200);
      expect(page.json().totalCount).toBe(4);
      const first = page.json().items[0];
      expect(first).toMatchObject({ id: nth(orders, 3).id, receiverName: 'John Smith', receiverArea: '美国-纽约州-纽约', senderName: '张伟', lastEventDescription: '订单已提交' });
      const detail = await ctx.get(`${API}/order/${first.id}`, { token: carol, locale: 'en' });
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ waybillNumber: first.waybillNumber, routingDisplayName: 'Standard air' });
      expect(detail.json().sender.area).toBe('China-Guangdong-Shenzhen-Nanshan');
      const tracking = await ctx.post(`${API}/tracking/list`, { body: { waybillNumbers: [first.waybillNumber] } });
      expect(tracking.json()[0]).toMatchObject({ waybillNumber: first.waybillNumber, found: true, originCountryCode: 'CN', destinationCountryCode: 'US' });
    });

    it('pages 7 by default, newest first, and sorts by whitelisted fields', async () => {
      const page = await list(bob);
      expect(page.json().totalCount).toBe(20);
      expect(page.json().items).toHaveLength(7);
      const byNumber = await list(carol, { sorting: 'waybillNumber asc', maxResultCount: 2, skipCount: 1 });
      const numbers = orders.map((o) => o.waybillNumber).sort();
      expect(byNumber.json().items.map((i: { waybillNumber: string }) => i.waybillNumber)).toEqual(numbers.slice(1, 3));
      const bad = await list(carol, { sorting: 'receiverPhoneNumber asc' });
      expect(bad.statusCode).toBe(400);
      expect(members(bad.json())).toEqual(['sorting']);
    });

    it('filters by every OrderFilter field', async () => {
      const ids = async (body: object) => (await list(carol, body)).json().items.map((i: { id: string }) => i.id).sort();
      const idOf = (...n: number[]) => n.map((i) => nth(orders, i).id).sort();
      expect(await ids({ waybillNumbers: [`  ${nth(orders, 0).waybillNumber.toLowerCase()} `, nth(orders, 2).waybillNumber] })).toEqual(idOf(0, 2));
      expect(await ids({ status: 30 })).toEqual(idOf(1, 3));
      expect(await ids({ transportMode: 20 })).toEqual(idOf(2));
      expect(await ids({ creationTimeFrom: '2026-11-02T08:00:00.000Z' })).toEqual(idOf(1, 2, 3));
      expect(await ids({ creationTimeTo: '2026-11-02T08:00:00.000Z' })).toEqual(idOf(0));
      expect(await ids({ creationTimeFrom: '2026-11-02T00:00:00+08:00', creationTimeTo: '2026-11-04T00:00:00Z' })).toEqual(idOf(1, 2));
      expect(await ids({ keyword: 'zoe mil' })).toEqual(idOf(0));
      expect(await ids({ keyword: 'ref-b' })).toEqual(idOf(2, 3));
      expect(await ids({ keyword: nth(orders, 1).waybillNumber.slice(2, 11).toLowerCase() })).toEqual(idOf(1));
      expect(await ids({ keyword: '%' })).toEqual([]);
      expect(await ids({ status: 30, transportMode: 10, keyword: 'shop' })).toEqual(idOf(1));
    });

    it('never lists or shows another account’s orders', async () => {
      const other = await list(alice, { waybillNumbers: [nth(orders, 0).waybillNumber] });
      expect(other.json()).toEqual({ totalCount: 0, totalCountIsLowerBound: false, items: [] });
      const detail = await ctx.get(`${API}/order/${nth(orders, 0).id}`, { token: alice });
      expect(detail.statusCode).toBe(404);
      const missing = await ctx.get(`${API}/order/7d3b9a4e-1f2c-4d5e-8a9b-0c1d2e3f4a5b`, { token: carol });
      expect(missing.statusCode).toBe(404);
      expect((await ctx.get(`${API}/order/not-a-uuid`, { token: carol })).statusCode).toBe(400);
      expect((await ctx.get(`${API}/order/${nth(orders, 0).id}`)).statusCode).toBe(401);
      expect((await ctx.post(`${API}/order/list`, { body: {} })).statusCode).toBe(401);
    });

    it('400 for invalid list input', async () => {
      const res = await list(carol, { status: 11, maxResultCount: 5000, unknownField: 1 });
      expect(res.statusCode).toBe(400);
      expect(members(res.json())).toEqual(expect.arrayContaining(['status', 'maxResultCount']));
    });

    it('summarises counts per status with zeros', async () => {
      const res = await ctx.get(`${API}/order/status-summary`, { token: carol, locale: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json().totalCount).toBe(4);
      expect(res.json().items.map((i: { status: number }) => i.status)).toEqual([10, 20, 30, 40, 50, 60, 90, 99]);
      expect(res.json().items[0]).toEqual({ status: 10, statusDisplayName: 'Submitted', count: 2 });
      expect(res.json().items[2].count).toBe(2);
      expect(res.json().items[7].count).toBe(0);
      expect((await ctx.get(`${API}/order/status-summary`)).statusCode).toBe(401);
    });

    it('iterates every matching order in keyset batches', async () => {
      const seen: string[] = [];
      for await (const item of iterateOrders(ctx.db, carol.id, {}, 'en', 3)) seen.push(item.id);
      expect(seen).toEqual([3, 2, 1, 0].map((i) => nth(orders, i).id));
      const filtered: string[] = [];
      for await (const item of iterateOrders(ctx.db, carol.id, { status: 30 }, 'en', 1)) filtered.push(item.id);
      expect(filtered).toEqual([nth(orders, 3).id, nth(orders, 1).id]);
      expect(await countOrders(ctx.db, carol.id, { keyword: 'shop' })).toBe(2);
    });
  });

  describe('merchants (issue 14: the merchant portal mounts the same order screens)', () => {
    it('lets a merchant submit, list, filter and read its own orders, and keeps them apart from members', async () => {
      const merchant = await ctx.createUser({ userType: 30, merchantId: 'M900002' });
      const created = await create(merchant, orderInput({ customerReference: 'MERCHANT-1' }));
      expect(created.statusCode).toBe(200);
      const order = created.json() as { id: string; waybillNumber: string };
      const page = (await list(merchant, { keyword: 'merchant-1' })).json();
      expect(page).toMatchObject({ totalCount: 1, items: [{ id: order.id, waybillNumber: order.waybillNumber }] });
      expect((await ctx.get(`${API}/order/${order.id}`, { token: merchant })).json()).toMatchObject({ id: order.id, customerReference: 'MERCHANT-1' });
      expect((await ctx.get(`${API}/order/status-summary`, { token: merchant })).json().totalCount).toBe(1);
      // A member does not see the merchant's order, and the merchant does not see a member's.
      expect((await ctx.get(`${API}/order/${order.id}`, { token: alice })).statusCode).toBe(404);
      expect((await list(alice, { waybillNumbers: [order.waybillNumber] })).json()).toEqual({ totalCount: 0, totalCountIsLowerBound: false, items: [] });
      const alices = (await list(alice, { maxResultCount: 1 })).json().items[0] as { id: string; waybillNumber: string };
      expect((await ctx.get(`${API}/order/${alices.id}`, { token: merchant })).statusCode).toBe(404);
      expect((await list(merchant, { waybillNumbers: [alices.waybillNumber] })).json()).toEqual({ totalCount: 0, totalCountIsLowerBound: false, items: [] });
    });
  });

  describe('getTrackingList', () => {
    const track = (waybillNumbers: unknown, locale = 'zh-Hans', remoteAddress = '127.0.0.2') =>
      ctx.inject({
        method: 'POST',
        url: `${API}/tracking/list`,
        payload: { waybillNumbers },
        headers: { 'accept-language': locale },
        remoteAddress,
      });

    it('answers known, unknown and duplicate numbers once each, in order, without personal data', async () => {
      const order = (await create(alice, orderInput({ customerReference: 'TRACK-ME' }))).json();
      await ctx.db
        .insertInto('tracking_events')
        .values({
          id: '11111111-2222-4333-8444-555555555555', orderId: order.id, time: new Date(Date.now() + 1000).toISOString(), status: 30,
          locationZh: '香港国际机场', locationEn: 'Hong Kong International Airport', descriptionZh: '航班已起飞', descriptionEn: 'Flight departed',
          timeZone: '+08:00', source: 'system',
        })
        .execute();
      const res = await track(['FA999999990CN', ` ${order.waybillNumber.toLowerCase()} `, order.waybillNumber, 'fa999999990cn'], 'en');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toHaveLength(2);
      expect(body[0]).toEqual({
        waybillNumber: 'FA999999990CN', found: false, status: null, statusDisplayName: null, transportMode: null, originCountryCode: null,
        destinationCountryCode: null, destinationCountryDisplayName: null, lastUpdateTime: null, events: [], eta: null, exception: null,
      });
      expect(body[1]).toMatchObject({ waybillNumber: order.waybillNumber, found: true, status: 10, transportMode: 10, destinationCountryDisplayName: 'United States' });
      expect(body[1].events.map((e: { description: string }) => e.description)).toEqual(['Flight departed', 'Order submitted']);
      expect(body[1].events[0]).toMatchObject({ status: 30, statusDisplayName: 'In transit', location: 'Hong Kong International Airport' });
      expect(Object.keys(body[1]).sort()).toEqual(
        ['waybillNumber', 'found', 'status', 'statusDisplayName', 'transportMode', 'originCountryCode', 'destinationCountryCode', 'destinationCountryDisplayName', 'lastUpdateTime', 'events', 'eta', 'exception'].sort(),
      );
      const text = res.body;
      for (const secret of ['John Smith', 'Acme', '212 555', '5th Ave', '10118', '张伟', '8888 1234', '深南大道', '518057', 'TRACK-ME', 'john@example.com']) {
        expect(text).not.toContain(secret);
      }
    });

    it('400 for 11 numbers or none', async () => {
      const eleven = Array.from({ length: 11 }, (_, i) => formatWaybillNumber('FA', i + 1));
      const res = await track(eleven);
      expect(res.statusCode).toBe(400);
      expect(members(res.json())).toEqual(['waybillNumbers']);
      expect((await track([])).statusCode).toBe(400);
    });

    it('400 for a "number" holding a character no waybill number has (the contract\'s WaybillNumber, issue 27)', async () => {
      for (const numbers of [['|'], ['FA1|FA2'], ['FA000000014CN', 'FS 1'], ['-']]) {
        const res = await track(numbers, 'en');
        expect(res.statusCode).toBe(400);
        expect(members(res.json())).toEqual([`waybillNumbers[${numbers.length - 1}]`]);
        expect(res.json().error.validationErrors[0].message).toBe(`waybillNumbers[${numbers.length - 1}] is not in the correct format.`);
      }
    });

    it('limits each client address to 60 requests a minute', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await track(['FA000000014CN'], 'en', '127.0.0.77')).statusCode);
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      const limited = await track(['FA000000014CN'], 'en', '127.0.0.77');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await track(['FA000000014CN'], 'en', '127.0.0.78')).statusCode).toBe(200);
    });
  });

});
