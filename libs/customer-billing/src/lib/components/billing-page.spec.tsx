/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BillingAccountKind, LedgerEntryKind, type BillingAccount, type LedgerEntry } from '@forwarder/api-client';
import { appCatalog, installApi, json, renderWithProviders, uuid, type ApiCall } from '@forwarder/testing';
import { BillingPage } from './billing-page';

jest.setTimeout(20_000);

// The lib's messages live in the catalogs of the portals that mount it (member and merchant).
const memberCatalog = appCatalog('member-portal');
const merchantCatalog = appCatalog('merchant-portal');

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: uuid(1),
  entryNo: 1,
  kind: LedgerEntryKind.Charge,
  amountMinor: -71100,
  balanceAfterMinor: -71100,
  currency: 'CNY',
  reference: 'FA100000017CN',
  memo: '',
  creationTime: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

const charge = entry({});
const payment = entry({ id: uuid(2), entryNo: 2, kind: LedgerEntryKind.Payment, amountMinor: 100000, balanceAfterMinor: 28900, reference: 'CMB20261120001' });

let account: BillingAccount;
let calls: ApiCall[];

beforeEach(() => {
  account = { kind: BillingAccountKind.Prepaid, currency: 'CNY', balanceMinor: 28900, creditLimitMinor: null, creditUsedMinor: null };
  calls = installApi((call) => {
    if (call.path === '/api/f/billing-management/account') return json(account);
    if (call.path === '/api/f/billing-management/ledger-entry/list') {
      const body = (call.json ?? {}) as { kind?: string };
      const items = [payment, charge].filter((item) => !body.kind || item.kind === body.kind);
      return json({ totalCount: items.length, items });
    }
    return undefined;
  });
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

  it('shows monthly credit used of the limit in English', async () => {
    account = { kind: BillingAccountKind.Credit, currency: 'CNY', balanceMinor: -71100, creditLimitMinor: 500000, creditUsedMinor: 71100 };
    await renderWithProviders(<BillingPage />, { locale: 'en', loadCatalog: merchantCatalog });
    const summary = await screen.findByTestId('billing-account');
    await waitFor(() => expect(within(summary).getByText('Monthly credit')).toBeInTheDocument());
    expect(within(summary).getByText('Credit used')).toBeInTheDocument();
    expect(within(summary).getByText('CN¥711.00')).toBeInTheDocument();
    expect(within(summary).getByText('CN¥5,000.00')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeInTheDocument();
  });
});
