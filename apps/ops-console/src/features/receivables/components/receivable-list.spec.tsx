/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { BillingAccountKind, type Receivable, type ReceivableListRequest } from '@forwarder/api-client/ops';
import { installApi, json, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReceivableList } from './receivable-list';

jest.setTimeout(30_000);

const row = (overrides: Partial<Receivable>): Receivable => ({
  customerId: '00000000-0000-4000-8000-000000003001',
  customerUserName: 'acme',
  customerName: 'Acme 贸易',
  kind: BillingAccountKind.Credit,
  currency: 'CNY',
  balanceMinor: -70000,
  creditLimitMinor: 100000,
  creditUsedMinor: 70000,
  heldOrderCount: 0,
  heldAmountMinor: 0,
  pendingNoticeCount: 0,
  overdue: true,
  overdueAmountMinor: 30000,
  ...overrides,
});
const ROWS = [
  row({}),
  row({
    customerId: '00000000-0000-4000-8000-000000003002',
    customerUserName: 'member-2',
    customerName: '',
    kind: BillingAccountKind.Prepaid,
    balanceMinor: -71100,
    creditLimitMinor: null,
    creditUsedMinor: null,
    heldOrderCount: 1,
    heldAmountMinor: 71100,
    pendingNoticeCount: 2,
    overdue: false,
    overdueAmountMinor: 0,
  }),
];

let calls: ApiCall[];
beforeEach(() => {
  calls = installApi((call) => {
    if (call.path === '/api/ops/receivables/list') return json({ totalCount: ROWS.length, items: ROWS });
    if (call.path === '/api/ops/receivables/export') {
      return new Response(new Blob(['xlsx']), { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="receivables-20261207.xlsx"' } });
    }
    return undefined;
  });
});

const bodies = (path: string) => calls.filter((call) => call.path === path).map((call) => call.json as ReceivableListRequest);

describe('the receivables list', () => {
  it('reads the filter from the URL, shows every figure, links to the billing page, and a search writes the filter back', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<ReceivableList />, { initialPath: '/?kind=credit&overdue=1&sort=heldAmount+desc&page=2&kind2=x&held=yes' });
    await waitFor(() =>
      expect(bodies('/api/ops/receivables/list').at(-1)).toEqual({ kind: 'credit', overdueOnly: true, sorting: 'heldAmount desc', maxResultCount: 20, skipCount: 20 }),
    );
    const table = await screen.findByRole('table', { name: '应收款列表' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getByRole('link', { name: 'acme' })).toHaveAttribute('href', '/ops/customer-billing?id=00000000-0000-4000-8000-000000003001');
    expect(first).toHaveTextContent('月结');
    expect(first).toHaveTextContent('¥700.00 / ¥1,000.00');
    expect(first).toHaveTextContent('逾期 ¥300.00');
    expect(second).toHaveTextContent('1 · ¥711.00');
    expect(second).toHaveTextContent('-¥711.00');

    const search = screen.getByRole('search', { name: '筛选应收款' });
    expect(within(search).getByRole('checkbox', { name: '仅逾期' })).toBeChecked();
    await user.selectOptions(within(search).getByRole('combobox', { name: '结算方式' }), '');
    await user.click(within(search).getByRole('checkbox', { name: '仅逾期' }));
    await user.click(within(search).getByRole('checkbox', { name: '仅有暂扣运单' }));
    await user.click(within(search).getByRole('checkbox', { name: '仅有待确认充值通知' }));
    await user.type(within(search).getByRole('textbox', { name: '关键词' }), ' acme ');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?held=1&notices=1&keyword=acme&sort=heldAmount+desc'));
    await waitFor(() =>
      expect(bodies('/api/ops/receivables/list').at(-1)).toEqual({ heldOnly: true, pendingNoticesOnly: true, keyword: 'acme', sorting: 'heldAmount desc', maxResultCount: 20, skipCount: 0 }),
    );
  });

  it('exports the same filter, without paging', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: save, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderWithProviders(<ReceivableList />, { initialPath: '/?kind=prepaid&held=1&page=3' });
    await screen.findByRole('table', { name: '应收款列表' });
    await user.click(screen.getByRole('button', { name: '导出 Excel' }));
    await waitFor(() => expect(bodies('/api/ops/receivables/export')).toEqual([{ kind: 'prepaid', heldOnly: true }]));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(save).toHaveBeenCalled();
    click.mockRestore();
  });

  it('in English', async () => {
    await renderWithProviders(<ReceivableList />, { locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Receivables list' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Monthly credit');
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  });
});
