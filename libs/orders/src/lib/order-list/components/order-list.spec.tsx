/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nextDayIsoString, toIsoString } from '@forwarder/i18n/dates';
import { installApi, json, type ApiCall } from '@forwarder/testing';
import { renderShipping } from '../../../testing/render-shipping';
import { OrderList } from './order-list';

jest.setTimeout(20_000);

const order = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  waybillNumber: `FA0000000${n}CN`,
  status: 30,
  statusDisplayName: '运输中',
  transportMode: 10,
  routingDisplayName: '标准空运',
  senderName: '张三',
  receiverName: `收件人${n}`,
  receiverCountryCode: 'US',
  receiverArea: '美国-纽约州-New York',
  parcelCount: 2,
  totalWeightKg: 7,
  chargeableWeightKg: 8,
  declaredValue: 125,
  declaredCurrency: 'USD',
  customerReference: '',
  creationTime: '2026-11-01T08:00:00Z',
  lastEventTime: '2026-11-02T08:00:00Z',
  lastEventDescription: '航班已起飞',
  // The first order was weighed and charged (issue 29); the others not yet.
  chargeTotalMinor: n === 1 ? 71100 : null,
  chargeCurrency: n === 1 ? 'CNY' : null,
});
const orders = Array.from({ length: 9 }, (_, index) => order(index + 1));
let calls: ApiCall[];
/** When set, the list answers as the server does past its count cap: this many counted, and more exist. */
let cappedAt: number | undefined;

beforeEach(() => {
  cappedAt = undefined;
  calls = installApi((call) => {
    if (call.path === '/api/f/logistics-management/order/list') {
      const body = JSON.parse(call.body) as { maxResultCount: number; skipCount: number; waybillNumbers?: string[] };
      const matching = orders.filter((o) => !body.waybillNumbers || body.waybillNumbers.includes(o.waybillNumber));
      const items = matching.slice(body.skipCount, body.skipCount + body.maxResultCount);
      if (cappedAt !== undefined) return json({ totalCount: cappedAt, totalCountIsLowerBound: true, items: matching.slice(0, body.maxResultCount) });
      return json({ totalCount: matching.length, totalCountIsLowerBound: false, items });
    }
    if (call.path === '/api/system/enums') {
      return json({
        items: [
          { category: 101, name: 'TransportMode', values: [{ value: 10, name: 'AIR', displayName: '空运' }, { value: 20, name: 'SEA', displayName: '海运' }] },
          { category: 102, name: 'OrderStatus', values: [{ value: 30, name: 'InTransit', displayName: '运输中' }, { value: 60, name: 'Delivered', displayName: '已签收' }] },
        ],
      });
    }
    return undefined;
  });
});

const listBodies = () => calls.filter((call) => call.path.endsWith('/order/list')).map((call) => JSON.parse(call.body) as Record<string, unknown>);

describe('my waybills: filter ↔ URL', () => {
  it('turns the URL into the request body (next-day upper bound, 1-based page)', async () => {
    const { router } = await renderShipping(<OrderList />);
    await screen.findByRole('table', { name: '运单列表' });
    await act(() => router.navigate('/?waybill=fa00000001cn,%20FA00000002CN&status=30&mode=10&from=2026-11-01&to=2026-11-20&keyword=%E5%BC%A0&page=2'));
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({
        waybillNumbers: ['FA00000001CN', 'FA00000002CN'],
        status: 30,
        transportMode: 10,
        creationTimeFrom: toIsoString('2026-11-01'),
        creationTimeTo: nextDayIsoString('2026-11-20'),
        keyword: '张',
        maxResultCount: 7,
        skipCount: 7,
        sorting: 'creationTime desc',
      }),
    );
    expect(nextDayIsoString('2026-11-20')).toBe(toIsoString('2026-11-21'));
  });

  it('writes the form into the URL, pages by 7 and selects rows', async () => {
    const user = userEvent.setup();
    const { router } = await renderShipping(<OrderList />);
    const table = await screen.findByRole('table', { name: '运单列表' });
    expect(within(table).getAllByRole('row')).toHaveLength(8); // header + 7
    // The charge of a weighed order; the others say they are not charged yet.
    expect(within(table).getByText('¥711.00')).toBeInTheDocument();
    expect(within(table).getAllByText('未计费')).toHaveLength(6);
    expect(listBodies()[0]).toEqual({ maxResultCount: 7, skipCount: 0, sorting: 'creationTime desc' });

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));

    await user.type(screen.getByRole('textbox', { name: '运单号' }), 'FA00000003CN FA00000004CN');
    await user.selectOptions(await screen.findByRole('combobox', { name: '状态' }), await screen.findByRole('option', { name: '已签收' }));
    await user.selectOptions(screen.getByRole('combobox', { name: '运输方式' }), '20');
    await user.type(screen.getByLabelText('下单日期从'), '2026-11-01');
    await user.type(screen.getByLabelText('下单日期至'), '2026-11-03');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        waybill: 'FA00000003CN FA00000004CN',
        status: '60',
        mode: '20',
        from: '2026-11-01',
        to: '2026-11-03',
      }),
    );
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ waybillNumbers: ['FA00000003CN', 'FA00000004CN'], skipCount: 0, creationTimeTo: nextDayIsoString('2026-11-03') }));

    const print = screen.getByRole('button', { name: /打印标签/ });
    expect(print).toBeDisabled();
    await user.click(await screen.findByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByRole('button', { name: '打印标签（2）' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe.each([
  { locale: 'zh-Hans' as const, from: '下单日期从', to: '下单日期至', error: '结束日期不能早于开始日期', written: '2026年11月20日' },
  { locale: 'en' as const, from: 'Created from', to: 'Created to', error: 'The end date cannot be before the start date', written: 'November 20, 2026' },
])('my waybills: dates in the page language ($locale, issue 27)', ({ locale, from, to, error, written }) => {
  it('writes a chosen day out, refuses a range that ends before it starts itself and applies nothing', async () => {
    const user = userEvent.setup();
    const { router } = await renderShipping(<OrderList />, { locale });
    const first = await screen.findByLabelText(from);
    const last = screen.getByLabelText(to);
    expect(first).not.toHaveAttribute('max');
    expect(last).not.toHaveAttribute('min');
    expect(first.closest('form')).toHaveAttribute('novalidate');
    fireEvent.change(first, { target: { value: '2026-11-20' } });
    fireEvent.change(last, { target: { value: '2026-11-10' } });
    expect(screen.getByText(written)).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    await user.click(last);
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('');
  });
});

describe('my waybills: a capped count', () => {
  it('says "more than 10,000" and still pages on past the counted pages', async () => {
    cappedAt = 10_000;
    const user = userEvent.setup();
    const { router } = await renderShipping(<OrderList />);
    await act(() => router.navigate('/?page=1429'));
    const pager = await screen.findByRole('navigation', { name: '分页' });
    await waitFor(() => expect(pager).toHaveTextContent('第 1429 页，超过 10,000 条'));
    await user.click(within(pager).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ skipCount: 1429 * 7 }));
  });
});
