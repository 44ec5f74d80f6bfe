import { createTestContext, type TestContext } from '../../../../test/harness';
import { auditCount, errorOf, F, membersOf, newOrder, OPS, setUpOps, type OpsActors } from '../../orders/testing/ops-fixtures';
import { AIR_STD, orderInput } from '../../orders/testing/fixtures';

// Shipping products as admins edit them: who may, creating, changing, retiring and restoring, each audited, and
// what the public side sees at once (the product list, the order form's refusal, a retired product's orders).

const ROUTINGS = `${OPS}/routings`;
const UNKNOWN = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';

const product = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  nameZh: '美国空运包税',
  nameEn: 'US air, duties paid',
  descriptionZh: '含税清关',
  descriptionEn: 'Duties paid',
  transportMode: 10,
  transitDaysMin: 7,
  transitDaysMax: 10,
  minWeightKg: 1,
  maxWeightKg: 200,
  maxBoxWeightKg: 30,
  destinationCountryCodes: ['US', 'GB'],
  sort: 60,
  staleAfterDays: 3,
  ...extra,
});

const { code: _code, ...updateOf } = product('X');

describe('shipping products (staff)', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const create = (body: Record<string, unknown>, locale = 'en') => ctx.post(ROUTINGS, { token: actors.admin, body, locale });
  const update = (id: string, body: Record<string, unknown>, locale = 'en') => ctx.put(`${ROUTINGS}/${id}`, { token: actors.admin, body, locale });
  const setActive = (id: string, isActive: boolean) => ctx.put(`${ROUTINGS}/${id}/state`, { token: actors.admin, body: { isActive } });
  const publicCodes = async () => ((await ctx.post(`${F}/routing/list`, { body: {} })).json().items as { code: string }[]).map((r) => r.code);

  describe('who may call', () => {
    const calls = [
      ['getOpsRoutingList', 'POST', `${ROUTINGS}/list`, {}],
      ['createRouting', 'POST', ROUTINGS, product('WHO-1')],
      ['getOpsRouting', 'GET', `${ROUTINGS}/${AIR_STD}`, undefined],
      ['updateRouting', 'PUT', `${ROUTINGS}/${AIR_STD}`, updateOf],
      ['setRoutingActive', 'PUT', `${ROUTINGS}/${AIR_STD}/state`, { isActive: false }],
    ] as const;

    it.each(calls)('%s: 401 without a token, 403 for customers (Ops:StaffOnly) and operators (Ops:AdminOnly)', async (_id, method, url, body) => {
      const send = (token?: string) =>
        ctx.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
      const before = await auditCount(ctx);
      expect((await send()).statusCode).toBe(401);
      for (const customer of [actors.member, actors.merchant]) {
        const res = await send(await ctx.tokenFor(customer));
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('Ops:StaffOnly');
      }
      const operator = await send(await ctx.tokenFor(actors.operator));
      expect(operator.statusCode).toBe(403);
      expect(errorOf(operator).code).toBe('Ops:AdminOnly');
      expect(await auditCount(ctx)).toBe(before);
      expect(await publicCodes()).toContain('AIR-STD');
    });

    it('an unknown id answers 404', async () => {
      expect((await ctx.get(`${ROUTINGS}/${UNKNOWN}`, { token: actors.admin })).statusCode).toBe(404);
      expect((await update(UNKNOWN, updateOf)).statusCode).toBe(404);
      expect((await setActive(UNKNOWN, false)).statusCode).toBe(404);
    });
  });

  describe('createRouting', () => {
    it('creates an active product (audited) that the public product list shows at once', async () => {
      const before = await auditCount(ctx);
      const res = await create(product('AIR-DDP-US', { destinationCountryCodes: ['US', 'GB'] }));
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({ code: 'AIR-DDP-US', displayName: 'US air, duties paid', nameZh: '美国空运包税', isActive: true, minWeightKg: 1, maxBoxWeightKg: 30, destinationCountryCodes: ['GB', 'US'], orderCount: 0, rateZoneCount: 0 });
      expect(await auditCount(ctx)).toBe(before + 1);
      const entry = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', created.id).executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: 'routing.create', entityType: 'routing', entityLabel: 'AIR-DDP-US', actorId: actors.admin.id, before: null });
      expect(JSON.parse(entry.after ?? '{}')).toMatchObject({ code: 'AIR-DDP-US', destinationCountryCodes: 'GB US', maxWeightKg: 200 });
      expect(await publicCodes()).toContain('AIR-DDP-US');
      // Defaults: no minimum, no box limit, the mode's stale threshold.
      const sea = await create({ code: 'SEA-MIN', nameZh: '海运', nameEn: 'Sea', transportMode: 20, transitDaysMin: 20, transitDaysMax: 30, maxWeightKg: 1000, destinationCountryCodes: [] });
      expect(sea.json()).toMatchObject({ minWeightKg: 0, maxBoxWeightKg: null, staleAfterDays: 10, descriptionEn: '', sort: 0 });
    });

    it('refuses a taken code, reversed transit days, a minimum not below the maximum, too many decimals and unknown countries, writing nothing', async () => {
      const before = await auditCount(ctx);
      const taken = await create(product('AIR-STD'));
      expect(taken.statusCode).toBe(400);
      expect(membersOf(taken)).toEqual(['code']);
      expect(errorOf(taken).validationErrors?.[0]?.message).toBe('The product code AIR-STD is taken.');
      const bad = await create(product('BAD-ONE', { nameZh: '  ', transitDaysMin: 9, transitDaysMax: 5, minWeightKg: 300, maxBoxWeightKg: 1.2345, destinationCountryCodes: ['US', 'XX', 'ZZ'] }));
      expect(bad.statusCode).toBe(400);
      expect(membersOf(bad).sort()).toEqual(['destinationCountryCodes', 'maxBoxWeightKg', 'minWeightKg', 'nameZh', 'transitDaysMax']);
      expect(errorOf(bad).validationErrors?.find((v) => v.members[0] === 'destinationCountryCodes')?.message).toBe('These are not country codes: XX, ZZ.');
      const zh = await create(product('BAD-TWO', { transitDaysMin: 9, transitDaysMax: 5 }), 'zh-Hans');
      expect(errorOf(zh).validationErrors?.[0]?.message).toBe('最长时效不能短于最短时效。');
      // The contract's schema: a lower-case code, a country twice, an unknown mode.
      expect((await create(product('TWICE', { destinationCountryCodes: ['US', 'US'] }))).statusCode).toBe(400);
      expect((await create(product('has space'))).statusCode).toBe(400);
      expect((await create(product('MODE', { transportMode: 30 }))).statusCode).toBe(400);
      expect(await auditCount(ctx)).toBe(before);
      expect(await ctx.db.selectFrom('routings').select('id').where('code', 'in', ['BAD-ONE', 'BAD-TWO', 'MODE']).execute()).toEqual([]);
    });
  });

  describe('updateRouting', () => {
    it('changes everything but the code, audits only the changed fields, and a no-op writes nothing', async () => {
      const { id } = (await create(product('UPD-1'))).json();
      const before = await auditCount(ctx, id);
      const res = await update(id, { ...updateOf, nameEn: 'US air DDP', maxWeightKg: 150, destinationCountryCodes: ['US'] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'UPD-1', nameEn: 'US air DDP', maxWeightKg: 150, destinationCountryCodes: ['US'] });
      const entries = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', id).where('action', '=', 'routing.update').execute();
      expect(entries).toHaveLength(1);
      expect(JSON.parse(entries[0]?.before ?? '{}')).toEqual({ nameEn: 'US air, duties paid', maxWeightKg: 200, destinationCountryCodes: 'GB US' });
      expect(JSON.parse(entries[0]?.after ?? '{}')).toEqual({ nameEn: 'US air DDP', maxWeightKg: 150, destinationCountryCodes: 'US' });
      expect((await update(id, { ...updateOf, nameEn: 'US air DDP', maxWeightKg: 150, destinationCountryCodes: ['US'] })).statusCode).toBe(200);
      expect(await auditCount(ctx, id)).toBe(before + 1);
      expect((await update(id, { ...updateOf, code: 'RENAMED' })).statusCode).toBe(400);
    });

    it('keeps a country a zone of the rate sheet prices', async () => {
      const { id } = (await create(product('UPD-2'))).json();
      const zone = { code: 'GB', nameZh: '英国', nameEn: 'United Kingdom', countryCodes: ['GB'], pricingMethod: 'per-kg', breaks: [{ fromKg: 0, pricePerKg: 50 }] };
      const sheet = { currency: 'CNY', volumetricDivisor: 6000, chargeableWeightStepKg: 0.5, minimumCharge: 100, fuelSurchargePercent: 10, zones: [zone] };
      expect((await ctx.put(`${ROUTINGS}/${id}/rate-sheet`, { token: actors.admin, body: sheet })).statusCode).toBe(200);
      const res = await update(id, { ...updateOf, destinationCountryCodes: ['US'] });
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(['destinationCountryCodes']);
      expect(errorOf(res).validationErrors?.[0]?.message).toBe('Zone GB of the rate sheet still prices GB: remove them from the zone first.');
      // Every country (an empty list) keeps GB.
      expect((await update(id, { ...updateOf, destinationCountryCodes: [] })).statusCode).toBe(200);
    });
  });

  describe('setRoutingActive and the product list', () => {
    it('retires a product: it leaves the public list and the order form, its orders stay readable; restoring brings it back', async () => {
      const { id } = (await create(product('RET-1', { nameZh: '将停用', nameEn: 'To retire' }))).json();
      const order = await newOrder(ctx, actors.member, { routingId: id, parcels: [{ quantity: 1, weightKg: 5, lengthCm: 30, widthCm: 30, heightCm: 30 }] });
      const before = await auditCount(ctx, id);

      const retired = await setActive(id, false);
      expect(retired.statusCode).toBe(200);
      expect(retired.json()).toMatchObject({ isActive: false, orderCount: 1 });
      expect(await publicCodes()).not.toContain('RET-1');
      const refused = await ctx.post(`${F}/order`, { token: actors.member, body: orderInput({ routingId: id }), locale: 'en' });
      expect(refused.statusCode).toBe(400);
      expect(membersOf(refused)).toEqual(['routingId']);
      // The customer's order and the staff's view still name the product, in each language.
      const mine = await ctx.get(`${F}/order/${order.id}`, { token: actors.member, locale: 'en' });
      expect(mine.json()).toMatchObject({ routingId: id, routingCode: 'RET-1', routingDisplayName: 'To retire' });
      const staff = await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator, locale: 'zh-Hans' });
      expect(staff.statusCode).toBe(200);
      expect(JSON.stringify(staff.json())).toContain('将停用');
      const list = await ctx.post(`${F}/order/list`, { token: actors.member, body: {}, locale: 'en' });
      expect(list.json().items.find((o: { id: string }) => o.id === order.id)).toMatchObject({ routingDisplayName: 'To retire' });

      // Retired products are listed for staff only on request.
      const active = (await ctx.post(`${ROUTINGS}/list`, { token: actors.admin, body: {} })).json();
      expect(active.items.map((r: { code: string }) => r.code)).not.toContain('RET-1');
      const all = (await ctx.post(`${ROUTINGS}/list`, { token: actors.admin, body: { includeRetired: true, transportMode: 10 } })).json();
      expect(all.items.find((r: { code: string }) => r.code === 'RET-1')).toMatchObject({ isActive: false, orderCount: 1 });
      expect(all.items.every((r: { transportMode: number }) => r.transportMode === 10)).toBe(true);
      expect(all.totalCount).toBe(all.items.length);

      // The same state again: no change, no entry.
      expect((await setActive(id, false)).statusCode).toBe(200);
      expect((await setActive(id, true)).json()).toMatchObject({ isActive: true });
      expect(await publicCodes()).toContain('RET-1');
      expect((await ctx.post(`${F}/order`, { token: actors.member, body: orderInput({ routingId: id, parcels: [{ quantity: 1, weightKg: 5, lengthCm: 30, widthCm: 30, heightCm: 30 }] }) })).statusCode).toBe(200);
      const actions = (await ctx.db.selectFrom('audit_entries').select('action').where('entityId', '=', id).orderBy('time').execute()).map((e) => e.action);
      expect(actions.slice(-2)).toEqual(['routing.retire', 'routing.restore']);
      expect(await auditCount(ctx, id)).toBe(before + 2);
    });

    it('the order form applies the product’s box and minimum limits', async () => {
      const { id } = (await create(product('LIM-1', { minWeightKg: 10, maxBoxWeightKg: 20 }))).json();
      const heavyBox = await ctx.post(`${F}/order`, { token: actors.member, body: orderInput({ routingId: id, parcels: [{ quantity: 1, weightKg: 25, lengthCm: 30, widthCm: 30, heightCm: 30 }] }), locale: 'en' });
      expect(membersOf(heavyBox)).toEqual(['parcels[0].weightKg']);
      expect(errorOf(heavyBox).validationErrors?.[0]?.message).toBe('Each box of this route may weigh at most 20 kg.');
      const light = await ctx.post(`${F}/order`, { token: actors.member, body: orderInput({ routingId: id, parcels: [{ quantity: 1, weightKg: 2, lengthCm: 10, widthCm: 10, heightCm: 10 }] }), locale: 'en' });
      expect(membersOf(light)).toEqual(['parcels']);
    });
  });
});
