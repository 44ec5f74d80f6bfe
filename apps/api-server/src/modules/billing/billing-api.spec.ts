import { UserType } from '@forwarder/contracts/api-f';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext, type TestUser } from '../../../test/harness';
import { orderInput } from '../orders/testing/fixtures';
import { auditCount, errorOf, F, membersOf, newOrder, OPS, type OpsActors } from '../orders/testing/ops-fixtures';
import { ledgerProblems, receiveBoxes, setUpBilling, type Box } from './testing/billing-fixtures';

// Issue 29, slice 2: the billing operations of both contracts on the real server. Customers read only their own
// account, entries and charges; staff read any customer's, admins set accounts, staff record payments, adjust and
// reverse, each write audited and every refusal localised and writing nothing. The ledger balances at the end.

const BILLING = '/api/f/billing-management';
const BOXES: Box[] = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];
const TODAY = new Date().toISOString().slice(0, 10);
const payment = (overrides: Record<string, unknown> = {}) => ({
  method: 'bank-transfer',
  amountMinor: 100000,
  currency: 'CNY',
  receivedOn: TODAY,
  reference: `REF-${Math.random().toString(36).slice(2, 10)}`,
  ...overrides,
});

describe('billing API', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  /** A customer of their own for the tests that set an account (its currency must not depend on test order). */
  let yenMerchant: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpBilling(ctx);
    yenMerchant = await ctx.createUser({ userType: UserType.Merchant, merchantId: 'M900777' });
  });
  afterAll(() => ctx?.close());

  const entryCount = async (customerId: string) =>
    Number((await ctx.db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll().as('n')).where('customerId', '=', customerId).executeTakeFirstOrThrow()).n);
  const account = (customer: TestUser, token: TestUser | undefined = actors.operator) => ctx.get(`${OPS}/customers/${customer.id}/billing-account`, { token });
  const setAccount = (customer: TestUser, body: unknown, token: TestUser = actors.admin, locale = 'en') =>
    ctx.put(`${OPS}/customers/${customer.id}/billing-account`, { token, body, locale });
  const pay = (customer: TestUser, body: unknown, token: TestUser | undefined = actors.operator, locale = 'en') =>
    ctx.post(`${OPS}/customers/${customer.id}/payments`, { token, body, locale });
  const adjust = (customer: TestUser, body: unknown, token: TestUser = actors.operator, locale = 'en') =>
    ctx.post(`${OPS}/customers/${customer.id}/adjustments`, { token, body, locale });
  const reverse = (entryId: string, body: unknown, token: TestUser = actors.operator, locale = 'en') =>
    ctx.post(`${OPS}/ledger-entries/${entryId}/reverse`, { token, body, locale });
  const staffEntries = (customer: TestUser, body: unknown = {}) => ctx.post(`${OPS}/customers/${customer.id}/ledger-entries/list`, { token: actors.operator, body });
  const myEntries = (customer: TestUser | undefined, body: unknown = {}) => ctx.post(`${BILLING}/ledger-entry/list`, { token: customer, body });
  /** A refusal's message in each language, with its code or the member it names. */
  const refusedIn = async (send: (locale: string) => Promise<LightMyRequestResponse>) => {
    const [en, zh] = [await send('en'), await send('zh-Hans')];
    expect([en.statusCode, zh.statusCode]).toEqual([400, 400]);
    const text = (res: LightMyRequestResponse) => errorOf(res).validationErrors?.[0]?.message ?? errorOf(res).message;
    return { code: errorOf(en).code, members: membersOf(en), en: text(en), zh: text(zh) };
  };

  describe('the customer contract', () => {
    it("answers the caller's own account: prepaid in the site's currency, then the balance after a charge", async () => {
      const before = await ctx.get(`${BILLING}/account`, { token: actors.member });
      expect(before.statusCode).toBe(200);
      const balance = before.json().balanceMinor as number;
      expect(before.json()).toEqual({ kind: 'prepaid', currency: 'CNY', balanceMinor: balance, creditLimitMinor: null, creditUsedMinor: null });

      const order = await newOrder(ctx, actors.member);
      expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
      expect((await ctx.get(`${BILLING}/account`, { token: actors.member })).json().balanceMinor).toBe(balance - 71100);
    });

    it('refuses the account and the entries to anonymous callers (401) and to staff (403)', async () => {
      expect((await ctx.get(`${BILLING}/account`)).statusCode).toBe(401);
      expect((await myEntries(undefined)).statusCode).toBe(401);
      expect((await ctx.get(`${BILLING}/account`, { token: actors.operator })).statusCode).toBe(403);
      expect((await myEntries(actors.admin)).statusCode).toBe(403);
    });

    it("lists only the caller's entries, newest first, by kind and by time, with the waybill number as reference", async () => {
      const order = await newOrder(ctx, actors.member);
      expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
      const paid = await pay(actors.member, payment({ reference: 'MEMBER-TOPUP-1' }));
      expect(paid.statusCode).toBe(201);

      const all = (await myEntries(actors.member)).json();
      expect(all.totalCount).toBe(await entryCount(actors.member.id));
      const numbers = all.items.map((e: { entryNo: number }) => e.entryNo);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      expect(all.items[0]).toEqual({
        id: paid.json().id,
        entryNo: paid.json().entryNo,
        kind: 'payment',
        amountMinor: 100000,
        balanceAfterMinor: paid.json().balanceAfterMinor,
        currency: 'CNY',
        reference: 'MEMBER-TOPUP-1',
        memo: '',
        creationTime: paid.json().creationTime,
      });
      const charges = (await myEntries(actors.member, { kind: 'charge' })).json();
      expect(charges.items.every((e: { kind: string }) => e.kind === 'charge')).toBe(true);
      expect(charges.items.map((e: { reference: string }) => e.reference)).toContain(order.waybillNumber);

      const after = (await myEntries(actors.member, { createdFrom: paid.json().creationTime })).json();
      expect(after.items.map((e: { id: string }) => e.id)).toEqual([paid.json().id]);
      const before = (await myEntries(actors.member, { createdTo: paid.json().creationTime })).json();
      expect(before.items.map((e: { id: string }) => e.id)).not.toContain(paid.json().id);
      expect((await myEntries(actors.member, { maxResultCount: 1, skipCount: 1 })).json().items[0].entryNo).toBe(numbers[1]);

      // Another customer sees none of them.
      const theirs = (await myEntries(actors.merchant)).json();
      expect(theirs.items.filter((e: { reference: string | null }) => e.reference === 'MEMBER-TOPUP-1' || e.reference === order.waybillNumber)).toEqual([]);
      expect(theirs.totalCount).toBe(await entryCount(actors.merchant.id));
    });

    it('refuses a bad filter with the contract error shape', async () => {
      const res = await myEntries(actors.member, { kind: 'gift' });
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toContain('kind');
      expect((await myEntries(actors.member, { customerId: actors.merchant.id })).statusCode).toBe(400);
    });

    it("shows the order's live charge on its detail, uncharged before weighing; another customer's order stays 404", async () => {
      const order = await newOrder(ctx, actors.member);
      const before = (await ctx.get(`${F}/order/${order.id}`, { token: actors.member })).json();
      expect(before).toMatchObject({ chargeState: 'uncharged', charge: null });
      expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);

      const detail = await ctx.get(`${F}/order/${order.id}`, { token: actors.member });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().chargeState).toBe('charged');
      // docs/domain/billing.md, example 1.
      expect(detail.json().charge).toMatchObject({
        totalMinor: 71100,
        currency: 'CNY',
        chargeableWeightKg: 8.5,
        lines: [
          { kind: 'first-weight', quantity: null, unitAmountMinor: null, weightKg: 0.5, basisPoints: null, amountMinor: 12000 },
          { kind: 'additional-weight', quantity: 16, unitAmountMinor: 3200, weightKg: 0.5, basisPoints: null, amountMinor: 51200 },
          { kind: 'fuel-surcharge', quantity: null, unitAmountMinor: null, weightKg: null, basisPoints: 1250, amountMinor: 7900 },
        ],
      });
      expect((await ctx.get(`${F}/order/${order.id}`, { token: actors.merchant })).statusCode).toBe(404);

      const ops = await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator });
      expect(ops.json()).toMatchObject({ chargeState: 'charged', charge: detail.json().charge });
    });

    it("gives My waybills each order's charge total (null while uncharged), one query for the page", async () => {
      const charged = await newOrder(ctx, actors.member);
      const uncharged = await newOrder(ctx, actors.member);
      expect((await receiveBoxes(ctx, actors, charged.waybillNumber, BOXES)).statusCode).toBe(200);
      const list = await ctx.post(`${F}/order/list`, { token: actors.member, body: { waybillNumbers: [charged.waybillNumber, uncharged.waybillNumber] } });
      expect(list.statusCode).toBe(200);
      const items = list.json().items as { waybillNumber: string; chargeTotalMinor: number | null; chargeCurrency: string | null }[];
      expect(items.find((item) => item.waybillNumber === charged.waybillNumber)).toMatchObject({ chargeTotalMinor: 71100, chargeCurrency: 'CNY' });
      expect(items.find((item) => item.waybillNumber === uncharged.waybillNumber)).toMatchObject({ chargeTotalMinor: null, chargeCurrency: null });
    });

    it('refuses money fields a customer sends, and the staff money operations (403)', async () => {
      const created = await ctx.post(`${F}/order`, { token: actors.member, body: { ...orderInput(), chargeState: 'charged', charge: { totalMinor: 1, currency: 'CNY' } } });
      expect(created.statusCode).toBe(400);
      // The contract refuses unknown members (additionalProperties: false), each named in the caller's language.
      expect(membersOf(created).sort()).toEqual(['charge', 'chargeState']);
      expect(errorOf(created).validationErrors?.[0]?.message).toBe('不允许的字段 chargeState。');
      const order = await newOrder(ctx, actors.member);
      const edited = await ctx.put(`${F}/order/${order.id}`, { token: actors.member, body: { ...orderInput(), charge: null }, locale: 'en' });
      expect([edited.statusCode, membersOf(edited)]).toEqual([400, ['charge']]);
      expect(errorOf(edited).validationErrors?.[0]?.message).toMatch(/charge/);
      const listed = await myEntries(actors.member, { balanceMinor: 1 });
      expect([listed.statusCode, membersOf(listed)]).toEqual([400, ['balanceMinor']]);
      const before = await entryCount(actors.member.id);
      const selfPaid = await pay(actors.member, payment(), actors.member);
      expect([selfPaid.statusCode, errorOf(selfPaid).code]).toEqual([403, 'Ops:StaffOnly']);
      expect((await adjust(actors.member, { amountMinor: 100000, currency: 'CNY', reason: 'gift' }, actors.member)).statusCode).toBe(403);
      expect((await ctx.get(`${OPS}/customers/${actors.merchant.id}/billing-account`, { token: actors.member })).statusCode).toBe(403);
      expect((await ctx.post(`${OPS}/customers/${actors.merchant.id}/ledger-entries/list`, { token: actors.member, body: {} })).statusCode).toBe(403);
      expect(await entryCount(actors.member.id)).toBe(before);
    });
  });

  describe('the staff contract', () => {
    it("reads a customer's account and entries (operators too); a staff id or an unknown id is 404; 401 without a token", async () => {
      const res = await account(actors.merchant);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ customerId: actors.merchant.id, kind: 'prepaid', currency: 'CNY' });
      expect((await account(actors.operator)).statusCode).toBe(404);
      const order = await newOrder(ctx, actors.member);
      expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
      expect((await ctx.get(`${OPS}/customers/00000000-0000-4000-8000-00000000dead/billing-account`, { token: actors.operator })).statusCode).toBe(404);
      expect((await ctx.get(`${OPS}/customers/${actors.merchant.id}/billing-account`)).statusCode).toBe(401);
      const entries = await staffEntries(actors.member, { kind: 'charge' });
      expect(entries.statusCode).toBe(200);
      expect(entries.json().items[0]).toMatchObject({ customerId: actors.member.id, kind: 'charge', actorUserName: actors.operator.userName, payment: null, reversedByEntryId: null });
      expect((await staffEntries(actors.operator)).statusCode).toBe(404);
    });

    it('lets only admins set an account, audited; refuses credit on a prepaid account and a currency its entries are not in', async () => {
      const body = { kind: 'credit', creditLimitMinor: 500000, currency: 'CNY' };
      const byOperator = await setAccount(actors.merchant, body, actors.operator);
      expect([byOperator.statusCode, errorOf(byOperator).code]).toEqual([403, 'Ops:AdminOnly']);

      const audits = await auditCount(ctx, actors.merchant.id);
      const set = await setAccount(actors.merchant, body);
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ kind: 'credit', creditLimitMinor: 500000, currency: 'CNY', creditUsedMinor: 0 });
      expect(await auditCount(ctx, actors.merchant.id)).toBe(audits + 1);
      const audit = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', actors.merchant.id).orderBy('time', 'desc').executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'billing-account.update', entityType: 'customer', actorUserName: actors.admin.userName });
      expect(JSON.parse(audit.after ?? '{}')).toEqual({ kind: 'credit', creditLimitMinor: 500000 });
      expect((await account(actors.merchant, actors.merchant)).statusCode).toBe(403);

      const prepaid = await refusedIn((locale) => setAccount(actors.merchant, { kind: 'prepaid', creditLimitMinor: 100, currency: 'CNY' }, actors.admin, locale));
      expect(prepaid).toEqual({ code: 'Validation', members: ['creditLimitMinor'], en: 'A prepaid account has no credit limit: enter 0.', zh: '预付（余额）账户没有信用额度，请填 0。' });

      // The member has CNY entries (charges): another currency would mix them.
      const currency = await refusedIn((locale) => setAccount(actors.member, { kind: 'prepaid', creditLimitMinor: 0, currency: 'USD' }, actors.admin, locale));
      expect(currency).toMatchObject({ code: 'Billing:CurrencyHasEntries', en: 'This customer already has entries in CNY: the currency cannot be changed.' });
      expect(currency.zh).toContain('CNY');
      expect((await account(actors.member)).json().currency).toBe('CNY');
      // Without entries the currency changes.
      expect((await setAccount(yenMerchant, { kind: 'prepaid', creditLimitMinor: 0, currency: 'JPY' })).json()).toMatchObject({ currency: 'JPY', creditLimitMinor: null });
    });

    it('records a payment, audited, with its details; the credit used follows the balance', async () => {
      const audits = await auditCount(ctx, actors.merchant.id);
      const res = await pay(actors.merchant, payment({ method: 'alipay', amountMinor: 25050, reference: ' ALI-2026-001 ', memo: '十二月预付' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        customerId: actors.merchant.id,
        kind: 'payment',
        amountMinor: 25050,
        currency: 'CNY',
        reference: 'ALI-2026-001',
        memo: '十二月预付',
        actorUserName: actors.operator.userName,
        payment: { method: 'alipay', receivedOn: TODAY, reference: 'ALI-2026-001', separatePayment: false },
      });
      expect(await auditCount(ctx, actors.merchant.id)).toBe(audits + 1);
      expect((await account(actors.merchant)).json()).toMatchObject({ balanceMinor: res.json().balanceAfterMinor });
    });

    it('refuses bad payments with a clear error in each language, writing nothing', async () => {
      const before = await entryCount(actors.merchant.id);
      const audits = await auditCount(ctx, actors.merchant.id);
      const refused = (body: unknown, customer = actors.merchant) => refusedIn((locale) => pay(customer, body, actors.operator, locale));

      expect(await refused(payment({ amountMinor: 0 }))).toMatchObject({ members: ['amountMinor'], en: 'The amount must be greater than 0.', zh: '金额必须大于 0。' });
      expect(await refused(payment({ amountMinor: -500 }))).toMatchObject({ members: ['amountMinor'], en: 'The amount must be greater than 0.' });
      expect(await refused(payment({ amountMinor: 1_000_000_001 }))).toMatchObject({ members: ['amountMinor'], en: 'The amount is too large: at most 10,000,000 CNY.' });
      expect(await refused(payment({ amountMinor: 1e20 }))).toMatchObject({ members: ['amountMinor'] });
      expect(await refused(payment({ currency: 'USD' }))).toMatchObject({
        members: ['currency'],
        en: "The currency must be the customer's account currency, CNY.",
        zh: '币种必须与客户账户的币种 CNY 一致。',
      });
      expect(await refused(payment({ receivedOn: '2999-01-01' }))).toMatchObject({ members: ['receivedOn'], en: 'The date received cannot be after today.' });
      expect(await refused(payment({ reference: '   ' }))).toMatchObject({ members: ['reference'], en: "Please enter the payment's reference." });
      expect((await pay(actors.merchant, payment({ method: 'cheque' }))).statusCode).toBe(400);
      expect((await pay(actors.merchant, payment({ amountMinor: 12.5 }))).statusCode).toBe(400);
      // JPY has no decimals: 12345 hundredths is ¥123.45.
      expect(await refused(payment({ currency: 'JPY', amountMinor: 12345 }), yenMerchant)).toMatchObject({
        members: ['amountMinor'],
        en: 'Amounts in JPY have at most 0 decimal places.',
        zh: 'JPY 的金额最多 0 位小数。',
      });
      expect((await pay(yenMerchant, payment({ currency: 'JPY', amountMinor: 50000 }))).statusCode).toBe(201);

      expect(await entryCount(actors.merchant.id)).toBe(before);
      expect(await auditCount(ctx, actors.merchant.id)).toBe(audits);
    });

    it('refuses a reference recorded before for the customer unless staff say it is a separate payment', async () => {
      expect((await pay(actors.merchant, payment({ reference: 'WX-0001', method: 'wechat-pay' }))).statusCode).toBe(201);
      const before = await entryCount(actors.merchant.id);
      const again = await refusedIn((locale) => pay(actors.merchant, payment({ reference: ' wx-0001' }), actors.operator, locale));
      expect(again).toMatchObject({
        code: 'Billing:DuplicatePaymentReference',
        en: `A payment with the reference WX-0001 was already recorded for this customer (${TODAY}). If this is another payment, confirm it as a separate payment.`,
      });
      expect(again.zh).toContain('WX-0001');
      expect(await entryCount(actors.merchant.id)).toBe(before);
      // Another customer may have the same reference; and staff may confirm a separate payment.
      expect((await pay(actors.member, payment({ reference: 'WX-0001' }))).statusCode).toBe(201);
      const separate = await pay(actors.merchant, payment({ reference: 'WX-0001', separatePayment: true }));
      expect(separate.statusCode).toBe(201);
      expect(separate.json().payment).toMatchObject({ separatePayment: true });
    });

    it('records one of six identical payments sent at once, and refuses the others as a repeated reference', async () => {
      const before = await entryCount(actors.merchant.id);
      const body = payment({ reference: 'TWICE-AT-ONCE' });
      const answers = await Promise.all(Array.from({ length: 6 }, () => pay(actors.merchant, body)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
      for (const res of answers.filter((r) => r.statusCode === 400)) expect(errorOf(res).code).toBe('Billing:DuplicatePaymentReference');
      expect(await entryCount(actors.merchant.id)).toBe(before + 1);
    });

    it('adjusts either way with a mandatory reason, audited', async () => {
      const audits = await auditCount(ctx, actors.merchant.id);
      const down = await adjust(actors.merchant, { amountMinor: -5000, currency: 'CNY', reason: ' 偏远地区附加费 ' });
      expect(down.statusCode).toBe(201);
      expect(down.json()).toMatchObject({ kind: 'adjustment', amountMinor: -5000, memo: '偏远地区附加费', reference: null, payment: null });
      expect((await adjust(actors.merchant, { amountMinor: 2000, currency: 'CNY', reason: 'discount' })).statusCode).toBe(201);
      expect(await auditCount(ctx, actors.merchant.id)).toBe(audits + 2);

      const before = await entryCount(actors.merchant.id);
      expect(await refusedIn((locale) => adjust(actors.merchant, { amountMinor: -5000, currency: 'CNY', reason: '  ' }, actors.operator, locale))).toMatchObject({
        members: ['reason'],
        en: 'Please give the reason.',
        zh: '请填写原因。',
      });
      expect((await adjust(actors.merchant, { amountMinor: -5000, currency: 'CNY' })).statusCode).toBe(400);
      expect(await refusedIn((locale) => adjust(actors.merchant, { amountMinor: 0, currency: 'CNY', reason: 'x' }, actors.operator, locale))).toMatchObject({
        en: 'The amount cannot be 0.',
        zh: '金额不能为 0。',
      });
      expect(await refusedIn((locale) => adjust(actors.merchant, { amountMinor: -1_000_000_001, currency: 'CNY', reason: 'x' }, actors.operator, locale))).toMatchObject({
        members: ['amountMinor'],
      });
      expect(await entryCount(actors.merchant.id)).toBe(before);
    });

    it('reverses an entry once, with a reason; never a reversal or an order charge', async () => {
      const paid = (await pay(actors.merchant, payment({ amountMinor: 3000 }))).json();
      const audits = await auditCount(ctx, actors.merchant.id);
      expect(await refusedIn((locale) => reverse(paid.id, { reason: '' }, actors.operator, locale))).toMatchObject({ members: ['reason'] });
      const reversal = await reverse(paid.id, { reason: '重复录入' });
      expect(reversal.statusCode).toBe(201);
      expect(reversal.json()).toMatchObject({ kind: 'reversal', amountMinor: -3000, reversesEntryId: paid.id, memo: '重复录入', reference: paid.reference });
      expect(await auditCount(ctx, actors.merchant.id)).toBe(audits + 1);
      const listed = (await staffEntries(actors.merchant, { kind: 'payment' })).json().items.find((e: { id: string }) => e.id === paid.id);
      expect(listed.reversedByEntryId).toBe(reversal.json().id);

      const twice = await refusedIn((locale) => reverse(paid.id, { reason: 'again' }, actors.operator, locale));
      expect(twice).toMatchObject({ code: 'Billing:AlreadyReversed', en: 'This entry has already been reversed: it cannot be reversed again.', zh: '该账目已被冲正，不能再次冲正。' });
      expect((await refusedIn((locale) => reverse(reversal.json().id, { reason: 'undo' }, actors.operator, locale))).code).toBe('Billing:ReversalNotReversible');
      const charge = (await staffEntries(actors.member, { kind: 'charge' })).json().items[0];
      expect((await refusedIn((locale) => reverse(charge.id, { reason: 'x' }, actors.operator, locale))).code).toBe('Billing:ChargeNotReversible');
      expect((await reverse('00000000-0000-4000-8000-00000000dead', { reason: 'x' })).statusCode).toBe(404);
      expect((await reverse(paid.id, { reason: 'x' }, actors.member)).statusCode).toBe(403);
      expect(await auditCount(ctx, actors.merchant.id)).toBe(audits + 1);
    });

    it('leaves a ledger that balances (verify-ledger)', async () => {
      expect(await ledgerProblems(ctx)).toEqual([]);
    });
  });
});
