/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InvoiceKind } from '@forwarder/api-client';
import { appCatalog, invoice, renderWithProviders, uuid, type ApiCall } from '@forwarder/testing';
import { billingState, installBillingApi, type BillingState } from '../../testing/billing-api';
import { InvoicesSection } from './invoices-section';
import { StatementsSection } from './statements-section';

jest.setTimeout(20_000);

const memberCatalog = appCatalog('member-portal');
const merchantCatalog = appCatalog('merchant-portal');

let state: BillingState;
let calls: ApiCall[];
let saved: string[];
let click: jest.SpyInstance;

beforeEach(() => {
  state = billingState();
  calls = installBillingApi(state);
  saved = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => click.mockRestore());

describe('statements', () => {
  it("downloads the chosen month's statement as the server's PDF and .xlsx", async () => {
    const user = userEvent.setup();
    state.months = [
      { month: '2026-12', closed: false },
      { month: '2026-11', closed: true },
    ];
    await renderWithProviders(<StatementsSection />, { loadCatalog: memberCatalog });
    const month = await screen.findByRole('combobox', { name: '月份' });
    expect(month).toHaveDisplayValue('2026年12月');
    expect(screen.getByText('本月尚未结束，对账单会随新账目变化。')).toBeInTheDocument();
    await user.selectOptions(month, '2026-11');
    expect(screen.queryByText('本月尚未结束，对账单会随新账目变化。')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下载 PDF' }));
    await waitFor(() => expect(saved).toEqual(['statement-2026-11.pdf']));
    await user.click(screen.getByRole('button', { name: '下载 Excel' }));
    await waitFor(() => expect(saved).toEqual(['statement-2026-11.pdf', 'statement-2026-11.xlsx']));
    const sent = calls.filter((call) => call.path === '/api/f/billing-management/statement/2026-11').map((call) => call.query.get('format'));
    expect(sent).toEqual(['pdf', 'xlsx']);
  });

  it('names the months in English and says when there is none yet', async () => {
    state.months = [{ month: '2026-11', closed: true }];
    const { unmount } = await renderWithProviders(<StatementsSection />, { locale: 'en', loadCatalog: merchantCatalog });
    expect(await screen.findByRole('combobox', { name: 'Month' })).toHaveDisplayValue('November 2026');
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
    unmount();
    state.months = [];
    await renderWithProviders(<StatementsSection />, { loadCatalog: memberCatalog });
    expect(await screen.findByText('还没有账目，暂无对账单。')).toBeInTheDocument();
  });
});

describe('invoices', () => {
  it("lists the invoices (an order's, a period's) and saves one's PDF under its number", async () => {
    const user = userEvent.setup();
    state.invoices = [
      invoice({ id: uuid(31), number: 'INV-2026-000002', kind: InvoiceKind.Period, reference: null, periodFrom: '2026-11-01', periodTo: '2026-11-30', totalMinor: 142200, chargeCount: 2 }),
      invoice({}),
    ];
    await renderWithProviders(<InvoicesSection />, { loadCatalog: memberCatalog });
    const table = await screen.findByRole('table', { name: '我的费用账单' });
    const period = await within(table).findByRole('row', { name: /INV-2026-000002/ });
    expect(period).toHaveTextContent('2026-11-01 – 2026-11-30');
    expect(period).toHaveTextContent('¥1,422.00');
    const order = within(table).getByRole('row', { name: /INV-2026-000001/ });
    expect(order).toHaveTextContent('FA100000017CN');
    expect(order).toHaveTextContent('¥711.00');
    expect(screen.getByText('我们运费的商业账单，不是增值税发票。')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: '下载 PDF INV-2026-000001' }));
    await waitFor(() => expect(saved).toEqual(['INV-2026-000001.pdf']));
    expect(calls.at(-1)?.path).toBe(`/api/f/billing-management/invoice/${uuid(30)}/pdf`);
  });

  it('reads in English', async () => {
    state.invoices = [invoice({})];
    await renderWithProviders(<InvoicesSection />, { locale: 'en', loadCatalog: merchantCatalog });
    const table = await screen.findByRole('table', { name: 'My invoices' });
    expect(await within(table).findByRole('button', { name: 'Download PDF INV-2026-000001' })).toBeInTheDocument();
    expect(within(table).getByText('CN¥711.00')).toBeInTheDocument();
  });
});
