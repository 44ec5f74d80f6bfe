import { UserType } from '@forwarder/contracts/api-ops';
import * as XLSX from 'xlsx';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { errorOf, membersOf, newOrder, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { appendEntry, type EntryDraft } from '../ledger/ledger.service';
import { ledgerProblems, receiveBoxes, setUpBilling, type Box } from '../testing/billing-fixtures';
import { submitNotice, noticeFields } from '../testing/top-up-fixtures';
import { dueCutAt, iterateReceivables, listReceivables } from './receivables.service';

// Issue 29, the receivables view on the real server (Asia/Shanghai, the seeded sheets): one row per customer with
// money to follow, every figure from the database in one statement; filters, sorting, paging, the .xlsx export in
// both languages, the overdue rule (docs/domain/billing.md, "Receivables") at chosen instants, and staff only.

const LIST = `${OPS}/receivables/list`;
const EXPORT = `${OPS}/receivables/export`;
// docs/domain/billing.md, example 1: ¥711.00.
const BOXES: Box[] = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];

describe('receivables', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  /** Prepaid, one order held for ¥711.00. */
  let held: TestUser;
  /** Monthly credit (limit ¥1,000.00): September ¥500.00 charged, ¥200.00 paid in October, ¥400.00 charged in October. */
  let credit: TestUser;
  /** Prepaid merchant with a pending top-up notice of ¥500.00 and no entry. */
  let noticing: TestUser;

  const entry = (customer: TestUser, draft: Partial<EntryDraft>, time: string) =>
    ctx.db.transaction().execute((trx) =>
      appendEntry(trx, { customerId: customer.id, kind: 'adjustment', amountMinor: 0, currency: 'CNY', reference: null, memo: 'test', ...draft }, null, time),
    );

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpBilling(ctx);
    held = await ctx.createUser({ userName: 'rcv-held', userType: UserType.Member });
    credit = await ctx.createUser({ userName: 'rcv-credit', userType: UserType.Member });
    noticing = await ctx.createUser({ userName: 'rcv-notice', userType: UserType.Merchant });
    const order = await newOrder(ctx, held);
    expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
    const account = await ctx.put(`${OPS}/customers/${credit.id}/billing-account`, { token: actors.admin, body: { kind: 'credit', creditLimitMinor: 100000, currency: 'CNY' } });
    expect(account.statusCode).toBe(200);
    await entry(credit, { amountMinor: -50000 }, '2026-09-10T02:00:00.000Z');
    await entry(credit, { amountMinor: 20000 }, '2026-10-05T02:00:00.000Z');
    await entry(credit, { amountMinor: -40000 }, '2026-10-12T02:00:00.000Z');
    expect((await submitNotice(ctx, noticing, noticeFields({ amountMinor: 50000 }))).statusCode).toBe(201);
  });
  afterAll(() => ctx?.close());

  const list = (body: unknown = {}, token: TestUser | undefined = actors.operator, locale = 'en') => ctx.post(LIST, { token, body, locale });
  const rowOf = async (customer: TestUser, now: Date) => (await listReceivables(ctx.db, { keyword: customer.userName }, now)).items[0];

  it('lists each customer with money to follow, every figure aggregated', async () => {
    const res = await list({ keyword: 'rcv-' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(3);
    // Default sorting: balance ascending (who owes most first).
    expect(body.items.map((r: { customerUserName: string }) => r.customerUserName)).toEqual(['rcv-held', 'rcv-credit', 'rcv-notice']);
    expect(body.items[0]).toEqual({
      customerId: held.id,
      customerUserName: 'rcv-held',
      customerName: 'rcv-held',
      kind: 'prepaid',
      currency: 'CNY',
      balanceMinor: -71100,
      creditLimitMinor: null,
      creditUsedMinor: null,
      heldOrderCount: 1,
      heldAmountMinor: 71100,
      pendingNoticeCount: 0,
      overdue: false,
      overdueAmountMinor: 0,
    });
    expect(body.items[1]).toMatchObject({ kind: 'credit', balanceMinor: -70000, creditLimitMinor: 100000, creditUsedMinor: 70000, heldOrderCount: 0 });
    expect(body.items[2]).toMatchObject({ kind: 'prepaid', balanceMinor: 0, pendingNoticeCount: 1, heldOrderCount: 0 });
    expect(await ledgerProblems(ctx)).toEqual([]);
  });

  it('filters by kind, held, pending notices, overdue and keyword (user name or e-mail), and pages', async () => {
    const names = async (body: Record<string, unknown>) => (await list({ keyword: 'rcv-', ...body })).json().items.map((r: { customerUserName: string }) => r.customerUserName);
    expect(await names({ kind: 'credit' })).toEqual(['rcv-credit']);
    expect(await names({ kind: 'prepaid' })).toEqual(['rcv-held', 'rcv-notice']);
    expect(await names({ heldOnly: true })).toEqual(['rcv-held']);
    expect(await names({ pendingNoticesOnly: true })).toEqual(['rcv-notice']);
    expect(await names({ keyword: 'RCV-CREDIT@example' })).toEqual(['rcv-credit']);
    expect(await names({ sorting: 'balance desc' })).toEqual(['rcv-notice', 'rcv-credit', 'rcv-held']);
    expect(await names({ sorting: 'heldAmount desc', maxResultCount: 1 })).toEqual(['rcv-held']);
    const second = (await list({ keyword: 'rcv-', maxResultCount: 2, skipCount: 2 })).json();
    expect([second.totalCount, second.items.length]).toEqual([3, 1]);
    // Today the credit account's September is long due and unpaid (¥500.00 − ¥200.00 credited since).
    expect(await names({ overdueOnly: true })).toEqual(['rcv-credit']);
  });

  describe('overdue (credit accounts): the due month owed, less credits since, after the 15th', () => {
    it('the due cut is the current month from the 16th, the previous month until the 15th (site time zone)', () => {
      expect(dueCutAt('Asia/Shanghai', new Date('2026-10-15T15:59:00.000Z'))).toBe('2026-08-31T16:00:00.000Z'); // 10-15 23:59 local
      expect(dueCutAt('Asia/Shanghai', new Date('2026-10-15T16:00:00.000Z'))).toBe('2026-09-30T16:00:00.000Z'); // 10-16 00:00 local
      expect(dueCutAt('Asia/Shanghai', new Date('2026-01-05T00:00:00.000Z'))).toBe('2025-11-30T16:00:00.000Z');
    });

    it('not overdue until September is due; then what of September is not covered by credits since', async () => {
      expect(await rowOf(credit, new Date('2026-10-10T04:00:00.000Z'))).toMatchObject({ overdue: false, overdueAmountMinor: 0 });
      // 10-20: September is due: −¥500.00 at its end, +¥200.00 since → ¥300.00 overdue; October's −¥400.00 is not due yet.
      expect(await rowOf(credit, new Date('2026-10-20T04:00:00.000Z'))).toMatchObject({ overdue: true, overdueAmountMinor: 30000, balanceMinor: -70000 });
      // 11-20: October is due too: −¥700.00 at its end, nothing credited since.
      expect(await rowOf(credit, new Date('2026-11-20T04:00:00.000Z'))).toMatchObject({ overdue: true, overdueAmountMinor: 70000 });
      // A prepaid account is never overdue, whatever it owes.
      expect(await rowOf(held, new Date('2027-03-20T04:00:00.000Z'))).toMatchObject({ balanceMinor: -71100, overdue: false });
    });
  });

  it('exports the filtered list as .xlsx in the request language', async () => {
    const en = await ctx.post(EXPORT, { token: actors.operator, body: { keyword: 'rcv-', kind: 'prepaid' }, locale: 'en' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(en.headers['content-disposition']).toMatch(/^attachment; filename="receivables-\d{8}\.xlsx"/);
    const rows = (data: Buffer) => {
      const book = XLSX.read(data, { type: 'buffer' });
      return XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0] ?? ''] as XLSX.WorkSheet, { header: 1 });
    };
    const enRows = rows(en.rawPayload);
    expect(enRows[0]?.slice(0, 5)).toEqual(['User name', 'Customer', 'Account', 'Currency', 'Balance']);
    expect(enRows.slice(1).map((r) => [r[0], r[2], r[4], r[7], r[8]])).toEqual([
      ['rcv-held', 'Prepaid', -711, 1, 711],
      ['rcv-notice', 'Prepaid', 0, 0, 0],
    ]);
    const zh = await ctx.post(EXPORT, { token: actors.operator, body: { keyword: 'rcv-credit' } });
    const zhRows = rows(zh.rawPayload);
    expect(zhRows[0]?.slice(0, 3)).toEqual(['用户名', '客户名称', '账户类型']);
    expect(zhRows[1]?.slice(0, 3)).toEqual(['rcv-credit', 'rcv-credit', '月结']);
  });

  it('refuses an export beyond its row limit before writing (limit lowered to keep the test small)', async () => {
    await expect(iterateReceivables(ctx.db, { keyword: 'rcv-' }, new Date(), 2)).rejects.toMatchObject({ status: 400, code: 'Billing:ExportTooLarge', params: { limit: 2, count: 3 } });
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [body, member] of [
      [{ sorting: 'customerName asc' }, 'sorting'],
      [{ kind: 'postpaid' }, 'kind'],
      [{ keyword: 'x'.repeat(101) }, 'keyword'],
      [{ maxResultCount: 0 }, 'maxResultCount'],
      [{ bogus: true }, 'bogus'],
    ] as const) {
      const res = await list(body);
      expect([res.statusCode, membersOf(res)]).toEqual([400, [member]]);
    }
    expect((await ctx.post(EXPORT, { token: actors.operator, body: { heldOnly: 'yes' } })).statusCode).toBe(400);
  });

  it('is for staff: 401 without a token, 403 for customers (list and export); operators and admins read it', async () => {
    for (const url of [LIST, EXPORT]) {
      expect((await ctx.post(url, { body: {} })).statusCode).toBe(401);
      for (const customer of [held, noticing]) {
        const res = await ctx.post(url, { token: customer, body: {} });
        expect([res.statusCode, errorOf(res).code]).toEqual([403, 'Ops:StaffOnly']);
      }
    }
    expect((await list({}, actors.admin)).statusCode).toBe(200);
  });
});
