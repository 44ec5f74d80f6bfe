/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { OrderStatus, type Order } from '@forwarder/api-client';
import { apiError, installApi, json, order as orderFixture, orderListItem, profile, regions, trackingHistory, uuid, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShipping } from '../../testing/render-shipping';
import { OrderDetail } from '../order-detail/components/order-detail';
import { OrderForm } from '../order-form/components/order-form';
import { OrderList } from '../order-list/components/order-list';
import { RegionCascade } from '../region-cascade/components/region-cascade';
import { orderToCopy } from './copy-order';
import { orderFormFromOrder } from './order-copy';

// Orders after submitting: cancel (detail and My waybills, with the confirmation and the server's refusal) and
// "copy as new order" (links of both portals, the form pre-filled from the order).

jest.setTimeout(30_000);

const ID = uuid(700);
const DETAIL = `/api/f/logistics-management/order/${ID}`;
const CANCEL = `${DETAIL}/cancel`;
const submitted = orderFixture({ customerReference: 'REF-1', remark: '易碎', trackingEvents: [trackingHistory()[3] as Order['trackingEvents'][number]] });
const cancelled = orderFixture({
  status: OrderStatus.Cancelled,
  statusDisplayName: '已取消',
  trackingEvents: [
    { time: '2026-11-20T03:00:00.000Z', timeZone: '+08:00', status: OrderStatus.Cancelled, statusDisplayName: '已取消', location: '网上取消', description: '客户已取消运单' },
    trackingHistory()[3] as Order['trackingEvents'][number],
  ],
});

let calls: ApiCall[];
const cancels = () => calls.filter((call) => call.method === 'POST' && call.path === CANCEL);

function serve(answers: { detail?: Order; cancel?: () => Response } = {}) {
  calls = installApi((call) => {
    if (call.path === CANCEL) return answers.cancel?.() ?? json(cancelled);
    if (call.path === DETAIL) return json(answers.detail ?? submitted);
    return undefined;
  });
}

