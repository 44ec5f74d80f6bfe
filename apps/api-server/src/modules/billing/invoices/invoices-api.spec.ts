import { UserType } from '@forwarder/contracts/api-f';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { nextSequenceValue } from '../../../db/sequences';
import { auditCount, errorOf, membersOf, newOrder, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { renderInvoicePdf } from '../documents/invoice-pdf';
import { issuerOf } from '../statements/statement.service';
import { dayOf } from '../statements/statement-month';
import { ledgerProblems, receiveBoxes, setUpBilling, type Box } from '../testing/billing-fixtures';
import { pdfLatinText } from '../testing/pdf-text';
import { hasPdfToText, pdfText } from '../../../../test/pdf-to-text';
import { findInvoice, findInvoiceItems } from './invoices.repository';
import { chargeLinesOfCharge } from '../charges/charges.service';
import { requireCustomer } from '../customer-check';

// Issue 29, invoices: staff invoice an order's charge or a customer's charges of a period; numbers run without gaps
// in each year (a refused or failed creation takes none; creations at once take consecutive ones); invoiced charges
// are not priced again by weighing; both sides list and download, customers only their own.

const BILLING = '/api/f/billing-management';
const BOXES: Box[] = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];
const HEAVIER: Box[] = [{ weightKg: 12.2, lengthCm: 42, widthCm: 30, heightCm: 20 }];

