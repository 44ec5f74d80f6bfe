/* eslint-disable lingui/no-unlocalized-strings -- test data */
import type { AddBatchOrdersInput, OpsOrderListRequest } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { nextDayIsoString, toIsoString } from '@forwarder/i18n/dates';
import { batch, batchDetail, installApi, json, OPS_ROUTING, opsOrderListItem, opsReference, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderList } from './order-list';

jest.setTimeout(30_000);

const orders = Array.from({ length: 25 }, (_, index) => opsOrderListItem({}, 45 + index));
const enums = {
  items: [{ category: 101, name: 'TransportMode', values: [{ value: 10, name: 'AIR', displayName: '空运' }, { value: 20, name: 'SEA', displayName: '海运' }] }],
};

let calls: ApiCall[];
let language: Locale = 'zh-Hans';
/** When set, the list answers as the server does past its count cap: this many counted, and more exist. */
let cappedAt: number | undefined;
beforeEach(() => {
  cappedAt = undefined;
  calls = installApi((call) => {
    if (call.path === '/api/ops/reference') return json(opsReference(language));
    if (call.path === '/api/system/enums') return json(enums);
    if (call.path === '/api/ops/orders/list') {
      const body = call.json as OpsOrderListRequest;
      const matching = orders.filter((o) => !body.waybillNumbers || body.waybillNumbers.includes(o.waybillNumber));
      if (cappedAt !== undefined) return json({ totalCount: cappedAt, totalCountIsLowerBound: true, items: matching.slice(0, body.maxResultCount) });
      return json({ totalCount: matching.length, totalCountIsLowerBound: false, items: matching.slice(body.skipCount, body.skipCount + body.maxResultCount) });
    }
    if (call.path === '/api/ops/batches/list') return json({ totalCount: 1, items: [batch()] });
    if (call.path === `/api/ops/batches/${batch().id}/orders`) {
      const { waybillNumbers } = call.json as AddBatchOrdersInput;
      return json({ items: waybillNumbers.map((waybillNumber) => ({ waybillNumber, outcome: 'added', message: '已加入' })), batch: batchDetail() });
    }
    return undefined;
  });
});

const listBodies = () => calls.filter((call) => call.path === '/api/ops/orders/list').map((call) => call.json as OpsOrderListRequest);

