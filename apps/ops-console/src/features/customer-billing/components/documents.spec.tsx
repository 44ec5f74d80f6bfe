/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { BillingAccountKind, InvoiceKind, StaffRole, type BillingAccount, type Invoice } from '@forwarder/api-client/ops';
import { apiError, customerDetail, installApi, invoice as anInvoice, json, opsCustomer, opsOrder, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerBilling } from './customer-billing';

jest.setTimeout(30_000);

// The statements and invoices of a customer's billing page: months to download (PDF, .xlsx), the invoices with their
// PDFs, and the two lazy invoice dialogs (by waybill, by period) with their checks and the server's refusals.

const CUSTOMER = customerDetail();
const ID = CUSTOMER.id;
const ACCOUNT: BillingAccount = { customerId: ID, kind: BillingAccountKind.Credit, currency: 'CNY', balanceMinor: -71100, creditLimitMinor: 500000, creditUsedMinor: 71100 };
const invoice = (overrides: Partial<Invoice>) => anInvoice({ id: '00000000-0000-4000-8000-000000004001', customerId: ID, creationTime: '2026-11-20T02:00:00.000Z', ...overrides });
const MINE = opsOrder({ id: '00000000-0000-4000-8000-000000004101', waybillNumber: 'FA100000017CN', customer: opsCustomer({ id: ID }) });
const OTHERS = opsOrder({ id: '00000000-0000-4000-8000-000000004102', waybillNumber: 'FA100000018CN', customer: opsCustomer({ id: '00000000-0000-4000-8000-000000004199' }) });

let invoices: Invoice[];
let orderInvoiceAnswer: () => Response;
let calls: ApiCall[];