describe('order detail: cancel and copy', () => {
  it('cancels a submitted order after the confirmation and shows the cancelled order', async () => {
    const user = userEvent.setup();
    serve();
    await renderShipping(<OrderDetail id={ID} />);
    await user.click(await screen.findByRole('button', { name: '取消运单' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消运单' });
    expect(dialog).toHaveTextContent('确定取消运单 FA100000017CN 吗？');
    // Cancelling the dialog cancels nothing.
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancels()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '取消运单' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认取消运单' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(cancels()).toHaveLength(1);
    expect(await screen.findByText('客户已取消运单')).toBeInTheDocument();
    // A cancelled order can no longer be cancelled; it can still be copied.
    expect(screen.queryByRole('button', { name: '取消运单' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '复制为新运单' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog (received meanwhile)", async () => {
    const user = userEvent.setup();
    serve({ cancel: () => apiError(400, '运单 FA100000017CN 当前状态为“已入库”，已不能取消。', null, 'Logistics:CancelNotAllowed') });
    await renderShipping(<OrderDetail id={ID} />);
    await user.click(await screen.findByRole('button', { name: '取消运单' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: '确认取消运单' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('当前状态为“已入库”，已不能取消');
  });

  it('offers no cancel once the order is past Submitted', async () => {
    serve({ detail: orderFixture({ status: OrderStatus.Received, statusDisplayName: '已入库' }) });
    await renderShipping(<OrderDetail id={ID} />);
    expect(await screen.findByRole('link', { name: '复制为新运单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消运单' })).not.toBeInTheDocument();
  });

  it.each([
    ['member-portal', '/user/order'],
    ['merchant-portal', '/merchant/order'],
  ] as const)('links the copy to the order form of its own portal (%s)', async (portal, form) => {
    serve();
    await renderShipping(<OrderDetail id={ID} />, { portal });
    expect(await screen.findByRole('link', { name: '复制为新运单' })).toHaveAttribute('href', `${form}?copy=${ID}`);
  });

  it('speaks English on the English site', async () => {
    const user = userEvent.setup();
    serve();
    await renderShipping(<OrderDetail id={ID} />, { locale: 'en' });
    expect(await screen.findByRole('link', { name: 'Copy as a new order' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel waybill' }));
    expect(await screen.findByRole('alertdialog', { name: 'Cancel waybill' })).toHaveTextContent('FA100000017CN');
  });
});

describe('my waybills: row actions', () => {
  const rows = [
    orderListItem({ id: uuid(1), waybillNumber: 'FA000000011CN', status: OrderStatus.Submitted, statusDisplayName: '已下单' }),
    orderListItem({ id: uuid(2), waybillNumber: 'FA000000022CN' }),
  ];

  it('copies any row, cancels only submitted ones and refreshes the list', async () => {
    const user = userEvent.setup();
    calls = installApi((call) => {
      if (call.path === '/api/f/logistics-management/order/list') return json({ totalCount: 2, totalCountIsLowerBound: false, items: rows });
      if (call.path === '/api/system/enums') return json({ items: [] });
      if (call.path === `/api/f/logistics-management/order/${uuid(1)}/cancel`) return json(orderFixture({ id: uuid(1), waybillNumber: 'FA000000011CN', status: OrderStatus.Cancelled, statusDisplayName: '已取消' }));
      return undefined;
    });
    await renderShipping(<OrderList />);
    const table = await screen.findByRole('table', { name: '运单列表' });
    expect(await within(table).findByRole('link', { name: '复制运单 FA000000011CN 为新运单' })).toHaveAttribute('href', `/user/order?copy=${uuid(1)}`);
    expect(within(table).getByRole('link', { name: '复制运单 FA000000022CN 为新运单' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: '取消运单 FA000000022CN' })).not.toBeInTheDocument();

    const listReads = () => calls.filter((call) => call.path.endsWith('/order/list')).length;
    const before = listReads();
    await user.click(within(table).getByRole('button', { name: '取消运单 FA000000011CN' }));
    const dialog = await screen.findByRole('alertdialog', { name: '取消运单' });
    expect(dialog).toHaveTextContent('FA000000011CN');
    await user.click(within(dialog).getByRole('button', { name: '确认取消运单' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listReads()).toBeGreaterThan(before));
  });
});

describe('copy as new order: the form', () => {
  const AIR = { id: submitted.routingId, code: 'AIR-STD', displayName: '标准空运', description: '', transportMode: 10, transitDaysMin: 5, transitDaysMax: 8, maxWeightKg: 300, destinationCountryCodes: ['US'] };

  function serveForm(source: () => Response) {
    calls = installApi((call) => {
      if (call.path === DETAIL) return source();
      if (call.path === '/api/f/user-management/profile/my') return json(profile());
      if (call.path === '/api/f/logistics-management/routing/list') return json({ items: [AIR] });
      if (call.path === '/api/system/enums') {
        return json({
          items: [
            { category: 101, name: 'TransportMode', values: [{ value: 10, name: 'AIR', displayName: '空运' }] },
            { category: 7, name: 'Currency', values: [{ value: 2, name: 'USD', displayName: '美元' }] },
          ],
        });
      }
      if (call.path === '/api/f/logistics-management/order') return json(orderFixture({ id: uuid(701), waybillNumber: 'FA100000025CN' }));
      return undefined;
    });
  }

  it('starts from the order: product, parties, boxes and items, not its reference or remark; the copy is sent as a new order', async () => {
    const user = userEvent.setup();
    serveForm(() => json(submitted));
    await renderShipping(<OrderForm RegionPicker={RegionCascade} />, { initialPath: `/user/order?copy=${ID}`, routePath: '/user/order' });
    expect(await screen.findByText(/已复制运单 FA100000017CN 的运输产品、发件人、收件人、包裹和申报物品/)).toBeInTheDocument();
    const receiver = screen.getByRole('group', { name: '收件人' });
    expect(within(receiver).getByRole('textbox', { name: /^联系人/ })).toHaveValue('John Smith');
    expect(within(screen.getByRole('group', { name: '包裹 1' })).getByRole('textbox', { name: /^单箱重量/ })).toHaveValue('3.5');
    expect(screen.getByRole('textbox', { name: /^客户单号/ })).toHaveValue('');
    // The receiver's typed levels show the order's names (matched or as typed), sent again as names.
    expect(await within(receiver).findByLabelText(/^城市/)).toHaveValue('New York');
    await screen.findByRole('option', { name: AIR.displayName });
    await user.click(screen.getByRole('button', { name: '提交运单' }));
    expect(await screen.findByRole('heading', { name: '运单已提交' })).toBeInTheDocument();
    const body = JSON.parse(calls.find((call) => call.method === 'POST' && call.path === '/api/f/logistics-management/order')?.body ?? '{}');
    expect(body).toMatchObject({
      routingId: submitted.routingId,
      receiver: { name: 'John Smith', regionLv0Id: regions.usa.id, stateName: regions.newYork.displayName, cityName: 'New York', postalCode: '10001' },
      parcels: [{ quantity: 1, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20 }],
      declaredItems: [{ name: '蓝牙耳机', nameEn: 'Bluetooth earphones', hsCode: '851830', quantity: 10, unitValue: 12.5, currency: 'USD' }],
      customerReference: '',
      remark: '',
    });
  });

  it('opens the plain form with a notice when the order to copy is not found', async () => {
    serveForm(() => apiError(404, 'not found'));
    await renderShipping(<OrderForm RegionPicker={RegionCascade} />, { initialPath: `/user/order?copy=${ID}`, routePath: '/user/order' });
    expect(await screen.findByText(/找不到要复制的运单/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '收件人' })).getByRole('textbox', { name: /^联系人/ })).toHaveValue('');
  });
});

describe('copy helpers', () => {
  it('reads only an id from ?copy=', () => {
    expect(orderToCopy(new URLSearchParams(`copy=${ID}`))).toBe(ID);
    expect(orderToCopy(new URLSearchParams('copy=../x'))).toBeNull();
    expect(orderToCopy(new URLSearchParams(''))).toBeNull();
  });

  it('maps every box and item line, numbers as the form types them', () => {
    const values = orderFormFromOrder(
      orderFixture({
        parcels: [
          { quantity: 2, weightKg: 1.25, lengthCm: 10, widthCm: 10, heightCm: 10, volumeWeightKg: 0.2 },
          { quantity: 1, weightKg: 8, lengthCm: 60, widthCm: 40, heightCm: 30, volumeWeightKg: 12 },
        ],
        declaredCurrency: 'CNY',
      }),
    );
    expect(values.parcels).toEqual([
      { quantity: '2', weightKg: '1.25', lengthCm: '10', widthCm: '10', heightCm: '10' },
      { quantity: '1', weightKg: '8', lengthCm: '60', widthCm: '40', heightCm: '30' },
    ]);
    expect(values.currency).toBe('CNY');
    expect(values.receiver).toMatchObject({ regionLv3Id: '', regionLevels: 3 });
  });
});
