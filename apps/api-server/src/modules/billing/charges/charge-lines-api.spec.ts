import { UserType } from '@forwarder/contracts/api-f';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { errorOf, membersOf, newOrder, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { ledgerOf, liveChargeOf } from '../index';
import { ledgerProblems, receiveBoxes, setUpBilling, type Box } from '../testing/billing-fixtures';

// Issue 29: staff add, change and remove lines of an order's charge, each with a reason. The live charge is
// superseded (its entry reversed, a new charge booked) in one transaction; holds follow; an invoiced charge is
// refused; customers see the lines named in their language; every refusal is localised and writes nothing; two
// staff members at once leave one live charge and a balanced ledger.

const BOXES: Box[] = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];
const TODAY = new Date().toISOString().slice(0, 10);
/** A refusal's message: the field's own when on a field, else the error's. */
const text = (res: LightMyRequestResponse) => errorOf(res).validationErrors?.[0]?.message ?? errorOf(res).message;
const line = (overrides: Record<string, unknown> = {}) => ({ chargeTypeCode: 'remote-area', amountMinor: 5000, currency: 'CNY', reason: '邮编 99950 属偏远地区', ...overrides });

describe('charge lines added by staff', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpBilling(ctx);
  });
  afterAll(() => ctx?.close());

  const add = (orderId: string, body: unknown, token: TestUser = actors.operator, locale = 'en') =>
    ctx.post(`${OPS}/orders/${orderId}/charge-lines`, { token, body, locale });
  const update = (orderId: string, lineId: string, body: unknown, token: TestUser = actors.operator) =>
    ctx.put(`${OPS}/orders/${orderId}/charge-lines/${lineId}`, { token, body, locale: 'en' });
  const remove = (orderId: string, lineId: string, body: unknown, token: TestUser = actors.operator) =>
    ctx.post(`${OPS}/orders/${orderId}/charge-lines/${lineId}/remove`, { token, body, locale: 'en' });
  const entriesOf = async (customer: TestUser, orderId: string) => (await ledgerOf(ctx.db, customer.id)).filter((e) => e.referenceId === orderId);
  const chargesOf = (orderId: string) => ctx.db.selectFrom('charges').selectAll().where('orderId', '=', orderId).execute();
  const received = async (customer: TestUser = actors.member) => {
    const order = await newOrder(ctx, customer);
    expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
    return order;
  };
  const pay = (customer: TestUser, amountMinor: number) =>
    ctx.post(`${OPS}/customers/${customer.id}/payments`, {
      token: actors.operator,
      body: { method: 'bank-transfer', amountMinor, currency: 'CNY', receivedOn: TODAY, reference: `R-${Math.random().toString(36).slice(2, 10)}` },
    });

  it('adds a line: the old charge superseded and its entry reversed, a new charge with every line booked, audited', async () => {
    const order = await received();
    const first = await liveChargeOf(ctx.db, order.id);
    const res = await add(order.id, line());
    expect(res.statusCode).toBe(200);
    const charge = res.json().charge;
    expect(charge.totalMinor).toBe(76_100);
    const manual = charge.lines.at(-1);
    expect(manual).toMatchObject({ kind: 'manual', chargeTypeCode: 'remote-area', chargeTypeName: 'Remote area surcharge', reason: '邮编 99950 属偏远地区', amountMinor: 5000 });
    expect(manual.lineId).toEqual(expect.any(String));
    expect(charge.lines.slice(0, -1).every((l: { lineId: string | null }) => l.lineId === null)).toBe(true);

    expect((await entriesOf(actors.member, order.id)).map((e) => [e.kind, e.amountMinor, e.reversesEntryId])).toEqual([
      ['charge', -71_100, null],
      ['reversal', 71_100, first?.ledgerEntryId],
      ['charge', -76_100, null],
    ]);
    expect((await chargesOf(order.id)).filter((c) => c.supersededAt === null)).toHaveLength(1);
    const audit = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', order.id).where('action', '=', 'charge-line.add').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ entityType: 'order', actorUserName: actors.operator.userName });
    expect(JSON.parse(audit.after ?? '{}')).toMatchObject({ totalMinor: 76_100, line: { chargeTypeCode: 'remote-area', amountMinor: 5000 } });

    // The customer sees the line named in their language.
    const zh = await ctx.get(`/api/f/logistics-management/order/${order.id}`, { token: actors.member });
    expect(zh.json().charge.lines.at(-1)).toMatchObject({ kind: 'manual', chargeTypeName: '偏远地区附加费', amountMinor: 5000 });
    const en = await ctx.get(`/api/f/logistics-management/order/${order.id}`, { token: actors.member, locale: 'en' });
    expect(en.json().charge.lines.at(-1).chargeTypeName).toBe('Remote area surcharge');
  });

  it('changes and removes a staff-added line, each with a reason; a discount line is negative', async () => {
    const order = await received();
    const lineId: string = (await add(order.id, line())).json().charge.lines.at(-1).lineId;
    const changed = await update(order.id, lineId, { amountMinor: 8000, currency: 'CNY', reason: '按实际派送费用调整' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().charge.lines.at(-1)).toMatchObject({ lineId, amountMinor: 8000, reason: '按实际派送费用调整' });
    expect(changed.json().charge.totalMinor).toBe(79_100);

    const discounted = await add(order.id, line({ chargeTypeCode: 'discount', amountMinor: -10_000, reason: '老客户优惠' }));
    expect(discounted.statusCode).toBe(200);
    expect(discounted.json().charge.totalMinor).toBe(69_100);

    const removed = await remove(order.id, lineId, { reason: '重复添加' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().charge.totalMinor).toBe(61_100);
    expect(removed.json().charge.lines.filter((l: { kind: string }) => l.kind === 'manual').map((l: { chargeTypeCode: string }) => l.chargeTypeCode)).toEqual(['discount']);
    // A rate-sheet line (no line id) or an unknown one cannot be changed: 404.
    expect((await remove(order.id, '00000000-0000-4000-8000-00000000dead', { reason: 'x' })).statusCode).toBe(404);
    const entries = await entriesOf(actors.member, order.id);
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(-61_100);
    expect(await ledgerProblems(ctx)).toEqual([]);
  });

  it('refuses bad lines with a localised error and writes nothing', async () => {
    const order = await received();
    const before = (await entriesOf(actors.member, order.id)).length;
    const refusals: [Record<string, unknown>, string, string][] = [
      [line({ amountMinor: 0 }), 'amountMinor', 'The amount cannot be 0.'],
      [line({ amountMinor: -500 }), 'amountMinor', 'Only a discount line may have a negative amount.'],
      [line({ chargeTypeCode: 'discount', amountMinor: 500 }), 'amountMinor', 'A discount line must have a negative amount.'],
      [line({ amountMinor: 2_000_000_000 }), 'amountMinor', 'The amount is too large: at most 10,000,000 CNY.'],
      [line({ reason: '   ' }), 'reason', 'Please give the reason.'],
      [line({ chargeTypeCode: 'no-such-type' }), 'chargeTypeCode', 'There is no charge type no-such-type.'],
      [line({ currency: 'USD' }), 'currency', "The currency must be the customer's account currency, CNY."],
      [line({ chargeTypeCode: 'discount', amountMinor: -1_000_000 }), 'amountMinor', "The order's charge cannot be below 0 after the change."],
    ];
    for (const [body, member, message] of refusals) {
      const res = await add(order.id, body);
      expect([res.statusCode, membersOf(res), text(res)]).toEqual([400, [member], message]);
    }
    // More decimals than hundredths, or no reason at all: refused by the contract.
    for (const body of [line({ amountMinor: 12.5 }), { chargeTypeCode: 'other', amountMinor: 100, currency: 'CNY' }]) {
      const res = await add(order.id, body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).validationErrors?.length).toBeGreaterThan(0);
    }
    const zh = await add(order.id, line({ amountMinor: 0 }), actors.operator, 'zh-Hans');
    expect(text(zh)).toBe('金额不能为 0。');
    // An order not weighed yet has no charge to add to.
    const fresh = await newOrder(ctx, actors.member);
    const uncharged = await add(fresh.id, line());
    expect([uncharged.statusCode, errorOf(uncharged).code]).toEqual([400, 'Billing:OrderUncharged']);
    expect((await entriesOf(actors.member, order.id)).length).toBe(before);
    expect((await add('00000000-0000-4000-8000-00000000dead', line())).statusCode).toBe(404);
  });

  it('an invoiced charge is refused, pointing to an adjustment', async () => {
    const order = await received();
    expect((await ctx.post(`${OPS}/orders/${order.id}/invoice`, { token: actors.operator })).statusCode).toBe(201);
    const res = await add(order.id, line());
    expect([res.statusCode, errorOf(res).code]).toEqual([400, 'Billing:ChargeInvoiced']);
    expect(errorOf(res).message).toContain('Adjust the customer');
    const zh = await add(order.id, line(), actors.operator, 'zh-Hans');
    expect(errorOf(zh).message).toContain('调账');
    expect(await chargesOf(order.id)).toHaveLength(1);
  });

  it('401 without a token, 403 for customers', async () => {
    const order = await received();
    expect((await ctx.post(`${OPS}/orders/${order.id}/charge-lines`, { body: line() })).statusCode).toBe(401);
    expect((await add(order.id, line(), actors.member)).statusCode).toBe(403);
    expect((await add(order.id, line(), actors.merchant)).statusCode).toBe(403);
    expect(await chargesOf(order.id)).toHaveLength(1);
  });

  it('holds follow the new total: a prepaid order the balance no longer covers is held, released when covered again', async () => {
    const customer = await ctx.createUser({ userType: UserType.Member });
    expect((await pay(customer, 80_000)).statusCode).toBe(201);
    const order = await received(customer);
    expect((await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json().paymentHold).toBeNull();
    const added = await add(order.id, line({ chargeTypeCode: 'repacking', amountMinor: 10_000, reason: '外箱破损，重新打包' }));
    expect(added.json().paymentHold).toMatchObject({ amountDueMinor: 1_100, currency: 'CNY' });
    const removed = await remove(order.id, added.json().charge.lines.at(-1).lineId, { reason: '客户自备包装' });
    expect(removed.json().paymentHold).toBeNull();
  });

  it('a re-weighing keeps the staff-added lines', async () => {
    const order = await received();
    const lineId: string = (await add(order.id, line())).json().charge.lines.at(-1).lineId;
    expect((await receiveBoxes(ctx, actors, order.waybillNumber, [{ weightKg: 12.2, lengthCm: 42, widthCm: 30, heightCm: 20 }])).statusCode).toBe(200);
    const charge = await liveChargeOf(ctx.db, order.id);
    expect(charge?.totalMinor).toBe(99_900 + 5000);
    expect(charge?.lines.at(-1)).toMatchObject({ kind: 'manual', manualLineId: lineId, amountMinor: 5000 });
  });

  it('two staff members adding lines to one order at once: one live charge with both lines, the ledger balanced', async () => {
    const order = await received(actors.merchant);
    const answers = await Promise.all([
      add(order.id, line({ chargeTypeCode: 'repacking', amountMinor: 3000, reason: 'A' })),
      add(order.id, line({ chargeTypeCode: 'storage', amountMinor: 2000, reason: 'B' }), actors.admin),
      add(order.id, line({ chargeTypeCode: 'other', amountMinor: 1000, reason: 'C' })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const rows = await chargesOf(order.id);
    expect(rows.filter((r) => r.supersededAt === null)).toHaveLength(1);
    const live = await liveChargeOf(ctx.db, order.id);
    expect(live?.totalMinor).toBe(71_100 + 6000);
    expect(live?.lines.filter((l) => l.kind === 'manual').map((l) => l.reason).sort()).toEqual(['A', 'B', 'C']);
    const entries = await entriesOf(actors.merchant, order.id);
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0)).toBe(-77_100);
    expect(await ledgerProblems(ctx)).toEqual([]);
  });
});
