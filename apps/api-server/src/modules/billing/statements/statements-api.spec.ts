import { UserType } from '@forwarder/contracts/api-f';
import * as XLSX from 'xlsx';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { errorOf, membersOf, newOrder, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { streamStatementPdf } from '../documents/statement-pdf';
import { appendEntry, type EntryDraft } from '../ledger/ledger.service';
import { ledgerProblems, receiveBoxes, setUpBilling, type Box } from '../testing/billing-fixtures';
import { pdfLatinText } from '../testing/pdf-text';
import { monthOf } from './statement-month';
import { openStatement } from './statement.service';
import { hasPdfToText, pdfText } from '../../../../test/pdf-to-text';

// Issue 29, statements: a customer's month in the site's time zone (Asia/Shanghai here), from the contracts of both
// sides, as PDF and as .xlsx; a closed month regenerated after later entries gives the same document.

const BILLING = '/api/f/billing-management';
const BOXES: Box[] = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];

describe('monthly statements', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  /** A customer whose ledger this suite writes by hand, in March 2025. */
  let customer: TestUser;

  const entry = (draft: Partial<EntryDraft>, time: string) =>
    ctx.db.transaction().execute((trx) =>
      appendEntry(trx, { customerId: customer.id, kind: 'adjustment', amountMinor: 0, currency: 'CNY', reference: null, memo: '', ...draft }, null, time),
    );
  const mine = (month: string, format: string, token: TestUser | undefined = customer, locale = 'en') =>
    ctx.get(`${BILLING}/statement/${month}?format=${format}`, { token, locale });

  /** The statement's PDF drawn with the standard font (without the CJK font only the English half prints). */
  const statementPdf = async (month: string) => {
    const chunks: Buffer[] = [];
    const stream = streamStatementPdf(await openStatement(ctx.db, customer.id, month), { title: 't', fontFile: '/nonexistent/font.ttc' });
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpBilling(ctx);
    customer = await ctx.createUser({ userType: UserType.Merchant, merchantId: 'M900555' });
    // Before March (Shanghai): the opening balance.
    await entry({ kind: 'payment', amountMinor: 100000, reference: { type: 'payment', id: 'p1', label: 'CMB-0001' } }, '2025-02-20T02:00:00.000Z');
    // 1 March 00:30 in Shanghai is still 28 February in UTC: March's.
    await entry({ kind: 'charge', amountMinor: -71100, reference: { type: 'order', id: 'o1', label: 'FA100000017CN' }, memo: 'FA100000017CN' }, '2025-02-28T16:30:00.000Z');
    await entry({ amountMinor: -5000, memo: '偏远地区附加费 remote area' }, '2025-03-15T04:00:00.000Z');
    // 31 March 23:59 in Shanghai; then 1 April 00:01 there (April's).
    await entry({ kind: 'payment', amountMinor: 20000, reference: { type: 'payment', id: 'p2', label: 'ALI-0002' } }, '2025-03-31T15:59:00.000Z');
    await entry({ amountMinor: -1000, memo: 'April' }, '2025-03-31T16:01:00.000Z');
  });
  afterAll(() => ctx?.close());

  it('sums to its closing balance: opening + the month entries in the site time zone, each with its running balance', async () => {
    const statement = await openStatement(ctx.db, customer.id, '2025-03');
    expect(statement.header).toMatchObject({
      currency: 'CNY',
      openingMinor: 100000,
      creditsMinor: 20000,
      debitsMinor: 76100,
      closingMinor: 43900,
      entryCount: 3,
      period: { month: '2025-03', from: '2025-02-28T16:00:00.000Z', to: '2025-03-31T16:00:00.000Z', closed: true, timeZone: 'Asia/Shanghai' },
    });
    const lines = [];
    for await (const line of statement.lines) lines.push(line);
    expect(lines.map((l) => [l.time, l.kind, l.reference, l.amountMinor, l.balanceMinor])).toEqual([
      ['2025-03-01 00:30', 'charge', 'FA100000017CN', -71100, 28900],
      ['2025-03-15 12:00', 'adjustment', '', -5000, 23900],
      ['2025-03-31 23:59', 'payment', 'ALI-0002', 20000, 43900],
    ]);
    expect((await openStatement(ctx.db, customer.id, '2025-04')).header).toMatchObject({ openingMinor: 43900, closingMinor: 42900, entryCount: 1 });
  });

  it('downloads the .xlsx in the caller language, parsed back to the same figures', async () => {
    const res = await mine('2025-03', 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('statement-2025-03.xlsx');
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(res.rawPayload).Sheets.Statement as XLSX.WorkSheet, { header: 1, blankrows: false, defval: '' });
    expect(rows).toContainEqual(['Opening balance', '', '', '', '', '', 1000]);
    expect(rows).toContainEqual(['Date', 'No.', 'Kind', 'Reference', 'Memo', 'Amount', 'Balance']);
    expect(rows).toContainEqual(['2025-03-01 00:30', 2, 'Charge', 'FA100000017CN', 'FA100000017CN', -711, 289]);
    expect(rows).toContainEqual(['2025-03-15 12:00', 3, 'Adjustment', '', '偏远地区附加费 remote area', -50, 239]);
    expect(rows).toContainEqual(['2025-03-31 23:59', 4, 'Payment', 'ALI-0002', '', 200, 439]);
    expect(rows[rows.length - 1]).toEqual(['Closing balance', '', '', '', '', '', 439]);
    const zh = XLSX.read((await mine('2025-03', 'xlsx', customer, 'zh-Hans')).rawPayload);
    expect(XLSX.utils.sheet_to_json<unknown[]>(zh.Sheets['对账单'] as XLSX.WorkSheet, { header: 1, defval: '' })).toContainEqual(['2025-03-31 23:59', 4, '收款', 'ALI-0002', '', 200, 439]);
  });

  it('gives the same closed month again after later entries (identical file)', async () => {
    const before = (await mine('2025-03', 'xlsx')).rawPayload;
    await entry({ kind: 'payment', amountMinor: 777, reference: { type: 'payment', id: 'p3', label: 'LATE-1' } }, new Date().toISOString());
    const after = await mine('2025-03', 'xlsx');
    expect(after.statusCode).toBe(200);
    expect(Buffer.compare(after.rawPayload, before)).toBe(0);
    expect((await openStatement(ctx.db, customer.id, '2025-03')).header.closingMinor).toBe(43900);
  });

  it('writes the PDF with both languages, the forwarder, the customer and every figure', async () => {
    const res = await mine('2025-03', 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The text, drawn with the standard font (without the CJK font only the English half prints).
    const pdf = await statementPdf('2025-03');
    const text = pdfLatinText(pdf);
    for (const part of ['Statement of account', 'Globe Freight', customer.userName, '2025-03 (Asia/Shanghai)', 'Opening balance', '1,000.00 CNY', '439.00 CNY', '2025-03-01 00:30', 'FA100000017CN', '-711.00', '289.00', 'ALI-0002', 'Closing balance']) {
      expect(text).toContain(part);
    }
  });

  (hasPdfToText ? it : it.skip)('prints both languages with the CJK font', async () => {
    const text = pdfText((await mine('2025-03', 'pdf')).rawPayload);
    for (const part of ['Statement of account', '对账单', '期初余额', '运费', '偏远地区附加费', '439.00']) expect(text).toContain(part);
  });

  it("prints the forwarder's billing details an admin sets (staff contract), audited; operators may not", async () => {
    const details = {
      companyNameEn: 'Shenzhen Globe Freight Co., Ltd.',
      addressZh: '深圳市南山区科技园',
      addressEn: 'Science Park, Nanshan, Shenzhen',
      phone: '+86 755 8888 0000',
      taxNumber: '91440300MA5TEST001',
      bankName: 'China Merchants Bank',
      bankAccount: '7559 0000 0001',
    };
    expect((await ctx.put(`${OPS}/billing-settings`, { token: actors.operator, body: details })).statusCode).toBe(403);
    expect((await ctx.get(`${OPS}/billing-settings`, { token: actors.admin })).json()).toEqual({ companyNameEn: '', addressZh: '', addressEn: '', phone: '', taxNumber: '', bankName: '', bankAccount: '', siteCurrency: 'CNY' });
    const saved = await ctx.put(`${OPS}/billing-settings`, { token: actors.admin, body: { ...details, phone: ' +86 755 8888 0000 ' } });
    expect([saved.statusCode, saved.json()]).toEqual([200, { ...details, siteCurrency: 'CNY' }]);
    expect((await ctx.put(`${OPS}/billing-settings`, { token: actors.admin, body: { ...details, fax: '1' } })).statusCode).toBe(400);
    const audit = await ctx.db.selectFrom('audit_entries').selectAll().where('action', '=', 'billing-settings.update').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after ?? '{}')).toEqual(details);
    const text = pdfLatinText(await statementPdf('2025-03'));
    for (const part of [details.companyNameEn, details.addressEn, 'Tel +86 755 8888 0000', 'Tax no. 91440300MA5TEST001', 'Bank China Merchants Bank', 'Account 7559 0000 0001']) expect(text).toContain(part);
    expect(text).not.toContain('深圳');
  });

  it('refuses a malformed or future month with the contract error shape, in each language', async () => {
    const malformed = await mine('2025-13', 'pdf');
    expect([malformed.statusCode, membersOf(malformed)]).toEqual([400, ['month']]);
    expect((await mine('March', 'xlsx')).statusCode).toBe(400);
    expect((await mine('2025-03', 'docx')).statusCode).toBe(400);
    const future = await mine('2999-01', 'pdf');
    expect([future.statusCode, errorOf(future).code, errorOf(future).message]).toEqual([400, 'Billing:StatementMonthInFuture', '2999-01 has not begun: there is no statement for it yet.']);
    expect(errorOf(await mine('2999-01', 'pdf', customer, 'zh-Hans')).message).toBe('2999-01 尚未开始，没有对账单。');
  });

  it('lists the months from the first entry, newest first, the current one open', async () => {
    const res = await ctx.get(`${BILLING}/statement/months`, { token: customer });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { month: string; closed: boolean }[];
    expect(items[items.length - 1]).toEqual({ month: '2025-02', closed: true });
    expect(items[0]?.closed).toBe(false);
    expect(items.filter((i) => !i.closed)).toHaveLength(1);
  });

  it("gives staff any customer's statement; customers only their own; 401 and 403", async () => {
    const staff = await ctx.get(`${OPS}/customers/${customer.id}/statements/2025-03?format=xlsx`, { token: actors.operator, locale: 'en' });
    expect(staff.statusCode).toBe(200);
    expect(Buffer.compare(staff.rawPayload, (await mine('2025-03', 'xlsx')).rawPayload)).toBe(0);
    expect((await ctx.get(`${OPS}/customers/${customer.id}/statements/months`, { token: actors.operator })).json().items.length).toBeGreaterThan(1);
    expect((await ctx.get(`${OPS}/customers/${actors.operator.id}/statements/2025-03`, { token: actors.operator })).statusCode).toBe(404);
    expect((await ctx.get(`${OPS}/customers/${customer.id}/statements/2025-03`, { token: actors.member })).statusCode).toBe(403);
    expect((await ctx.get(`${BILLING}/statement/2025-03`)).statusCode).toBe(401);
    expect((await mine('2025-03', 'pdf', actors.admin)).statusCode).toBe(403);
    expect((await ctx.get(`${BILLING}/statement/months`)).statusCode).toBe(401);
    // Another customer's own statement holds none of this customer's entries.
    const order = await newOrder(ctx, actors.member);
    expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
    const month = monthOf('Asia/Shanghai', new Date());
    const theirs = await openStatement(ctx.db, actors.member.id, month);
    const refs = [];
    for await (const line of theirs.lines) refs.push(line.reference);
    expect(refs).toContain(order.waybillNumber);
    expect(refs).not.toContain('LATE-1');
  });

  it('leaves a ledger that balances (verify-ledger)', async () => {
    expect(await ledgerProblems(ctx)).toEqual([]);
  });
});