const file = (name: string) => new Response(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` } });

beforeEach(() => {
  invoices = [invoice({})];
  orderInvoiceAnswer = () => json(invoice({ id: '00000000-0000-4000-8000-000000004002', number: 'INV-2026-000002' }), 201);
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role: StaffRole.Operator }));
    if (call.path === `/api/ops/customers/${ID}`) return json(CUSTOMER);
    if (call.path === `/api/ops/customers/${ID}/billing-account`) return json(ACCOUNT);
    if (call.path === `/api/ops/customers/${ID}/ledger-entries/list`) return json({ totalCount: 0, items: [] });
    if (call.path === `/api/ops/customers/${ID}/statements/months`) return json({ items: [{ month: '2026-12', closed: false }, { month: '2026-11', closed: true }] });
    if (call.path.startsWith(`/api/ops/customers/${ID}/statements/`)) return file(`statement-2026-11.${call.query.get('format') ?? 'pdf'}`);
    if (call.path === `/api/ops/customers/${ID}/invoices/list`) return json({ totalCount: invoices.length, items: invoices });
    if (call.path === `/api/ops/customers/${ID}/invoices`) return json(invoice({ id: '00000000-0000-4000-8000-000000004003', number: 'INV-2026-000003', kind: InvoiceKind.Period }), 201);
    if (call.path === `/api/ops/waybills/${MINE.waybillNumber}`) return json(MINE);
    if (call.path === `/api/ops/waybills/${OTHERS.waybillNumber}`) return json(OTHERS);
    if (call.path.startsWith('/api/ops/waybills/')) return apiError(404, '未找到');
    if (call.path === `/api/ops/orders/${MINE.id}/invoice`) return orderInvoiceAnswer();
    if (call.path.endsWith('/pdf')) return file('INV-2026-000001.pdf');
    return undefined;
  });
});

const mockDownloads = () => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  return jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
};
const posted = (path: string) => calls.filter((call) => call.path === path && call.method === 'POST');

describe("a customer's statements and invoices in the console", () => {
  it('downloads a month’s statement as PDF or .xlsx and an invoice’s PDF', async () => {
    const user = userEvent.setup();
    const click = mockDownloads();
    await renderWithProviders(<CustomerBilling id={ID} />);
    const month = await screen.findByRole('combobox', { name: '月份' });
    await waitFor(() => expect(within(month).getAllByRole('option')).toHaveLength(2));
    expect(within(month).getAllByRole('option').map((option) => option.textContent)).toEqual(['2026-12（本月，未结束）', '2026-11']);
    await user.selectOptions(month, '2026-11');
    await user.click(screen.getByRole('button', { name: '下载 PDF 对账单 2026-11' }));
    await user.click(screen.getByRole('button', { name: '下载 Excel 对账单 2026-11' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const statements = calls.filter((call) => call.path === `/api/ops/customers/${ID}/statements/2026-11`);
    expect(statements.map((call) => call.query.get('format'))).toEqual(['pdf', 'xlsx']);

    const table = await screen.findByRole('table', { name: '账单列表' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('FA100000017CN');
    await user.click(within(table).getByRole('button', { name: '下载 PDF INV-2026-000001' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(3));
    expect(calls.some((call) => call.path === '/api/ops/invoices/00000000-0000-4000-8000-000000004001/pdf')).toBe(true);
    click.mockRestore();
  });

  it('invoices an order found by its waybill number, only this customer’s, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<CustomerBilling id={ID} />);
    await user.click(await screen.findByRole('button', { name: '按运单开账单' }));
    const dialog = await screen.findByRole('dialog', { name: '按运单开账单' });
    const waybill = within(dialog).getByRole('textbox', { name: /^运单号/ });

    await user.click(within(dialog).getByRole('button', { name: '开账单' }));
    expect(await within(dialog).findByText('请填写运单号')).toBeInTheDocument();
    await user.type(waybill, 'fa100000099cn');
    await user.click(within(dialog).getByRole('button', { name: '开账单' }));
    expect(await within(dialog).findByText('找不到运单 FA100000099CN')).toBeInTheDocument();
    await user.clear(waybill);
    await user.type(waybill, OTHERS.waybillNumber);
    await user.click(within(dialog).getByRole('button', { name: '开账单' }));
    expect(await within(dialog).findByText(`运单 ${OTHERS.waybillNumber} 不属于该客户`)).toBeInTheDocument();
    expect(posted(`/api/ops/orders/${OTHERS.id}/invoice`)).toHaveLength(0);

    orderInvoiceAnswer = () => apiError(400, '该运单的费用已开在账单 INV-2026-000001 上。');
    await user.clear(waybill);
    await user.type(waybill, MINE.waybillNumber);
    await user.click(within(dialog).getByRole('button', { name: '开账单' }));
    expect(await within(dialog).findByText('该运单的费用已开在账单 INV-2026-000001 上。')).toBeInTheDocument();

    orderInvoiceAnswer = () => json(invoice({ id: '00000000-0000-4000-8000-000000004002', number: 'INV-2026-000002' }), 201);
    const before = calls.filter((call) => call.path === `/api/ops/customers/${ID}/invoices/list`).length;
    await user.click(within(dialog).getByRole('button', { name: '开账单' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '按运单开账单' })).not.toBeInTheDocument());
    expect(await screen.findByText('账单 INV-2026-000002 已开具')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === `/api/ops/customers/${ID}/invoices/list`).length).toBeGreaterThan(before));
  });

  it('invoices a period: the end not before the start', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<CustomerBilling id={ID} />);
    await user.click(await screen.findByRole('button', { name: '按期间开账单' }));
    const dialog = await screen.findByRole('dialog', { name: '按期间开账单' });
    const from = within(dialog).getByLabelText(/^开始日期/);
    const to = within(dialog).getByLabelText(/^结束日期/);
    await user.type(from, '2026-11-30');
    await user.type(to, '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: '开账单' }));
    expect(await within(dialog).findByText('结束日期不能早于开始日期')).toBeInTheDocument();
    expect(posted(`/api/ops/customers/${ID}/invoices`)).toHaveLength(0);
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(within(dialog).getByRole('button', { name: '开账单' }));
    await waitFor(() => expect(posted(`/api/ops/customers/${ID}/invoices`).map((call) => call.json)).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]));
    expect(await screen.findByText('账单 INV-2026-000003 已开具')).toBeInTheDocument();
  });

  it('in English', async () => {
    await renderWithProviders(<CustomerBilling id={ID} />, { locale: 'en' });
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF statement 2026-12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invoice an order' })).toBeInTheDocument();
  });
});
