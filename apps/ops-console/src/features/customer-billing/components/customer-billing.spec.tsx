/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { BillingAccountKind, LedgerEntryKind, StaffRole, type BillingAccount, type LedgerEntry } from '@forwarder/api-client/ops';
import { apiError, customerDetail, installApi, json, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerBilling } from './customer-billing';

jest.setTimeout(30_000);

const CUSTOMER = customerDetail();
const ID = CUSTOMER.id;

const payment: LedgerEntry = {
  id: '00000000-0000-4000-8000-000000002001',
  customerId: ID,
  entryNo: 1,
  kind: LedgerEntryKind.Payment,
  amountMinor: 5000000,
  balanceAfterMinor: 5000000,
  currency: 'JPY',
  reference: 'MUFG-1',
  memo: '',
  creationTime: '2026-11-20T02:00:00.000Z',
  actorUserName: 'demo-operator',
  reversesEntryId: null,
  reversedByEntryId: null,
  payment: { method: 'bank-transfer', receivedOn: '2026-11-20', reference: 'MUFG-1', separatePayment: false },
};

let role: StaffRole;
let account: BillingAccount;
let paymentAnswer: () => Response;
let calls: ApiCall[];

beforeEach(() => {
  role = StaffRole.Operator;
  account = { customerId: ID, kind: BillingAccountKind.Prepaid, currency: 'JPY', balanceMinor: 5000000, creditLimitMinor: null, creditUsedMinor: null };
  paymentAnswer = () => json(payment, 201);
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role }));
    if (call.path === `/api/ops/customers/${ID}`) return json(CUSTOMER);
    if (call.path === `/api/ops/customers/${ID}/billing-account`) return json(account);
    if (call.path === `/api/ops/customers/${ID}/ledger-entries/list`) return json({ totalCount: 1, items: [payment] });
    if (call.path === `/api/ops/customers/${ID}/payments`) return paymentAnswer();
    return undefined;
  });
});

const sent = (path: string) => calls.filter((call) => call.path === path && call.method === 'POST');

describe("a customer's billing in the console", () => {
  it('converts a typed amount with the currency’s decimals (JPY has none) and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<CustomerBilling id={ID} />);
    expect(await screen.findByTestId('billing-balance')).toHaveTextContent('¥50,000');
    // An operator reads the settings; only admins change them.
    expect(screen.getByText('结算方式、信用额度和币种仅管理员可修改。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '设置结算方式' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '登记付款' }));
    const dialog = await screen.findByRole('dialog', { name: '登记付款' });
    await user.type(within(dialog).getByRole('textbox', { name: /^金额（JPY）/ }), '123.45');
    await user.type(within(dialog).getByRole('textbox', { name: /^交易流水号/ }), 'MUFG-2');
    await user.click(within(dialog).getByRole('button', { name: '登记' }));
    expect(await within(dialog).findByText('JPY 的金额不能有小数')).toBeInTheDocument();
    expect(sent(`/api/ops/customers/${ID}/payments`)).toHaveLength(0);

    paymentAnswer = () => apiError(400, '流水号 MUFG-2 已于 2026-11-20 登记过。');
    await user.clear(within(dialog).getByRole('textbox', { name: /^金额（JPY）/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^金额（JPY）/ }), '500');
    await user.click(within(dialog).getByRole('button', { name: '登记' }));
    expect(await within(dialog).findByText('流水号 MUFG-2 已于 2026-11-20 登记过。')).toBeInTheDocument();
    expect(sent(`/api/ops/customers/${ID}/payments`).at(-1)?.json).toMatchObject({
      method: 'bank-transfer',
      amountMinor: 50000,
      currency: 'JPY',
      reference: 'MUFG-2',
      separatePayment: false,
    });

    // Marked a separate payment, it goes through and the account is read again.
    paymentAnswer = () => json(payment, 201);
    const before = calls.filter((call) => call.path === `/api/ops/customers/${ID}/billing-account`).length;
    await user.click(within(dialog).getByRole('checkbox', { name: /另一笔付款/ }));
    await user.click(within(dialog).getByRole('button', { name: '登记' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登记付款' })).not.toBeInTheDocument());
    expect(sent(`/api/ops/customers/${ID}/payments`).at(-1)?.json).toMatchObject({ separatePayment: true });
    await waitFor(() => expect(calls.filter((call) => call.path === `/api/ops/customers/${ID}/billing-account`).length).toBeGreaterThan(before));
  });

  it('offers the reversal of a payment, and the account settings to admins', async () => {
    role = StaffRole.Admin;
    await renderWithProviders(<CustomerBilling id={ID} />);
    expect(await screen.findByRole('button', { name: '设置结算方式' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '账目明细' });
    expect(await within(table).findByRole('button', { name: '冲正第 1 笔' })).toBeInTheDocument();
    expect(within(table).getByText('demo-operator')).toBeInTheDocument();
  });
});
