import { UserType } from '@forwarder/contracts/api-f';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { errorOf, newOrder, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { liveChargeOf } from '../index';
import { ledgerProblems, receiveBoxes, setUpBilling, type Box } from '../testing/billing-fixtures';

// Issue 29: exchange rates (admins record them, append-only; staff read the history) and charge types (admins add,
// rename, reorder, deactivate; never deleted). A rate sheet in another currency than the customer's account is
// converted at receiving at the rate in effect, recorded on the charge; with no rate the receiving is refused whole.

const BOXES: Box[] = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];
const text = (res: LightMyRequestResponse) => errorOf(res).validationErrors?.[0]?.message ?? errorOf(res).message;
const PAST = '2020-01-01T00:00:00.000Z';

describe('exchange rates and charge types', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpBilling(ctx);
  });
  afterAll(() => ctx?.close());

  const createRate = (body: unknown, token: TestUser = actors.admin) => ctx.post(`${OPS}/exchange-rates`, { token, body, locale: 'en' });
  const rate = (overrides: Record<string, unknown> = {}) => ({ fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.1234', effectiveFrom: PAST, ...overrides });

  describe('exchange rates', () => {
    it('admins record a rate (audited), kept exactly; staff read the history newest first', async () => {
      const first = await createRate(rate());
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ fromCurrency: 'USD', toCurrency: 'CNY', rate: '7.1234', effectiveFrom: PAST, actorUserName: actors.admin.userName });
      const second = await createRate(rate({ rate: '7.12345678', effectiveFrom: '2021-01-01T00:00:00Z' }));
      expect(second.json().rate).toBe('7.12345678');
      const list = await ctx.get(`${OPS}/exchange-rates`, { token: actors.operator });
      expect(list.statusCode).toBe(200);
      expect(list.json().items.slice(0, 2).map((r: { rate: string }) => r.rate)).toEqual(['7.12345678', '7.1234']);
      expect(await ctx.db.selectFrom('audit_entries').select('action').where('action', '=', 'exchange-rate.create').execute()).toHaveLength(2);
    });

    it('refuses the same currency twice, 0, too many decimals and a float', async () => {
      expect(text(await createRate(rate({ toCurrency: 'USD' })))).toBe('The two currencies must differ.');
      expect(text(await createRate(rate({ rate: '0' })))).toBe('The rate must be more than 0, with at most 8 decimals.');
      for (const bad of [rate({ rate: '1.123456789' }), rate({ rate: 7.1 }), rate({ rate: '-1' }), rate({ effectiveFrom: 'soon' })]) {
        expect((await createRate(bad)).statusCode).toBe(400);
      }
    });

    it('401, and 403 for operators and customers', async () => {
      expect((await ctx.post(`${OPS}/exchange-rates`, { body: rate() })).statusCode).toBe(401);
      const operator = await createRate(rate(), actors.operator);
      expect([operator.statusCode, errorOf(operator).code]).toEqual([403, 'Ops:AdminOnly']);
      expect((await createRate(rate(), actors.member)).statusCode).toBe(403);
      expect((await ctx.get(`${OPS}/exchange-rates`, { token: actors.member })).statusCode).toBe(403);
    });

    it('receiving converts a CNY sheet for a USD account at the rate in effect, and is refused whole without one', async () => {
      const customer = await ctx.createUser({ userType: UserType.Member });
      const set = await ctx.put(`${OPS}/customers/${customer.id}/billing-account`, { token: actors.admin, body: { kind: 'prepaid', creditLimitMinor: 0, currency: 'USD' } });
      expect(set.statusCode).toBe(200);
      const order = await newOrder(ctx, customer);

      const refused = await ctx.post(`${OPS}/receiving`, { token: actors.operator, body: { waybillNumber: order.waybillNumber, parcels: BOXES }, locale: 'en' });
      expect([refused.statusCode, errorOf(refused).code]).toEqual([400, 'Billing:NoExchangeRate']);
      expect(errorOf(refused).message).toContain('from CNY to USD');
      const zh = await ctx.post(`${OPS}/receiving`, { token: actors.operator, body: { waybillNumber: order.waybillNumber, parcels: BOXES } });
      expect(errorOf(zh).message).toContain('没有 CNY 兑 USD 的汇率');
      // Nothing half-written: the order is as it was.
      expect((await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json()).toMatchObject({ status: 10, measured: null, chargeState: 'uncharged' });

      expect((await createRate(rate({ fromCurrency: 'CNY', toCurrency: 'USD', rate: '0.13888888' }))).statusCode).toBe(201);
      // A rate taking effect later is not the one in effect now.
      expect((await createRate(rate({ fromCurrency: 'CNY', toCurrency: 'USD', rate: '0.2', effectiveFrom: '2999-01-01T00:00:00Z' }))).statusCode).toBe(201);
      expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
      const detail = (await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json();
      // docs/domain/billing.md, example 6: ¥120.00, ¥512.00, ¥79.00 → $16.67, $71.11, $10.97; total $98.75.
      expect(detail.charge).toMatchObject({ currency: 'USD', sourceCurrency: 'CNY', exchangeRate: '0.13888888', totalMinor: 9_875 });
      expect(detail.charge.lines.map((l: { amountMinor: number; sourceAmountMinor: number }) => [l.sourceAmountMinor, l.amountMinor])).toEqual([
        [12_000, 1_667],
        [51_200, 7_111],
        [7_900, 1_097],
      ]);
      const charge = await liveChargeOf(ctx.db, order.id);
      expect(charge).toMatchObject({ sourceCurrency: 'CNY', exchangeRateScaled: 13_888_888 });
      expect(await ledgerProblems(ctx)).toEqual([]);
    });
  });

  describe('charge types', () => {
    const createType = (body: unknown, token: TestUser = actors.admin) => ctx.post(`${OPS}/charge-types`, { token, body, locale: 'en' });
    const updateType = (code: string, body: unknown, token: TestUser = actors.admin) => ctx.put(`${OPS}/charge-types/${code}`, { token, body, locale: 'en' });

    it('are seeded with the usual ones, in order, named in the request language', async () => {
      const res = await ctx.get(`${OPS}/charge-types`, { token: actors.operator });
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((t: { code: string }) => t.code)).toEqual(['repacking', 'remote-area', 'customs-duty', 'discount', 'storage', 'other']);
      expect(res.json().items[1]).toMatchObject({ displayName: '偏远地区附加费', nameEn: 'Remote area surcharge', active: true, discount: false });
      expect(res.json().items[3]).toMatchObject({ code: 'discount', discount: true });
      const en = await ctx.get(`${OPS}/charge-types`, { token: actors.operator, locale: 'en' });
      expect(en.json().items[0].displayName).toBe('Repacking');
    });

    it('admins add, rename and deactivate a type (audited); a deactivated type is refused on new lines', async () => {
      const created = await createType({ code: 'insurance', nameZh: '保险费', nameEn: 'Insurance', sortOrder: 55 });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ code: 'insurance', displayName: 'Insurance', active: true, discount: false, sortOrder: 55 });
      expect(text(await createType({ code: 'insurance', nameZh: '保险', nameEn: 'Insurance' }))).toBe('The charge type code insurance is already taken.');
      expect(text(await createType({ code: 'blank', nameZh: '  ', nameEn: 'x' }))).toBe('Please enter the name.');
      expect((await createType({ code: 'Bad Code', nameZh: 'x', nameEn: 'x' })).statusCode).toBe(400);

      const renamed = await updateType('insurance', { nameZh: '货物保险费', nameEn: 'Cargo insurance', active: false, sortOrder: 55 });
      expect(renamed.json()).toMatchObject({ nameZh: '货物保险费', nameEn: 'Cargo insurance', active: false });
      expect((await updateType('no-such-type', { nameZh: 'x', nameEn: 'x', active: true, sortOrder: 1 })).statusCode).toBe(404);
      const actions = await ctx.db.selectFrom('audit_entries').select('action').where('entityLabel', '=', 'insurance').execute();
      expect(actions.map((a) => a.action).sort()).toEqual(['charge-type.create', 'charge-type.update']);

      // Inactive: not offered for a new line.
      const order = await newOrder(ctx, actors.member);
      await receiveBoxes(ctx, actors, order.waybillNumber, BOXES);
      const res = await ctx.post(`${OPS}/orders/${order.id}/charge-lines`, { token: actors.operator, locale: 'en', body: { chargeTypeCode: 'insurance', amountMinor: 100, currency: 'CNY', reason: 'x' } });
      expect(text(res)).toBe('There is no charge type insurance.');
    });

    it('401, and 403 for operators (writes) and customers', async () => {
      expect((await ctx.get(`${OPS}/charge-types`)).statusCode).toBe(401);
      expect((await ctx.get(`${OPS}/charge-types`, { token: actors.member })).statusCode).toBe(403);
      const operator = await createType({ code: 'fee', nameZh: '费', nameEn: 'Fee' }, actors.operator);
      expect([operator.statusCode, errorOf(operator).code]).toEqual([403, 'Ops:AdminOnly']);
      expect((await updateType('other', { nameZh: 'x', nameEn: 'x', active: true, sortOrder: 1 }, actors.operator)).statusCode).toBe(403);
    });
  });
});