describe('the order list: filters in the URL', () => {
  it('turns the URL into the request (dates as exclusive next-day bounds, statuses, stale days, page)', async () => {
    const { router } = await renderWithProviders(<OrderList />);
    await screen.findByRole('table', { name: '运单列表' });
    const query = new URLSearchParams({
      numbers: 'fa000000045cn FA000000046CN,FA000000045CN',
      customer: '小明',
      status: '10,20,abc',
      mode: '10',
      product: OPS_ROUTING.air,
      from: '2026-11-01',
      to: '2026-11-20',
      updatedFrom: '2026-11-10',
      updatedTo: 'not-a-day',
      stale: '3',
      sort: 'lastEventTime asc',
      page: '2',
    });
    await act(() => router.navigate(`/?${query.toString()}`));
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({
        waybillNumbers: ['FA000000045CN', 'FA000000046CN'],
        customer: '小明',
        statuses: [10, 20],
        transportMode: 10,
        routingId: OPS_ROUTING.air,
        creationTimeFrom: toIsoString('2026-11-01'),
        creationTimeTo: nextDayIsoString('2026-11-20'),
        lastModificationTimeFrom: toIsoString('2026-11-10'),
        staleDays: 3,
        maxResultCount: 20,
        skipCount: 20,
        sorting: 'lastEventTime asc',
      }),
    );
    // The form shows what the URL says.
    expect(screen.getByRole('textbox', { name: /^运单号/ })).toHaveValue('FA000000045CN,FA000000046CN');
    expect(screen.getByRole('checkbox', { name: '已入库' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: '无轨迹超过（天）' })).toHaveValue(3);
  });

  it('writes the form into the URL, pages by 20 and refuses more than 100 numbers', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<OrderList />);
    const table = await screen.findByRole('table', { name: '运单列表' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(listBodies()[0]).toEqual({ maxResultCount: 20, skipCount: 0, sorting: 'creationTime desc' });

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));

    const numbers = screen.getByRole('textbox', { name: /^运单号/ });
    await user.type(numbers, 'FA000000045CN{Enter}fa000000046cn');
    await user.click(await screen.findByRole('checkbox', { name: '运输中' }));
    await user.click(screen.getByRole('checkbox', { name: '已下单' }));
    await user.type(screen.getByRole('spinbutton', { name: '无轨迹超过（天）' }), '5');
    await user.selectOptions(screen.getByRole('combobox', { name: '产品' }), OPS_ROUTING.sea);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        numbers: 'FA000000045CN,FA000000046CN',
        status: '10,30',
        stale: '5',
        product: OPS_ROUTING.sea,
      }),
    );
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ waybillNumbers: ['FA000000045CN', 'FA000000046CN'], statuses: [10, 30], staleDays: 5, skipCount: 0 }));

    await user.clear(screen.getByRole('textbox', { name: /^运单号/ }));
    await user.click(screen.getByRole('textbox', { name: /^运单号/ }));
    await user.paste(Array.from({ length: 101 }, (_, i) => `FB${i}`).join('\n'));
    const search = router.state.location.search;
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('最多 100 个运单号')).toBeInTheDocument();
    expect(router.state.location.search).toBe(search);

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows exactly one customer's orders from their page's link, and searches by name again once the name is edited", async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<OrderList />);
    await screen.findByRole('table', { name: '运单列表' });
    const customerId = '00000000-0000-4000-8000-000000000777';
    await act(() => router.navigate(`/?customer=demo-member&customerId=${customerId}`));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ customerId, maxResultCount: 20, skipCount: 0, sorting: 'creationTime desc' }));
    const field = screen.getByRole('textbox', { name: '客户' });
    expect(field).toHaveValue('demo-member');

    // Applying other filters keeps the exact customer.
    await user.click(await screen.findByRole('checkbox', { name: '运输中' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ customerId, statuses: [30] }));

    // The form starts again from the new URL: find the field again.
    const again = screen.getByRole('textbox', { name: '客户' });
    expect(again).toHaveValue('demo-member');
    await user.clear(again);
    await user.type(again, 'demo');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ customer: 'demo', status: '30' }));
    expect(listBodies().at(-1)).toMatchObject({ customer: 'demo' });
    expect(listBodies().at(-1)).not.toHaveProperty('customerId');

    // An id without the name beside it, or not an id, is dropped.
    await act(() => router.navigate(`/?customerId=${customerId}&stale=7`));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ staleDays: 7, maxResultCount: 20, skipCount: 0, sorting: 'creationTime desc' }));
    await act(() => router.navigate('/?customer=demo-member&customerId=not-an-id&stale=8'));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ customer: 'demo-member', staleDays: 8, maxResultCount: 20, skipCount: 0, sorting: 'creationTime desc' }));
  });

  it('puts the selected rows into a batch and shows each number’s outcome (English)', async () => {
    language = 'en';
    const user = userEvent.setup();
    await renderWithProviders(<OrderList />, { locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Waybills' });
    expect(screen.getByRole('button', { name: 'Add to batch (0)' })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: 'Select waybill FA000000045CN' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select waybill FA000000046CN' }));
    await user.click(screen.getByRole('button', { name: 'Add to batch (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add to batch' });
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: /^Batch to add to/ }), batch().id);
    await user.click(within(dialog).getByRole('button', { name: 'Add 2 waybills' }));
    expect(await within(dialog).findByText('2 of 2 waybills added')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Added')).toHaveLength(2);
    const add = calls.find((call) => call.path.endsWith('/orders') && call.method === 'POST');
    expect(add?.json).toEqual({ waybillNumbers: ['FA000000045CN', 'FA000000046CN'] });
    language = 'zh-Hans';
  });
});

describe.each([
  { locale: 'zh-Hans' as const, table: '运单列表', from: /^下单日期从/, to: /^下单日期至/, stale: /^无轨迹超过（天）/, error: '结束日期不能早于开始日期', staleError: '请输入 1 到 365 之间的整数', written: '2026年11月20日' },
  { locale: 'en' as const, table: 'Waybills', from: /^Created from/, to: /^Created to/, stale: /^No event for more than/, error: 'The end date cannot be before the start date', staleError: 'Enter a whole number from 1 to 365', written: 'November 20, 2026' },
])('the order list: dates in the page language ($locale, issue 27)', ({ locale, table, from, to, stale, error, staleError, written }) => {
  afterEach(() => {
    language = 'zh-Hans';
  });

  it('writes a chosen day out in the page language and says so itself when a range ends before it starts', async () => {
    language = locale;
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<OrderList />, { locale });
    await screen.findByRole('table', { name: table });
    const first = screen.getByLabelText(from);
    const last = screen.getByLabelText(to);
    // No min/max: the browser would check them with its own bubble, in its own language.
    for (const input of [first, last]) {
      expect(input).toHaveAttribute('type', 'date');
      expect(input).not.toHaveAttribute('min');
      expect(input).not.toHaveAttribute('max');
    }
    expect(first.closest('form')).toHaveAttribute('novalidate');
    fireEvent.change(first, { target: { value: '2026-11-20' } });
    expect(screen.getByText(written)).toBeInTheDocument();
    fireEvent.change(last, { target: { value: '2026-11-10' } });
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(last).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('spinbutton', { name: stale }), '400');
    expect(screen.getByText(staleError)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('');
    expect(listBodies()).toHaveLength(1);
  });
});

describe('the order list: a capped count', () => {
  it('says "more than 10,000" and pages on past the counted pages', async () => {
    cappedAt = 10_000;
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<OrderList />);
    await act(() => router.navigate('/?page=500'));
    expect(await screen.findByText('超过 10,000 个运单')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager).toHaveTextContent('第 500 页，超过 10,000 条');
    await user.click(within(pager).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ skipCount: 500 * 20 }));
  });
});
