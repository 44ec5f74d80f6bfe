/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { OrderStatus, type Order } from '@forwarder/api-client';
import { apiError, installApi, json, order as orderFixture, orderListItem, profile, trackingHistory, uuid, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShipping } from '../../testing/render-shipping';
import { OrderDetail } from '../order-detail/components/order-detail';
import { OrderList } from '../order-list/components/order-list';
import { RegionCascade } from '../region-cascade/components/region-cascade';
import { OrderEditForm } from './order-edit-form';

// Editing a submitted order: offered on the detail and in My waybills only while Submitted, the order form
// pre-filled from the order (its reference and remark too), saved over it with PUT, back to the detail with a
// toast; the server's refusal (received meanwhile) is its sentence on the page.

jest.setTimeout(30_000);

const ID = uuid(720);
const DETAIL = `/api/f/logistics-management/order/${ID}`;
const submitted = orderFixture({ id: ID, customerReference: 'REF-1', remark: '易碎', trackingEvents: [trackingHistory()[3] as Order['trackingEvents'][number]] });
const AIR = { id: submitted.routingId, code: 'AIR-STD', displayName: '标准空运', description: '', transportMode: 10, transitDaysMin: 5, transitDaysMax: 8, maxWeightKg: 300, destinationCountryCodes: ['US'] };

let calls: ApiCall[];
const puts = () => calls.filter((call) => call.method === 'PUT' && call.path === DETAIL);

function serve(answers: { detail?: Order; save?: () => Response } = {}) {
  calls = installApi((call) => {
    if (call.path === DETAIL && call.method === 'PUT') return answers.save?.() ?? json({ ...submitted, receiver: { ...submitted.receiver, name: 'Jane Doe' } });
    if (call.path === DETAIL) return json(answers.detail ?? submitted);
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
    return undefined;
  });
}

const renderEdit = (options: { locale?: 'en' } = {}) =>
  renderShipping(<OrderEditForm id={ID} RegionPicker={RegionCascade} />, { initialPath: `/user/order-edit?id=${ID}`, ...options });

describe('editing a submitted order: the form', () => {
  it('starts from the whole order, saves it with PUT and returns to its detail with a toast', async () => {
    const user = userEvent.setup();
    serve();
    const { router } = await renderEdit();
    const receiver = await screen.findByRole('group', { name: '收件人' });
    const name = within(receiver).getByRole('textbox', { name: /^联系人/ });
    expect(name).toHaveValue('John Smith');
    // Unlike a copy, the order keeps its own reference and remark.
    expect(screen.getByRole('textbox', { name: /^客户单号/ })).toHaveValue('REF-1');
    expect(screen.getByRole('textbox', { name: /^备注/ })).toHaveValue('易碎');
    expect(await within(receiver).findByLabelText(/^城市/)).toHaveValue('New York');
    await screen.findByRole('option', { name: AIR.displayName });

    await user.clear(name);
    await user.type(name, 'Jane Doe');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText('运单 FA100000017CN 已修改')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/order-detail'));
    expect(router.state.location.search).toBe(`?id=${ID}`);
    expect(puts()).toHaveLength(1);
    expect(JSON.parse(puts()[0]?.body ?? '{}')).toMatchObject({
      routingId: submitted.routingId,
      receiver: { name: 'Jane Doe' },
      parcels: [{ quantity: 1, weightKg: 3.5 }],
      declaredItems: [{ name: '蓝牙耳机', currency: 'USD' }],
      customerReference: 'REF-1',
      remark: '易碎',
    });
  });

  it('validates like the new order form: nothing is sent while a field is wrong', async () => {
    const user = userEvent.setup();
    serve();
    await renderEdit();
    const name = within(await screen.findByRole('group', { name: '收件人' })).getByRole('textbox', { name: /^联系人/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's refusal when the warehouse received the order meanwhile", async () => {
    const user = userEvent.setup();
    const sentence = '运单 FA100000017CN 当前状态为“已入库”，已不能修改：只有已下单、尚未入库的运单可以修改。如需更改，请联系客服。';
    serve({ save: () => apiError(400, sentence, null, 'Logistics:EditNotAllowed') });
    const { router } = await renderEdit();
    await screen.findByRole('option', { name: AIR.displayName });
    await user.click(await screen.findByRole('button', { name: '保存修改' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('修改未保存');
    expect(alert).toHaveTextContent('当前状态为“已入库”，已不能修改');
    expect(router.state.location.pathname).toBe('/user/order-edit');
  });

  it('offers no form for an order past Submitted, only the way back', async () => {
    serve({ detail: orderFixture({ id: ID, status: OrderStatus.Received, statusDisplayName: '已入库' }) });
    await renderEdit();
    expect(await screen.findByText(/当前状态为“已入库”，已不能修改/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存修改' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回订单详情' })).toHaveAttribute('href', `/user/order-detail?id=${ID}`);
  });

  it('speaks English on the English site', async () => {
    serve();
    await renderEdit({ locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.getByText(/Editing waybill FA100000017CN/)).toBeInTheDocument();
  });
});

describe('editing a submitted order: where it is offered', () => {
  it.each([
    ['member-portal', '/user/order-edit'],
    ['merchant-portal', '/merchant/order-edit'],
  ] as const)('the detail links a submitted order to the edit page of its own portal (%s)', async (portal, page) => {
    serve();
    await renderShipping(<OrderDetail id={ID} />, { portal });
    expect(await screen.findByRole('link', { name: '修改运单' })).toHaveAttribute('href', `${page}?id=${ID}`);
  });

  it('offers no edit on the detail once the order is past Submitted', async () => {
    serve({ detail: orderFixture({ id: ID, status: OrderStatus.Received, statusDisplayName: '已入库' }) });
    await renderShipping(<OrderDetail id={ID} />);
    expect(await screen.findByRole('link', { name: '复制为新运单' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '修改运单' })).not.toBeInTheDocument();
  });

  it('My waybills offers the edit on submitted rows only', async () => {
    const rows = [
      orderListItem({ id: uuid(1), waybillNumber: 'FA000000011CN', status: OrderStatus.Submitted, statusDisplayName: '已下单' }),
      orderListItem({ id: uuid(2), waybillNumber: 'FA000000022CN' }),
    ];
    calls = installApi((call) => {
      if (call.path === '/api/f/logistics-management/order/list') return json({ totalCount: 2, totalCountIsLowerBound: false, items: rows });
      if (call.path === '/api/system/enums') return json({ items: [] });
      return undefined;
    });
    await renderShipping(<OrderList />);
    const table = await screen.findByRole('table', { name: '运单列表' });
    expect(await within(table).findByRole('link', { name: '修改运单 FA000000011CN' })).toHaveAttribute('href', `/user/order-edit?id=${uuid(1)}`);
    expect(within(table).queryByRole('link', { name: '修改运单 FA000000022CN' })).not.toBeInTheDocument();
  });
});
