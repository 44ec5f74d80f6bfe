/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { BillingAccountKind, LedgerEntryKind, StaffRole, type BillingAccount, type LedgerEntry } from '@forwarder/api-client/ops';
import { FakeXhr, installFakeXhr } from '@forwarder/api-client/testing';
import { apiError, customerDetail, installApi, json, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
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
  payment: { method: 'bank-transfer', receivedOn: '2026-11-20', reference: 'MUFG-1', separatePayment: false, hasProof: false },
};
/** A payment recorded with a proof picture. */
const withProof: LedgerEntry = {
  ...payment,
  id: '00000000-0000-4000-8000-000000002002',
  entryNo: 2,
  reference: 'MUFG-3',
  payment: { method: 'bank-transfer', receivedOn: '2026-11-21', reference: 'MUFG-3', separatePayment: false, hasProof: true },
};
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC';

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
    if (call.path === `/api/ops/customers/${ID}/ledger-entries/list`) return json({ totalCount: 2, items: [withProof, payment] });
    if (call.path === `/api/ops/ledger-entries/${withProof.id}/payment-proof`) {
      return new Response(new Blob([Buffer.from(PNG, 'base64')]), { status: 200, headers: { 'content-type': 'image/png' } });
    }
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
    expect(within(table).getAllByText('demo-operator')).toHaveLength(2);
  });

  it('sends a payment with its proof picture as multipart, and shows a recorded proof from the ledger', async () => {
    installFakeXhr();
    const user = userEvent.setup();
    await renderWithProviders(<CustomerBilling id={ID} />);
    await user.click(await screen.findByRole('button', { name: '登记付款' }));
    const dialog = await screen.findByRole('dialog', { name: '登记付款' });
    await user.type(within(dialog).getByRole('textbox', { name: /^金额（JPY）/ }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: /^交易流水号/ }), 'MUFG-4');
    await user.upload(within(dialog).getByLabelText(/^付款凭证/), new File([Buffer.from(PNG, 'base64')], 'receipt.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: '登记' }));
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0] as FakeXhr;
    expect(xhr.url).toBe(`/api/ops/customers/${ID}/payments`);
    expect(xhr.body?.get('amountMinor')).toBe('50000');
    expect(xhr.body?.get('reference')).toBe('MUFG-4');
    expect((xhr.body?.get('proof') as File).name).toBe('receipt.png');
    expect(sent(`/api/ops/customers/${ID}/payments`)).toHaveLength(0);
    act(() => xhr.respond(201, withProof));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '登记付款' })).not.toBeInTheDocument());

    // The ledger: "proof" beside the payment that has one, opening the picture; none beside the other.
    const table = await screen.findByRole('table', { name: '账目明细' });
    expect(within(table).getAllByRole('button', { name: /付款凭证/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: '第 2 笔的付款凭证' }));
    // The picture is read with the staff member's token (jsdom's FileReader cannot read the test's Node blob: the
    // request is what is checked here; the API suite checks the picture).
    expect(await screen.findByRole('dialog', { name: '付款凭证 MUFG-3' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === `/api/ops/ledger-entries/${withProof.id}/payment-proof` && call.method === 'GET')).toBe(true));
  });
});
