/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillingAccountKind } from '@forwarder/api-client';
import { appCatalog, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { billingState, installBillingApi, type BillingState } from '../../testing/billing-api';
import { BillingPage } from './billing-page';

jest.setTimeout(20_000);

// The lib's messages live in the catalogs of the portals that mount it (member and merchant).
const memberCatalog = appCatalog('member-portal');
const merchantCatalog = appCatalog('merchant-portal');

let state: BillingState;
let calls: ApiCall[];

beforeEach(() => {
  state = billingState();
  calls = installBillingApi(state);
});

describe('the customer billing page', () => {
  it('shows a prepaid balance and the entries in Chinese, and filters by kind', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BillingPage />, { loadCatalog: memberCatalog });
    expect(await screen.findByTestId('billing-balance')).toHaveTextContent('¥289.00');
    expect(screen.getByText('预付（余额）')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '账目明细' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    // The charge's amount and the running balance after it.
    expect(within(table).getAllByText('-¥711.00')).toHaveLength(2);
    expect(within(table).getByText('+¥1,000.00')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '类型' }), '付款');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '账目明细' })).getAllByRole('row')).toHaveLength(2));
    const last = calls.filter((call) => call.path === '/api/f/billing-management/ledger-entry/list').at(-1);
    expect(last?.json).toMatchObject({ kind: 'payment', maxResultCount: 20, skipCount: 0 });
  });

  it('shows monthly credit used of the limit in English, and every section of the page', async () => {
    state.account = { kind: BillingAccountKind.Credit, currency: 'CNY', balanceMinor: -71100, creditLimitMinor: 500000, creditUsedMinor: 71100 };
    await renderWithProviders(<BillingPage />, { locale: 'en', loadCatalog: merchantCatalog });
    const summary = await screen.findByTestId('billing-account');
    await waitFor(() => expect(within(summary).getByText('Monthly credit')).toBeInTheDocument());
    expect(within(summary).getByText('Credit used')).toBeInTheDocument();
    expect(within(summary).getByText('CN¥711.00')).toBeInTheDocument();
    expect(within(summary).getByText('CN¥5,000.00')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    for (const name of ['Top-up notices', 'Statements', 'Invoices']) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(await screen.findByText('No top-up notices yet.')).toBeInTheDocument();
    expect(await screen.findByText('No entries yet, so no statements.')).toBeInTheDocument();
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  });
});
