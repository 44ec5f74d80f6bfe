/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { ExceptionReason, OrderStatus, type Order } from '@forwarder/api-client';
import {
  applicationConfiguration,
  apiError,
  installApi,
  json,
  measured,
  order as orderFixture,
  orderException,
  trackingHistory,
  uuid,
} from '@forwarder/testing';
import { renderShipping } from '../../../testing/render-shipping';
import { screen, waitFor, within } from '@testing-library/react';
import { OrderDetail } from './order-detail';

jest.setTimeout(20_000);

const ID = uuid(700);
const ETA = '2026-11-28T10:00:00.000Z';

function serve(order: Order) {
  return installApi((call) => {
    if (call.path === `/api/f/logistics-management/order/${ID}`) return json(order);
    // The site's zone (Asia/Shanghai in the fixture): the times without a place are shown in it.
    if (call.path === '/api/f/system/application-configuration') return json(applicationConfiguration());
    return undefined;
  });
}

/** The waybill after receiving, in transit, held at the destination: measured, an ETA, an open exception. */
function heldOrder(overrides: Partial<Order> = {}): Order {
  return orderFixture({
    status: OrderStatus.Exception,
    statusDisplayName: '异常',
    trackingEvents: trackingHistory(),
    measured: measured(),
    eta: ETA,
    exception: orderException(),
    ...overrides,
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));

describe('order detail: declared and measured, exception, ETA, timeline', () => {
  it('before receiving: the declared figures count and the measured side says "not measured yet"', async () => {
    serve(orderFixture({ trackingEvents: [trackingHistory()[3] as Order['trackingEvents'][number]] }));
    await renderShipping(<OrderDetail id={ID} />);
    const totals = await screen.findByRole('table', { name: '申报与实测重量' });
    expect(within(totals).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['项目', '申报', '实测']);
    expect(rowsOf(totals).slice(1)).toEqual([
      ['件数', '1', '尚未测量'],
      ['实际重量', '3.5 kg', '尚未测量'],
      ['体积重', '4 kg', '尚未测量'],
      ['计费重', '4 kg 计费依据', '尚未测量'],
    ]);
    expect(screen.getByTestId('billing-note')).toHaveTextContent('暂按申报计费重 4 kg 估算；仓库称重后以实测计费重为准。');
    expect(screen.getByRole('table', { name: '申报的箱子' })).toHaveTextContent('40 × 30 × 20');
    // The measured boxes' place says so until the warehouse has weighed them.
    expect(screen.queryByRole('table', { name: '实测的箱子' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '实测的箱子' }).nextElementSibling).toHaveTextContent('尚未测量');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/预计到达/)).not.toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: '物流轨迹' });
    expect(within(timeline).getByText('2026-11-20 10:00 (UTC+08:00)')).toBeInTheDocument();
    // The order's own time is in the site's zone (issue 27: it was the viewer's), named like every time on this page.
    await waitFor(() => expect(screen.getByText('下单时间').nextElementSibling).toHaveTextContent('2026-11-20 10:00 (UTC+08:00)'));
  });

  it('after receiving: declared and measured side by side, the measured chargeable weight billed, the exception and the ETA', async () => {
    serve(heldOrder());
    await renderShipping(<OrderDetail id={ID} />);
    const alert = await screen.findByRole('alert', { name: '运输异常：地址问题' });
    expect(alert).toHaveTextContent('收件地址不完整或有误，我们正在联系收件人核实地址。');
    await waitFor(() => expect(alert).toHaveTextContent('自 2026-11-24 23:00 (UTC+08:00) 起'));
    expect(screen.getByText(/预计到达/)).toHaveTextContent('预计到达：2026-11-28 18:00 (UTC+08:00)');

    expect(rowsOf(screen.getByRole('table', { name: '申报与实测重量' })).slice(1)).toEqual([
      ['件数', '1', '1'],
      ['实际重量', '3.5 kg', '3.9 kg'],
      ['体积重', '4 kg', '4.2 kg'],
      ['计费重', '4 kg', '4.2 kg 计费依据'],
    ]);
    expect(screen.getByTestId('billing-note')).toHaveTextContent(
      '按实测计费重 4.2 kg 计费（2026-11-21 09:30 (UTC+08:00) 测量）。',
    );
    expect(rowsOf(screen.getByRole('table', { name: '实测的箱子' })).slice(1)).toEqual([['1', '3.9', '42 × 30 × 20', '4.2']]);

    const events = within(screen.getByRole('list', { name: '物流轨迹' })).getAllByRole('listitem');
    expect(events.map((event) => event.querySelector('time')?.textContent)).toEqual([
      '2026-11-23 22:40 (UTC-05:00)',
      '2026-11-23 14:15 (UTC+08:00)',
      '2026-11-21 09:30 (UTC+08:00)',
      '2026-11-20 10:00 (UTC+08:00)',
    ]);
  });

  it('speaks English: the same displays, the explanation as the server sent it in English', async () => {
    const calls = serve(
      heldOrder({
        measured: measured({
          parcels: [
            { weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 20, volumeWeightKg: 2 },
            { weightKg: 2.1, lengthCm: 30, widthCm: 20, heightCm: 20, volumeWeightKg: 2 },
          ],
          parcelCount: 2,
          totalWeightKg: 4.1,
          volumeWeightKg: 4,
          chargeableWeightKg: 4.1,
        }),
        exception: orderException({
          reason: ExceptionReason.DELAYED,
          reasonDisplayName: 'Delayed',
          explanation: 'Flight or sailing changes have delayed the parcel; we will send it on as soon as possible.',
        }),
      }),
    );
    await renderShipping(<OrderDetail id={ID} />, { locale: 'en' });
    const alert = await screen.findByRole('alert', { name: 'Shipment issue: Delayed' });
    expect(alert).toHaveTextContent('we will send it on as soon as possible.');
    await waitFor(() => expect(alert).toHaveTextContent('Since 2026-11-24 23:00 (UTC+08:00)'));
    expect(screen.getByText(/Estimated arrival/)).toHaveTextContent('Estimated arrival: 2026-11-28 18:00 (UTC+08:00)');
    expect(calls[0]?.language).toBe('en');

    const totals = screen.getByRole('table', { name: 'Declared and measured weights' });
    expect(within(totals).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Figure', 'Declared', 'Measured']);
    expect(rowsOf(totals).slice(1)).toEqual([
      ['Parcels', '1', '2'],
      ['Actual weight', '3.5 kg', '4.1 kg'],
      ['Volume weight', '4 kg', '4 kg'],
      ['Chargeable weight', '4 kg', '4.1 kg Billed'],
    ]);
    expect(screen.getByTestId('billing-note')).toHaveTextContent('Billed on the measured chargeable weight, 4.1 kg (measured');
    expect(within(screen.getByRole('table', { name: 'Boxes as measured' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Weights and sizes' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tracking' })).toHaveTextContent('2026-11-23 22:40 (UTC-05:00)');
  });

  it('says "not measured yet" in English before receiving', async () => {
    serve(orderFixture());
    await renderShipping(<OrderDetail id={ID} />, { locale: 'en' });
    const totals = await screen.findByRole('table', { name: 'Declared and measured weights' });
    expect(rowsOf(totals)[4]).toEqual(['Chargeable weight', '4 kg Billed', 'Not measured yet']);
    expect(screen.getByTestId('billing-note')).toHaveTextContent('Estimated on the declared chargeable weight, 4 kg; the measured one counts once the warehouse has weighed the parcels.');
    expect(screen.getByText('No tracking events yet.')).toBeInTheDocument();
  });

  it('shows an order held for payment with the amount to top up, in both languages (issue 29)', async () => {
    const hold = { heldTime: '2026-11-24T15:00:00.000Z', amountDueMinor: 51100, currency: 'CNY' as const };
    serve(orderFixture({ status: OrderStatus.Received, statusDisplayName: '已入库', measured: measured(), paymentHold: hold }));
    await renderShipping(<OrderDetail id={ID} />);
    const zh = await screen.findByRole('alert', { name: '待付款——请充值 ¥511.00' });
    expect(zh).toHaveTextContent('充值到账后即可出库');
    await waitFor(() => expect(zh).toHaveTextContent('自 2026-11-24 23:00 (UTC+08:00) 起'));
  });

  it('says "Awaiting payment — please top up" in English, and nothing when the order is not held', async () => {
    const hold = { heldTime: '2026-11-24T15:00:00.000Z', amountDueMinor: 71100, currency: 'CNY' as const };
    serve(orderFixture({ status: OrderStatus.Received, statusDisplayName: 'Received', measured: measured(), paymentHold: hold }));
    const { unmount } = await renderShipping(<OrderDetail id={ID} />, { locale: 'en' });
    const alert = await screen.findByRole('alert', { name: /^Awaiting payment — please top up CN¥711\.00$/ });
    expect(alert).toHaveTextContent('it can leave once your top-up has arrived');
    unmount();

    serve(orderFixture({ measured: measured() }));
    await renderShipping(<OrderDetail id={ID} />, { locale: 'en' });
    await screen.findByRole('table', { name: 'Declared and measured weights' });
    expect(screen.queryByRole('alert', { name: /Awaiting payment/ })).toBeNull();
  });

  it('shows the not-found view for another account’s order', async () => {
    installApi((call) => (call.path === `/api/f/logistics-management/order/${ID}` ? apiError(404, 'Not found.') : undefined));
    await renderShipping(<OrderDetail id={ID} />);
    expect(await screen.findByText('找不到这个订单，它可能不存在或不属于您。')).toBeInTheDocument();
  });
});