describe('invoices', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let customer: TestUser;
  const today = dayOf('Asia/Shanghai', new Date());
  const year = Number(today.slice(0, 4));

  const invoiceOrder = (orderId: string, locale = 'en') => ctx.post(`${OPS}/orders/${orderId}/invoice`, { token: actors.operator, locale });
  const invoicePeriod = (who: TestUser, body: unknown, locale = 'en') => ctx.post(`${OPS}/customers/${who.id}/invoices`, { token: actors.operator, body, locale });
  const seqOf = (number: string) => Number(number.slice(-6));
  const received = async (who: TestUser) => {
    const order = await newOrder(ctx, who);
    expect((await receiveBoxes(ctx, actors, order.waybillNumber, BOXES)).statusCode).toBe(200);
    return order;
  };
  /** The year's counter as it stands: the last number taken. */
  const lastNumber = async () =>
    Number((await ctx.db.selectFrom('sequences').select('value').where('name', '=', `invoice-number:${year}`).executeTakeFirst())?.value ?? 0);

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpBilling(ctx);
    customer = await ctx.createUser({ userType: UserType.Merchant, merchantId: 'M900556' });
  });
  afterAll(() => ctx?.close());

  it("invoices an order's charge once, numbered INV-<year>-<6 digits>, audited; weighing again no longer prices it", async () => {
    const order = await received(customer);
    const audits = await auditCount(ctx, customer.id);
    const res = await invoiceOrder(order.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ customerId: customer.id, kind: 'order', reference: order.waybillNumber, periodFrom: null, currency: 'CNY', totalMinor: 71100, chargeCount: 1 });
    expect(res.json().number).toBe(`INV-${year}-${String(await lastNumber()).padStart(6, '0')}`);
    expect(await auditCount(ctx, customer.id)).toBe(audits + 1);

    const again = await invoiceOrder(order.id);
    expect([again.statusCode, errorOf(again).code, errorOf(again).message]).toEqual([400, 'Billing:AlreadyInvoiced', `This order's charge is already on invoice ${res.json().number}.`]);
    // Weighed again once invoiced: the charge stays (docs/domain/billing.md).
    expect((await receiveBoxes(ctx, actors, order.waybillNumber, HEAVIER)).statusCode).toBe(200);
    const detail = await ctx.get(`/api/f/logistics-management/order/${order.id}`, { token: customer });
    expect(detail.json()).toMatchObject({ chargeState: 'invoiced', charge: { totalMinor: 71100 } });
  });

  it('takes no number for a refused creation nor for one that fails after taking it', async () => {
    const before = await lastNumber();
    const uncharged = await newOrder(ctx, customer);
    const refused = await invoiceOrder(uncharged.id, 'zh-Hans');
    expect([refused.statusCode, errorOf(refused).code]).toEqual([400, 'Billing:NothingToInvoice']);
    expect(errorOf(refused).message).toBe('没有可开账单的费用（未称重计费，或已开过账单）。');
    const empty = await invoicePeriod(customer, { from: '2020-01-01', to: '2020-01-31' });
    expect([empty.statusCode, errorOf(empty).code]).toEqual([400, 'Billing:NothingToInvoice']);
    // A creation that fails once its number is taken rolls the number back with the rest.
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await nextSequenceValue(trx, `invoice-number:${year}`);
        throw new Error('the invoice insert failed');
      }),
    ).rejects.toMatchObject({ message: 'the invoice insert failed' });
    expect(await lastNumber()).toBe(before);
    const next = await invoiceOrder((await received(customer)).id);
    expect(seqOf(next.json().number)).toBe(before + 1);
  });

  it('numbers invoices created at once consecutively, and invoices an order once when asked at once', async () => {
    const before = await lastNumber();
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await received(customer));
    const answers = await Promise.all(orders.map((o) => invoiceOrder(o.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(answers.map((a) => seqOf(a.json().number)).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5].map((n) => before + n));

    const one = await received(customer);
    const same = await Promise.all([invoiceOrder(one.id), invoiceOrder(one.id), invoiceOrder(one.id)]);
    expect(same.map((a) => a.statusCode).sort()).toEqual([201, 400, 400]);
    expect(seqOf(same.find((a) => a.statusCode === 201)?.json().number)).toBe(before + 6);
    expect(await lastNumber()).toBe(before + 6);
  });

  it("invoices a period: the customer's uninvoiced live charges of those days", async () => {
    const other = await ctx.createUser({ userType: UserType.Member });
    const [a, b] = [await received(other), await received(other)];
    await invoiceOrder(a.id);
    const res = await invoicePeriod(other, { from: today, to: today });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'period', reference: null, periodFrom: today, periodTo: today, totalMinor: 71100, chargeCount: 1 });
    const items = await findInvoiceItems(ctx.db, res.json().id);
    expect(items.map((i) => i.referenceLabel)).toEqual([b.waybillNumber]);
    expect(errorOf(await invoicePeriod(other, { from: today, to: today })).code).toBe('Billing:NothingToInvoice');
    const backwards = await invoicePeriod(other, { from: today, to: '2020-01-01' });
    expect([backwards.statusCode, membersOf(backwards), errorOf(backwards).validationErrors?.[0]?.message]).toEqual([
      400,
      ['to'],
      'The period is not valid: the last day cannot be before the first, nor after today.',
    ]);
    expect(membersOf(await invoicePeriod(other, { from: today, to: '2999-01-01' }))).toEqual(['to']);
    expect((await invoicePeriod(other, { from: 'yesterday', to: today })).statusCode).toBe(400);
    expect((await invoicePeriod(actors.operator, { from: today, to: today })).statusCode).toBe(404);
  });

  it('lists and downloads: customers their own only (404 for another), staff any; 401 and 403', async () => {
    const mine = await ctx.post(`${BILLING}/invoice/list`, { token: customer, body: {} });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().totalCount).toBe(8);
    const [newest] = mine.json().items;
    const staffList = await ctx.post(`${OPS}/customers/${customer.id}/invoices/list`, { token: actors.operator, body: { maxResultCount: 2 } });
    expect(staffList.json().items[0]).toEqual(newest);
    expect((await ctx.post(`${BILLING}/invoice/list`, { token: actors.member, body: {} })).json().items.map((i: { id: string }) => i.id)).not.toContain(newest.id);

    const pdf = await ctx.get(`${BILLING}/invoice/${newest.id}/pdf`, { token: customer });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(pdf.headers['content-disposition']).toContain(`${newest.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ctx.get(`${BILLING}/invoice/${newest.id}/pdf`, { token: actors.member })).statusCode).toBe(404);
    expect((await ctx.get(`${BILLING}/invoice/00000000-0000-4000-8000-00000000dead/pdf`, { token: customer })).statusCode).toBe(404);
    expect((await ctx.get(`${OPS}/invoices/${newest.id}/pdf`, { token: actors.operator })).statusCode).toBe(200);
    expect((await ctx.get(`${OPS}/invoices/00000000-0000-4000-8000-00000000dead/pdf`, { token: actors.operator })).statusCode).toBe(404);
    expect((await ctx.get(`${OPS}/invoices/${newest.id}/pdf`, { token: customer })).statusCode).toBe(403);
    expect((await ctx.post(`${OPS}/orders/${newest.id}/invoice`, { token: customer })).statusCode).toBe(403);
    expect((await ctx.get(`${BILLING}/invoice/${newest.id}/pdf`, { token: actors.operator })).statusCode).toBe(403);
    expect((await ctx.get(`${BILLING}/invoice/${newest.id}/pdf`)).statusCode).toBe(401);
    expect((await ctx.post(`${BILLING}/invoice/list`, { body: {} })).statusCode).toBe(401);
  });

  it('prints the invoice in both languages with each charge breakdown and the not-a-tax-invoice notice', async () => {
    const order = await received(customer);
    const invoice = (await invoiceOrder(order.id)).json();
    const row = await findInvoice(ctx.db, invoice.id);
    const items = await findInvoiceItems(ctx.db, invoice.id);
    const pdf = await renderInvoicePdf(
      {
        invoice: row!,
        issuer: await issuerOf(ctx.db),
        customer: await requireCustomer(ctx.db, customer.id),
        issuedOn: today,
        items: await Promise.all(items.map(async (i) => ({ referenceLabel: i.referenceLabel, amountMinor: Number(i.amountMinor), lines: await chargeLinesOfCharge(ctx.db, i.chargeId) }))),
      },
      { title: 't', fontFile: '/nonexistent/font.ttc' },
    );
    const text = pdfLatinText(pdf);
    for (const part of ['Invoice', 'not a Chinese tax invoice (fapiao)', invoice.number, today, customer.userName, order.waybillNumber, 'First weight', '0.5 kg', '120.00', 'Additional weight', '16 × 0.5 kg × 32.00', '512.00', 'Fuel surcharge', '12.5%', '79.00', 'Subtotal', '711.00 CNY']) {
      expect(text).toContain(part);
    }
  });

  (hasPdfToText ? it : it.skip)("names a staff-added line by its charge type in both languages, with the staff's reason", async () => {
    const order = await received(customer);
    const line = { chargeTypeCode: 'remote-area', amountMinor: 5000, currency: 'CNY', reason: 'Postcode 99950 is remote' };
    expect((await ctx.post(`${OPS}/orders/${order.id}/charge-lines`, { token: actors.operator, body: line })).statusCode).toBe(200);
    const invoice = (await invoiceOrder(order.id)).json();
    const pdf = await ctx.get(`${BILLING}/invoice/${invoice.id}/pdf`, { token: customer });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Remote area surcharge\s+偏远地区附加费\s+Postcode 99950 is remote\s+50\.00/);
    expect(text).not.toContain('remote-area');
  });

  it('leaves a ledger that balances (verify-ledger)', async () => {
    expect(await ledgerProblems(ctx)).toEqual([]);
  });
});
