/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { ChargeLineKind, ChargeState, OrderStatus, StaffRole, type OpsOrder } from '@forwarder/api-client/ops';
import { apiError, installApi, json, opsOrder, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderChargeWithLines } from './charge-lines';

jest.setTimeout(30_000);

const rateLine = { quantity: null, unitAmountMinor: null, weightKg: 0.5, basisPoints: null, lineId: null, chargeTypeCode: null, chargeTypeName: null, reason: null, sourceAmountMinor: null };
const MANUAL_ID = '7c2a9e51-3b4d-4f6a-8e1c-2d3b4a5c6d7e';
const CHARGED: OpsOrder = opsOrder({
  status: OrderStatus.Received,
  chargeState: ChargeState.Charged,
  charge: {
    totalMinor: 17_000,
    currency: 'CNY',
    sourceCurrency: null,
    exchangeRate: null,
    chargeableWeightKg: 0.5,
    creationTime: '2026-11-20T02:00:00.000Z',
    lines: [
      { ...rateLine, kind: ChargeLineKind.FirstWeight, amountMinor: 12_000 },
      { ...rateLine, weightKg: null, kind: ChargeLineKind.Manual, amountMinor: 5_000, lineId: MANUAL_ID, chargeTypeCode: 'remote-area', chargeTypeName: 'Remote area surcharge', reason: 'Postcode 99950' },
    ],
  },
});
const TYPES = {
  items: [
    { code: 'repacking', nameZh: '加固/重新打包', nameEn: 'Repacking', displayName: 'Repacking', discount: false, active: true, sortOrder: 10 },
    { code: 'old', nameZh: '旧', nameEn: 'Old', displayName: 'Old type', discount: false, active: false, sortOrder: 20 },
  ],
};

let calls: ApiCall[];
let addAnswer: () => Response;
beforeEach(() => {
  addAnswer = () => json(CHARGED);
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role: StaffRole.Operator }));
    if (call.path === '/api/ops/charge-types') return json(TYPES);
    if (call.path === `/api/ops/orders/${CHARGED.id}/charge-lines`) return addAnswer();
    if (call.path.startsWith(`/api/ops/orders/${CHARGED.id}/charge-lines/`)) return json(CHARGED);
    return undefined;
  });
});

describe("staff change an order's charge lines (issue 29)", () => {
  it('adds a line with an active type, the amount in hundredths and a reason', async () => {
    await renderWithProviders(<OrderChargeWithLines order={CHARGED} />, { locale: 'en' });
    const list = await screen.findByTestId('charge-breakdown');
    expect(within(list).getByText('Remote area surcharge')).toBeInTheDocument();
    expect(within(list).getByText('Postcode 99950')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add charge line' }));
    const dialog = await screen.findByRole('dialog', { name: `Add charge line: ${CHARGED.waybillNumber}` });
    const select = within(dialog).getByRole('combobox', { name: /^Charge type/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Repacking' })).toBeInTheDocument());
    // Inactive types are not offered.
    expect(within(select).queryByRole('option', { name: 'Old type' })).toBeNull();
    // Nothing chosen, no reason: refused before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose the charge type')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/charge-lines'))).toBe(false);

    await userEvent.selectOptions(select, 'repacking');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '35.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Box torn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/charge-lines'))?.json).toEqual({ chargeTypeCode: 'repacking', amountMinor: 3550, currency: 'CNY', reason: 'Box torn' });
  });

  it("shows the server's refusal (an invoiced charge) in the dialog", async () => {
    addAnswer = () => apiError(400, '运单的费用已开账单，不能再修改费用明细；请在客户账户中调账。', null, 'Billing:ChargeInvoiced');
    await renderWithProviders(<OrderChargeWithLines order={CHARGED} />);
    await userEvent.click(await screen.findByRole('button', { name: '添加费用明细' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('combobox', { name: /收费项目/ });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Repacking' })).toBeInTheDocument());
    await userEvent.selectOptions(select, 'repacking');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /金额/ }), '10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /原因/ }), '重新打包');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('运单的费用已开账单，不能再修改费用明细；请在客户账户中调账。')).toBeInTheDocument();
  });

  it("adjusts a staff-added line's amount with a reason", async () => {
    await renderWithProviders(<OrderChargeWithLines order={CHARGED} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Adjust Remote area surcharge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust charge line: Remote area surcharge' });
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('50');
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Actual cost');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')?.json).toEqual({ amountMinor: 6000, currency: 'CNY', reason: 'Actual cost' });
  });

  it('removes a staff-added line with a reason', async () => {
    await renderWithProviders(<OrderChargeWithLines order={CHARGED} />, { locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove line Remote area surcharge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove charge line: Remote area surcharge' });
    expect(within(dialog).queryByRole('textbox', { name: /Amount/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Added twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove line' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/remove'))?.json).toEqual({ reason: 'Added twice' });
  });

  it('offers nothing once the charge is invoiced, nor before there is one', async () => {
    const { unmount } = await renderWithProviders(<OrderChargeWithLines order={{ ...CHARGED, chargeState: ChargeState.Invoiced }} />, { locale: 'en' });
    await screen.findByTestId('charge-breakdown');
    expect(screen.queryByRole('button', { name: /Add charge line|Adjust|Remove/ })).toBeNull();
    unmount();
    await renderWithProviders(<OrderChargeWithLines order={opsOrder()} />, { locale: 'en' });
    await screen.findByTestId('charge-none');
    expect(screen.queryByRole('button', { name: 'Add charge line' })).toBeNull();
  });
});
