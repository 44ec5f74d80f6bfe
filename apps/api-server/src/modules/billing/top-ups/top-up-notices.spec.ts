import { UserType } from '@forwarder/contracts/api-f';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { auditCount, errorOf, membersOf, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { ledgerProblems, setUpBilling } from '../testing/billing-fixtures';
import { noticeFields, screenshotPng, submitNotice, TOP_UP_NOTICE } from '../testing/top-up-fixtures';

// Issue 29, top-up notices on the real server: a customer tells staff they paid, with a screenshot of the transfer;
// staff confirm it (the payment is recorded by recordCustomerPayment's function, once even when two confirm at once)
// or reject it with a reason; the customer is mailed either way in their language. Customers see only their own
// notices and screenshots; bad input is refused in the caller's language and writes nothing.

const NOTICES = `${OPS}/top-up-notices`;
const TODAY = new Date().toISOString().slice(0, 10);

describe('top-up notices', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  /** A customer whose account is in yen (no decimals). */
  let yenMember: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpBilling(ctx);
    yenMember = await ctx.createUser({ userType: UserType.Member });
    const set = await ctx.put(`${OPS}/customers/${yenMember.id}/billing-account`, { token: actors.admin, body: { kind: 'prepaid', creditLimitMinor: 0, currency: 'JPY' } });
    expect(set.statusCode).toBe(200);
    // The member reads mail in English, the merchant in Chinese (the default).
    await ctx.db.updateTable('users').set({ mailLocale: 'en' }).where('id', '=', actors.member.id).execute();
  });
  afterAll(() => ctx?.close());

  const count = async (table: 'top_up_notices' | 'ledger_entries' | 'mail_outbox', column: 'customerId' | 'relatedEntityId', id: string) =>
    Number(
      (
        await ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const notices = (customer: TestUser) => count('top_up_notices', 'customerId', customer.id);
  const entries = (customer: TestUser) => count('ledger_entries', 'customerId', customer.id);
  const mails = (customer: TestUser) => ctx.db.selectFrom('mail_outbox').selectAll().where('relatedEntityId', '=', customer.id).orderBy('creationTime').execute();
  const submitted = async (customer: TestUser, overrides: Record<string, string | number> = {}) => {
    const res = await submitNotice(ctx, customer, noticeFields(overrides));
    expect(res.statusCode).toBe(201);
    return res.json();
  };
  const confirm = (id: string, body: unknown = {}, token: TestUser = actors.operator, locale = 'en') => ctx.post(`${NOTICES}/${id}/confirm`, { token, body, locale });
  const reject = (id: string, body: unknown, token: TestUser = actors.operator, locale = 'en') => ctx.post(`${NOTICES}/${id}/reject`, { token, body, locale });
  const myList = (customer: TestUser | undefined, body: unknown = {}) => ctx.post(`${TOP_UP_NOTICE}/list`, { token: customer, body });
  /** A refusal's code, members and message in each language. */
  const refusedIn = async (send: (locale: string) => Promise<LightMyRequestResponse>) => {
    const [en, zh] = [await send('en'), await send('zh-Hans')];
    expect([en.statusCode, zh.statusCode]).toEqual([400, 400]);
    const text = (res: LightMyRequestResponse) => errorOf(res).validationErrors?.[0]?.message ?? errorOf(res).message;
    return { code: errorOf(en).code, members: membersOf(en), en: text(en), zh: text(zh) };
  };

  describe('customers', () => {
    it('submit a notice with a screenshot, list their own and fetch their own screenshot', async () => {
      const png = screenshotPng(90, 160);
      const res = await submitNotice(ctx, actors.member, noticeFields({ reference: ' CMB-2026-0001 ', memo: '十二月预付', method: 'bank-transfer', amountMinor: 123456 }), {
        name: 'IMG_0001.PNG',
        data: png,
      });
      expect(res.statusCode).toBe(201);
      const notice = res.json();
      expect(notice).toEqual({
        id: notice.id,
        state: 'pending',
        method: 'bank-transfer',
        amountMinor: 123456,
        currency: 'CNY',
        transferredOn: TODAY,
        reference: 'CMB-2026-0001',
        memo: '十二月预付',
        rejectReason: null,
        creationTime: notice.creationTime,
        decisionTime: null,
      });

      const list = (await myList(actors.member)).json();
      expect(list.items[0]).toEqual(notice);
      expect(list.totalCount).toBe(await notices(actors.member));
      expect((await myList(actors.member, { state: 'rejected' })).json().items.map((n: { id: string }) => n.id)).not.toContain(notice.id);

      const shot = await ctx.get(`${TOP_UP_NOTICE}/${notice.id}/screenshot`, { token: actors.member });
      expect(shot.statusCode).toBe(200);
      expect(shot.headers['content-type']).toBe('image/png');
      expect(shot.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(shot.rawPayload, png)).toBe(0);

      // Another customer sees neither the notice nor its screenshot.
      expect((await myList(actors.merchant)).json().items.map((n: { id: string }) => n.id)).not.toContain(notice.id);
      expect((await ctx.get(`${TOP_UP_NOTICE}/${notice.id}/screenshot`, { token: actors.merchant })).statusCode).toBe(404);
      expect((await ctx.get(`${TOP_UP_NOTICE}/00000000-0000-4000-8000-00000000dead/screenshot`, { token: actors.member })).statusCode).toBe(404);
    });

    it('are refused without a token (401); staff are refused the customer operations (403)', async () => {
      expect((await submitNotice(ctx, undefined, noticeFields())).statusCode).toBe(401);
      expect((await myList(undefined)).statusCode).toBe(401);
      const notice = await submitted(actors.member);
      expect((await ctx.get(`${TOP_UP_NOTICE}/${notice.id}/screenshot`)).statusCode).toBe(401);
      expect((await submitNotice(ctx, actors.operator, noticeFields())).statusCode).toBe(403);
      expect((await myList(actors.admin)).statusCode).toBe(403);
      expect((await ctx.get(`${TOP_UP_NOTICE}/${notice.id}/screenshot`, { token: actors.operator })).statusCode).toBe(403);
    });

    it('get a clear error in their language for a bad notice, and nothing is written', async () => {
      const before = await notices(actors.merchant);
      const refused = (fields: Record<string, string | number>, screenshot?: { name: string; data: Buffer } | null, customer = actors.merchant) =>
        refusedIn((locale) => submitNotice(ctx, customer, fields, screenshot, locale));

      expect(await refused(noticeFields({ amountMinor: 0 }))).toMatchObject({ members: ['amountMinor'], en: 'The amount must be greater than 0.', zh: '金额必须大于 0。' });
      expect(await refused(noticeFields({ amountMinor: -500 }))).toMatchObject({ members: ['amountMinor'], en: 'The amount must be greater than 0.' });
      expect(await refused(noticeFields({ amountMinor: 1_000_000_001 }))).toMatchObject({ members: ['amountMinor'], en: 'The amount is too large: at most 10,000,000 CNY.' });
      expect(await refused(noticeFields({ amountMinor: '1e20' }))).toMatchObject({ members: ['amountMinor'] });
      expect(await refused(noticeFields({ amountMinor: '12.5' }))).toMatchObject({ members: ['amountMinor'] });
      expect(await refused(noticeFields({ currency: 'USD' }))).toMatchObject({
        members: ['currency'],
        en: "A top-up must be in your account's currency, CNY.",
        zh: '充值币种必须是您账户的币种 CNY。',
      });
      // JPY has no decimals: 12345 hundredths is ¥123.45.
      expect(await refused(noticeFields({ currency: 'JPY', amountMinor: 12345 }), undefined, yenMember)).toMatchObject({
        members: ['amountMinor'],
        en: 'Amounts in JPY have at most 0 decimal places.',
      });
      expect(await refused(noticeFields({ transferredOn: '2999-01-01' }))).toMatchObject({ members: ['transferredOn'], en: 'The transfer date cannot be after today.', zh: '转账日期不能晚于今天。' });
      expect(await refused(noticeFields({ reference: '   ' }))).toMatchObject({ members: ['reference'], en: "Please enter the payment's reference." });
      expect(await refused(noticeFields({ method: 'cheque' }))).toMatchObject({ members: ['method'] });

      // The screenshot: required, and a picture by its own bytes (not its name or its declared type).
      expect((await refused(noticeFields(), null)).members).toEqual(['screenshot']);
      const notAnImage = await refused(noticeFields(), { name: 'transfer.png', data: Buffer.from('%PDF-1.7 not a picture at all') });
      expect(notAnImage).toEqual({
        code: 'Validation',
        members: ['screenshot'],
        en: 'The screenshot of the transfer must be a picture: upload a PNG, JPEG, WebP or GIF image.',
        zh: '转账截图必须是图片：请上传 PNG、JPEG、WebP 或 GIF 图片。',
      });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
      expect((await refused(noticeFields(), { name: 'transfer.svg', data: svg })).en).toBe(notAnImage.en);
      expect((await refused(noticeFields(), { name: 'transfer.gif', data: screenshotPng() })).members).toEqual(['screenshot']);

      // Money and state are not the customer's to send.
      expect((await refused(noticeFields({ state: 'confirmed' }))).members).toEqual(['state']);
      expect((await refused(noticeFields({ paymentEntryId: '00000000-0000-4000-8000-00000000dead' }))).members).toEqual(['paymentEntryId']);

      expect(await notices(actors.merchant)).toBe(before);
      expect((await submitNotice(ctx, yenMember, noticeFields({ currency: 'JPY', amountMinor: 50000 }))).statusCode).toBe(201);
    });
  });

  describe('staff', () => {
    it('list notices by state and customer, read one and its screenshot; customers get 403, no token 401', async () => {
      const mine = await submitted(actors.merchant, { amountMinor: 7700 });
      const list = await ctx.post(`${NOTICES}/list`, { token: actors.operator, body: { state: 'pending', customerId: actors.merchant.id } });
      expect(list.statusCode).toBe(200);
      const items = list.json().items as Array<{ id: string; state: string; customerId: string }>;
      expect(items[0]).toMatchObject({ id: mine.id, customerId: actors.merchant.id, customerUserName: actors.merchant.userName, state: 'pending', paymentEntryId: null });
      expect(items.every((n) => n.state === 'pending' && n.customerId === actors.merchant.id)).toBe(true);
      expect(list.json().totalCount).toBe(items.length);

      const one = await ctx.get(`${NOTICES}/${mine.id}`, { token: actors.admin });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id: mine.id, amountMinor: 7700, screenshotContentType: 'image/png', screenshotByteSize: screenshotPng().length });
      const shot = await ctx.get(`${NOTICES}/${mine.id}/screenshot`, { token: actors.operator });
      expect([shot.statusCode, shot.headers['content-type']]).toEqual([200, 'image/png']);
      expect((await ctx.get(`${NOTICES}/00000000-0000-4000-8000-00000000dead`, { token: actors.operator })).statusCode).toBe(404);

      expect((await ctx.post(`${NOTICES}/list`, { body: {} })).statusCode).toBe(401);
      expect((await ctx.post(`${NOTICES}/list`, { token: actors.merchant, body: {} })).statusCode).toBe(403);
      expect((await ctx.get(`${NOTICES}/${mine.id}`, { token: actors.merchant })).statusCode).toBe(403);
      expect((await ctx.get(`${NOTICES}/${mine.id}/screenshot`, { token: actors.merchant })).statusCode).toBe(403);
      expect((await confirm(mine.id, {}, actors.merchant)).statusCode).toBe(403);
      expect((await reject(mine.id, { reason: 'x' }, actors.merchant)).statusCode).toBe(403);
      expect((await ctx.post(`${NOTICES}/${mine.id}/confirm`, { body: {} })).statusCode).toBe(401);
      expect((await ctx.get(`${NOTICES}/${mine.id}/screenshot`)).statusCode).toBe(401);
      expect((await ctx.get(`${NOTICES}/${mine.id}`, { token: actors.admin })).json().state).toBe('pending');
    });

    it('confirm a notice: its payment is recorded, both audited, the customer mailed the amount and balance in their language', async () => {
      const notice = await submitted(actors.member, { amountMinor: 100000, reference: 'TOPUP-CONFIRM-1', memo: 'for December' });
      const [entriesBefore, auditsBefore, mailsBefore] = [await entries(actors.member), await auditCount(ctx, actors.member.id), (await mails(actors.member)).length];
      const res = await confirm(notice.id);
      expect(res.statusCode).toBe(200);
      const confirmed = res.json();
      expect(confirmed).toMatchObject({ id: notice.id, state: 'confirmed', decidedByUserName: actors.operator.userName, rejectReason: null });
      expect(confirmed.decisionTime).toEqual(expect.any(String));

      expect(await entries(actors.member)).toBe(entriesBefore + 1);
      const payment = (await ctx.post(`${OPS}/customers/${actors.member.id}/ledger-entries/list`, { token: actors.operator, body: { kind: 'payment' } })).json().items[0];
      expect(payment).toMatchObject({
        id: confirmed.paymentEntryId,
        kind: 'payment',
        amountMinor: 100000,
        reference: 'TOPUP-CONFIRM-1',
        memo: 'for December',
        actorUserName: actors.operator.userName,
        payment: { method: 'alipay', receivedOn: TODAY, reference: 'TOPUP-CONFIRM-1', separatePayment: false },
      });
      const audits = await ctx.db.selectFrom('audit_entries').select('action').where('entityId', '=', actors.member.id).orderBy('time', 'desc').limit(2).execute();
      expect(await auditCount(ctx, actors.member.id)).toBe(auditsBefore + 2);
      expect(audits.map((a) => a.action).sort()).toEqual(['ledger.payment', 'top-up-notice.confirm']);

      const mail = (await mails(actors.member)).slice(mailsBefore);
      expect(mail).toHaveLength(1);
      const balance = (await ctx.get(`${OPS}/customers/${actors.member.id}/billing-account`, { token: actors.operator })).json().balanceMinor as number;
      expect(mail[0]).toMatchObject({ kind: 'top-up-confirmed', locale: 'en', recipient: `${actors.member.userName}@example.com`, subject: 'Top-up of CNY 1,000.00 received' });
      expect(mail[0]?.text).toContain('reference TOPUP-CONFIRM-1');
      expect(mail[0]?.text).toContain(`Your balance: CNY ${(balance / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);

      // The customer sees it confirmed; it is answered once.
      expect((await myList(actors.member)).json().items.find((n: { id: string }) => n.id === notice.id)).toMatchObject({ state: 'confirmed' });
      const again = await refusedIn((locale) => confirm(notice.id, {}, actors.operator, locale));
      expect(again).toMatchObject({
        code: 'Billing:TopUpNoticeNotPending',
        en: 'This top-up notice has already been confirmed: it cannot be confirmed or rejected again.',
        zh: '该充值通知已被确认，不能再确认或驳回。',
      });
      expect((await reject(notice.id, { reason: 'late' })).statusCode).toBe(400);
      expect(await entries(actors.member)).toBe(entriesBefore + 1);
    });

    it('refuse to confirm a reference the customer already paid with unless told it is a separate payment', async () => {
      const paid = await ctx.post(`${OPS}/customers/${actors.merchant.id}/payments`, {
        token: actors.operator,
        body: { method: 'wechat-pay', amountMinor: 2000, currency: 'CNY', receivedOn: TODAY, reference: 'WX-TOPUP-7' },
      });
      expect(paid.statusCode).toBe(201);
      const notice = await submitted(actors.merchant, { reference: 'wx-topup-7 ', amountMinor: 2000 });
      const before = await entries(actors.merchant);
      const refused = await refusedIn((locale) => confirm(notice.id, {}, actors.operator, locale));
      expect(refused.code).toBe('Billing:DuplicatePaymentReference');
      expect(refused.en).toContain('WX-TOPUP-7');
      // Nothing happened: the notice waits, the ledger is as it was.
      expect(await entries(actors.merchant)).toBe(before);
      expect((await ctx.get(`${NOTICES}/${notice.id}`, { token: actors.operator })).json()).toMatchObject({ state: 'pending', paymentEntryId: null, decidedByUserName: null });

      const separate = await confirm(notice.id, { separatePayment: true });
      expect(separate.statusCode).toBe(200);
      expect(await entries(actors.merchant)).toBe(before + 1);
    });

    it('reject a notice with a required reason, audited and mailed in the customer language; the ledger is untouched', async () => {
      const notice = await submitted(actors.merchant, { amountMinor: 30000, reference: 'REJECT-ME-1' });
      const before = await entries(actors.merchant);
      expect(await refusedIn((locale) => reject(notice.id, { reason: '   ' }, actors.operator, locale))).toMatchObject({ members: ['reason'], en: 'Please give the reason.', zh: '请填写原因。' });
      expect(membersOf(await reject(notice.id, {}))).toEqual(['reason']);
      expect((await ctx.get(`${NOTICES}/${notice.id}`, { token: actors.operator })).json().state).toBe('pending');

      const mailsBefore = (await mails(actors.merchant)).length;
      const audits = await auditCount(ctx, actors.merchant.id);
      const res = await reject(notice.id, { reason: ' 未收到该笔转账 ' }, actors.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ state: 'rejected', rejectReason: '未收到该笔转账', paymentEntryId: null, decidedByUserName: actors.admin.userName });
      expect(await entries(actors.merchant)).toBe(before);
      expect(await auditCount(ctx, actors.merchant.id)).toBe(audits + 1);
      const mail = (await mails(actors.merchant)).slice(mailsBefore);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({ kind: 'top-up-rejected', locale: 'zh-Hans', subject: '充值 CNY 300.00 未能确认' });
      expect(mail[0]?.text).toContain('原因：未收到该笔转账');

      expect((await myList(actors.merchant, { state: 'rejected' })).json().items[0]).toMatchObject({ id: notice.id, state: 'rejected', rejectReason: '未收到该笔转账' });
      const twice = await refusedIn((locale) => confirm(notice.id, {}, actors.operator, locale));
      expect(twice).toMatchObject({ code: 'Billing:TopUpNoticeNotPending', en: 'This top-up notice has already been rejected: it cannot be confirmed or rejected again.' });
      expect(await entries(actors.merchant)).toBe(before);
    });

    it('record one payment when two staff members confirm the same notice at once', async () => {
      const notice = await submitted(actors.member, { amountMinor: 4200 });
      const before = await entries(actors.member);
      const answers = await Promise.all([confirm(notice.id), confirm(notice.id, {}, actors.admin), confirm(notice.id), reject(notice.id, { reason: 'duplicate' })]);
      expect(answers.map((res) => res.statusCode).filter((status) => status === 200)).toHaveLength(1);
      for (const res of answers.filter((r) => r.statusCode !== 200)) expect([res.statusCode, errorOf(res).code]).toEqual([400, 'Billing:TopUpNoticeNotPending']);
      const state = (await ctx.get(`${NOTICES}/${notice.id}`, { token: actors.operator })).json().state as string;
      expect(await entries(actors.member)).toBe(state === 'confirmed' ? before + 1 : before);
    });

    it('leave a ledger that balances (verify-ledger)', async () => {
      expect(await ledgerProblems(ctx)).toEqual([]);
    });
  });
});
