/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { OrderStatus, StaffRole, type OpsOrder } from '@forwarder/api-client/ops';
import { apiError, installApi, json, opsOrder, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentHold } from './payment-hold';

jest.setTimeout(30_000);

const HELD: OpsOrder = opsOrder({
  status: OrderStatus.Received,
  paymentHold: { heldTime: '2026-11-24T15:00:00.000Z', amountDueMinor: 51100, currency: 'CNY' },
});

let calls: ApiCall[];
let role: StaffRole;
let releaseAnswer: () => Response;
beforeEach(() => {
  role = StaffRole.Admin;
  releaseAnswer = () => json({ ...HELD, paymentHold: null });
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role }));
    if (call.path === `/api/ops/orders/${HELD.id}/release-hold`) return releaseAnswer();
    return undefined;
  });
});

describe('a held order on the console (issue 29)', () => {
  it('shows the amount due, and lets an admin release it with a reason', async () => {
    await renderWithProviders(<PaymentHold order={HELD} />, { locale: 'en' });
    const alert = await screen.findByRole('alert', { name: /^Awaiting payment: the customer is to top up CN¥511\.00; the waybill cannot leave the warehouse$/ });
    await userEvent.click(await within(alert).findByRole('button', { name: 'Release payment hold' }));
    const dialog = await screen.findByRole('dialog', { name: `Release payment hold: ${HELD.waybillNumber}` });
    // A blank reason is refused before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await within(dialog).findByText('Please give the reason')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/release-hold'))).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Paid in cash');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/release-hold'))?.json).toEqual({ reason: 'Paid in cash' });
  });

  it("shows the server's refusal in the dialog (the order is no longer held)", async () => {
    releaseAnswer = () => apiError(400, '运单没有待付款，无需解除。', null, 'Billing:OrderNotHeld');
    await renderWithProviders(<PaymentHold order={HELD} />);
    await userEvent.click(await screen.findByRole('button', { name: '解除待付款' }));
    const dialog = await screen.findByRole('dialog', { name: `解除待付款：${HELD.waybillNumber}` });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /原因/ }), '线下已付');
    await userEvent.click(within(dialog).getByRole('button', { name: '解除' }));
    expect(await within(dialog).findByText('运单没有待付款，无需解除。')).toBeInTheDocument();
  });

  it('shows operators the hold without the button, and nothing for an order not held', async () => {
    role = StaffRole.Operator;
    const { unmount } = await renderWithProviders(<PaymentHold order={HELD} />);
    const alert = await screen.findByRole('alert', { name: '待付款：客户需充值 ¥511.00，运单不能出库' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ops/me')).toBe(true));
    expect(within(alert).queryByRole('button')).toBeNull();
    unmount();
    await renderWithProviders(<PaymentHold order={{ ...HELD, paymentHold: null }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
