import { UserType } from '@forwarder/contracts/api-ops';
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext, TestUser } from '../../../../test/harness';
import { errorOf, event, F, membersOf, newOrder, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { billingSuite, ledgerProblems, receiveBoxes, type Box } from '../testing/billing-fixtures';

// Issue 29, pay before dispatch, on the real server with the seeded rate sheets: an order weighed when the customer's
// account cannot cover its charge is held (prepaid below 0, credit below minus the limit); no way of moving an order
// takes it out of the warehouse then; a payment that covers it releases it (oldest first), as does a re-weighing that
// makes it covered, or an admin with a reason; the customer reads the hold on both order details and by mail.

// docs/domain/billing.md, example 1: ¥711.00.
const BOXES: Box[] = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];
// 0.5 kg, Standard air to the US: ¥120 + 12.5 % fuel = ¥135.00.
const SMALL: Box[] = [{ weightKg: 0.4, lengthCm: 10, widthCm: 10, heightCm: 10 }];
const TODAY = new Date().toISOString().slice(0, 10);
const DEPARTED = event('DEPARTED_ORIGIN', { locationZh: '深圳', locationEn: 'Shenzhen' });

describe('pay before dispatch: holds for payment', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  billingSuite((suite) => ({ ctx, actors } = suite));

  /** A new member (a clean ledger), whose mails are written in `locale`. */
  async function customer(locale: 'zh-Hans' | 'en' = 'zh-Hans'): Promise<TestUser> {
    const user = await ctx.createUser({ userType: UserType.Member });
    const res = await ctx.put(`/api/f/user-management/profile/mail-settings`, { token: user, body: { statusMail: 'milestones' }, locale });
    expect(res.statusCode).toBe(200);
    return user;
  }
  const received = async (owner: TestUser, boxes: Box[] = BOXES) => {
    const order = await newOrder(ctx, owner);
    const res = await receiveBoxes(ctx, actors, order.waybillNumber, boxes);
    expect(res.statusCode).toBe(200);
    return order;
  };
  const pay = (owner: TestUser, amountMinor: number) =>
    ctx.post(`${OPS}/customers/${owner.id}/payments`, {
      token: actors.operator,
      body: { method: 'bank-transfer', amountMinor, currency: 'CNY', receivedOn: TODAY, reference: `REF-${Math.random().toString(36).slice(2, 10)}` },
    });
  const customerHold = async (owner: TestUser, orderId: string) => {
    const res = await ctx.get(`${F}/order/${orderId}`, { token: owner });
    expect(res.statusCode).toBe(200);
    return res.json().paymentHold;
  };
  const opsHold = async (orderId: string) => (await ctx.get(`${OPS}/orders/${orderId}`, { token: actors.operator })).json().paymentHold;
  const depart = (orderId: string, locale = 'en') => ctx.post(`${OPS}/orders/${orderId}/events`, { token: actors.operator, body: DEPARTED, locale });
  /** POST release-hold as `token` (null: anonymous). */
  const release = (orderId: string, body: unknown, token: TestUser | null = actors.admin, locale = 'en') =>
    ctx.post(`${OPS}/orders/${orderId}/release-hold`, { body, locale, ...(token ? { token } : {}) });
  const mailsAbout = (orderId: string) =>
    ctx.db.selectFrom('mail_outbox').select(['kind', 'recipient', 'locale', 'subject', 'text']).where('relatedEntityId', '=', orderId).orderBy('creationTime').execute();
  const holdRows = (orderId: string) => ctx.db.selectFrom('order_holds').selectAll().where('orderId', '=', orderId).execute();
  const messageOf = (res: LightMyRequestResponse) => errorOf(res).validationErrors?.[0]?.message ?? errorOf(res).message;

  describe('held at receiving', () => {
    it('holds a prepaid order its balance cannot cover, with the amount due, on both order details and by mail', async () => {
      const owner = await customer('en');
      await pay(owner, 20000); // ¥200.00: short of ¥711.00 by ¥511.00
      const order = await received(owner);

      const expected = { amountDueMinor: 51100, currency: 'CNY', heldTime: expect.any(String) };
      expect(await customerHold(owner, order.id)).toEqual(expected);
      expect(await opsHold(order.id)).toEqual(expected);
      const mails = (await mailsAbout(order.id)).filter((m) => m.kind === 'order-held');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ recipient: `${owner.userName}@example.com`, locale: 'en', subject: `Waybill ${order.waybillNumber}: awaiting payment` });
      expect(mails[0]?.text).toContain('until you top up CNY 511.00');
    });

    it('does not hold an order the balance covers, and mails the hold in Chinese to a Chinese-speaking customer', async () => {
      const rich = await customer();
      await pay(rich, 100000);
      const covered = await received(rich);
      expect(await customerHold(rich, covered.id)).toBeNull();
      expect(await holdRows(covered.id)).toEqual([]);

      const poor = await customer();
      const held = await received(poor);
      expect(await customerHold(poor, held.id)).toMatchObject({ amountDueMinor: 71100 });
      const [mail] = (await mailsAbout(held.id)).filter((m) => m.kind === 'order-held');
      expect(mail).toMatchObject({ locale: 'zh-Hans', subject: `运单 ${held.waybillNumber} 待付款` });
      expect(mail?.text).toContain('请充值 CNY 711.00');
    });

    it('holds a monthly-credit order only when the charge takes the balance below minus the credit limit', async () => {
      const setLimit = async (user: TestUser, creditLimitMinor: number) =>
        expect((await ctx.put(`${OPS}/customers/${user.id}/billing-account`, { token: actors.admin, body: { kind: 'credit', creditLimitMinor, currency: 'CNY' } })).statusCode).toBe(200);
      const within = await customer();
      await setLimit(within, 100000);
      expect(await customerHold(within, (await received(within)).id)).toBeNull();

      const beyond = await customer();
      await setLimit(beyond, 50000);
      const order = await received(beyond);
      // −¥711.00 against a ¥500.00 limit: ¥211.00 to pay.
      expect(await customerHold(beyond, order.id)).toMatchObject({ amountDueMinor: 21100, currency: 'CNY' });
      expect([(await depart(order.id)).statusCode, errorOf(await depart(order.id)).code]).toEqual([400, 'Ops:AwaitingPayment']);
    });

    it('lets customers see only their own order (404 for another customer) and keeps one live hold per order', async () => {
      const owner = await customer();
      const order = await received(owner);
      const other = await customer();
      expect((await ctx.get(`${F}/order/${order.id}`, { token: other })).statusCode).toBe(404);
      // Weighed again with the same boxes: nothing changes, no second hold.
      expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
      expect(await holdRows(order.id)).toHaveLength(1);
      await expect(
        ctx.db
          .insertInto('order_holds')
          .values({ id: 'dup', orderId: order.id, customerId: owner.id, waybillNumber: order.waybillNumber, currency: 'CNY', amountDueMinor: 1, heldAt: TODAY, releasedAt: null, releaseKind: null, releasedById: null, releasedByUserName: null, releaseReason: null })
          .execute(),
      ).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
    });
  });

  describe('a held order cannot leave the warehouse', () => {
    let owner: TestUser;
    let order: { id: string; waybillNumber: string };
    beforeAll(async () => {
      owner = await customer();
      order = await received(owner);
    });

    it('refuses the console event, naming the reason and the amount in both languages', async () => {
      const en = await depart(order.id, 'en');
      const zh = await depart(order.id, 'zh-Hans');
      expect([en.statusCode, zh.statusCode]).toEqual([400, 400]);
      expect(errorOf(en).code).toBe('Ops:AwaitingPayment');
      expect(membersOf(en)).toEqual([order.waybillNumber]);
      expect(messageOf(en)).toBe(`${order.waybillNumber} is awaiting payment and cannot leave the warehouse: the customer is to top up CNY 711.00 (or an admin releases it).`);
      expect(messageOf(zh)).toBe(`${order.waybillNumber} 待付款，不能出库：客户需充值 CNY 711.00（或由管理员解除）。`);
      // Staying in the warehouse is allowed: an exception.
      const status = (await ctx.get(`${OPS}/orders/${order.id}`, { token: actors.operator })).json().status;
      expect(status).toBe(20);
    });

    it('refuses a scan', async () => {
      const res = await ctx.post(`${OPS}/scans`, { token: actors.operator, body: { waybillNumber: order.waybillNumber, event: DEPARTED }, locale: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ outcome: 'not-allowed', status: 20 });
      expect(res.json().message).toContain('awaiting payment');
    });

    it("refuses a batch's event, all or nothing, naming the held waybill", async () => {
      const paidUp = await customer();
      await pay(paidUp, 100000);
      const free = await received(paidUp);
      const batch = await ctx.post(`${OPS}/batches`, {
        token: actors.operator,
        body: { type: 'BAG', reference: `BAG-HOLD-${Date.now()}`, origin: 'SZX', destination: 'JFK', waybillNumbers: [order.waybillNumber, free.waybillNumber] },
      });
      expect(batch.statusCode).toBe(201);
      const res = await ctx.post(`${OPS}/batches/${batch.json().id}/events`, { token: actors.operator, body: DEPARTED, locale: 'en' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('Ops:BatchMoveNotAllowed');
      expect(membersOf(res)).toEqual([order.waybillNumber]);
      expect(messageOf(res)).toContain('awaiting payment');
      expect((await ctx.get(`${OPS}/orders/${free.id}`, { token: actors.operator })).json().status).toBe(20);
    });

    it('refuses the row of the event import', async () => {
      const row = { rowNumber: 2, waybillNumber: order.waybillNumber, ...DEPARTED, time: new Date().toISOString(), timeZone: '+08:00', descriptionZh: '', descriptionEn: '' };
      const res = await ctx.post(`${OPS}/event-import`, { token: actors.operator, body: { fileName: 'events.xlsx', rows: [row] }, locale: 'en' });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('Ops:ImportRefused');
      expect(messageOf(res)).toContain('awaiting payment');
    });

    it('refuses the event sent through the machine API', async () => {
      const key = await ctx.post(`${OPS}/api-keys`, { token: actors.admin, body: { name: 'carrier', scopes: ['events:write'] } });
      expect(key.statusCode).toBe(201);
      const item = { waybillNumber: order.waybillNumber, ...DEPARTED, time: new Date().toISOString() };
      const res = await ctx.post(`${OPS}/integrations/events`, { body: { events: [item] }, locale: 'en', headers: { 'x-api-key': key.json().secret } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ storedCount: 0, refusedCount: 1, items: [{ outcome: 'refused', errorCode: 'Ops:AwaitingPayment' }] });
      expect(res.json().items[0].message).toContain('CNY 711.00');
    });
  });

  describe('released', () => {
    it('by payments, oldest first while covered, in the payment’s transaction, mailed', async () => {
      const owner = await customer('en');
      const first = await received(owner);
      const second = await received(owner);
      expect(await customerHold(owner, first.id)).toMatchObject({ amountDueMinor: 71100 });
      expect(await customerHold(owner, second.id)).toMatchObject({ amountDueMinor: 142200 });

      expect((await pay(owner, 100000)).statusCode).toBe(201);
      expect(await customerHold(owner, first.id)).toBeNull();
      expect(await customerHold(owner, second.id)).toMatchObject({ amountDueMinor: 42200 });
      expect((await depart(first.id)).statusCode).toBe(200);
      expect(errorOf(await depart(second.id)).code).toBe('Ops:AwaitingPayment');
      expect(await holdRows(first.id)).toEqual([expect.objectContaining({ releaseKind: 'covered', releasedByUserName: actors.operator.userName, releasedAt: expect.any(String) })]);
      const [released] = (await mailsAbout(first.id)).filter((m) => m.kind === 'order-released');
      expect(released).toMatchObject({ locale: 'en', subject: `Waybill ${first.waybillNumber}: payment hold released` });

      expect((await pay(owner, 42200)).statusCode).toBe(201);
      expect(await customerHold(owner, second.id)).toBeNull();
      expect((await depart(second.id)).statusCode).toBe(200);
      expect(await ledgerProblems(ctx)).toEqual([]);
    });

    it('by an adjustment in the customer’s favour, and by a re-weighing that makes the charge covered', async () => {
      const owner = await customer();
      const adjusted = await received(owner);
      const adj = await ctx.post(`${OPS}/customers/${owner.id}/adjustments`, { token: actors.operator, body: { amountMinor: 71100, currency: 'CNY', reason: '补偿' } });
      expect(adj.statusCode).toBe(201);
      expect(await customerHold(owner, adjusted.id)).toBeNull();

      const light = await customer();
      await pay(light, 20000);
      const reweighed = await received(light);
      expect(await customerHold(light, reweighed.id)).toMatchObject({ amountDueMinor: 51100 });
      // Repacked into one small box: ¥135.00, which ¥200.00 covers.
      expect((await receiveBoxes(ctx, actors, reweighed.waybillNumber, SMALL)).statusCode).toBe(200);
      expect(await customerHold(light, reweighed.id)).toBeNull();
      expect(await holdRows(reweighed.id)).toEqual([expect.objectContaining({ releaseKind: 'covered' })]);
      // Weighed heavy again: held anew (a new live hold; the released one kept).
      expect((await receiveBoxes(ctx, actors, reweighed.waybillNumber, BOXES)).statusCode).toBe(200);
      expect(await customerHold(light, reweighed.id)).toMatchObject({ amountDueMinor: 51100 });
      expect(await holdRows(reweighed.id)).toHaveLength(2);
      expect(await ledgerProblems(ctx)).toEqual([]);
    });

    it('by an admin with a reason: audited and mailed; 400 when not held or no reason, 401, 403 for operators and customers, 404', async () => {
      const owner = await customer();
      const order = await received(owner);

      expect((await release(order.id, { reason: 'x' }, null)).statusCode).toBe(401);
      const byOperator = await release(order.id, { reason: 'x' }, actors.operator);
      expect([byOperator.statusCode, errorOf(byOperator).code]).toEqual([403, 'Ops:AdminOnly']);
      expect((await release(order.id, { reason: 'x' }, owner)).statusCode).toBe(403);
      expect((await release('00000000-0000-4000-8000-00000000dead', { reason: 'x' })).statusCode).toBe(404);
      const blank = await release(order.id, { reason: '  ' });
      expect([blank.statusCode, membersOf(blank)]).toEqual([400, ['reason']]);

      const done = await release(order.id, { reason: 'Paid in cash at the counter' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ id: order.id, paymentHold: null });
      expect(await customerHold(owner, order.id)).toBeNull();
      expect(await holdRows(order.id)).toEqual([
        expect.objectContaining({ releaseKind: 'admin', releasedById: actors.admin.id, releasedByUserName: actors.admin.userName, releaseReason: 'Paid in cash at the counter' }),
      ]);
      const audit = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', order.id).where('action', '=', 'order.release-hold').execute();
      expect(audit).toHaveLength(1);
      const holdMails = (await mailsAbout(order.id)).filter((m) => m.kind !== 'order-status');
      expect(holdMails.map((m) => m.kind).sort()).toEqual(['order-held', 'order-released']);
      expect((await depart(order.id)).statusCode).toBe(200);

      const again = await release(order.id, { reason: 'again' }, actors.admin, 'en');
      expect([again.statusCode, errorOf(again).code]).toEqual([400, 'Billing:OrderNotHeld']);
      expect(errorOf(again).message).toBe(`Waybill ${order.waybillNumber} is not awaiting payment: there is no hold to release.`);
      const zh = await release(order.id, { reason: 'again' }, actors.admin, 'zh-Hans');
      expect(errorOf(zh).message).toBe(`运单 ${order.waybillNumber} 没有待付款，无需解除。`);
      expect(await ledgerProblems(ctx)).toEqual([]);
    });
  });
});
