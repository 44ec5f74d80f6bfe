/* eslint-disable lingui/no-unlocalized-strings -- test data */
import type { OrderListItem } from '@forwarder/api-client';
import { UiProvider } from '@forwarder/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LatestOrdersTable, type LatestOrdersTableProps } from './latest-orders';

const order = {
  id: 'o1',
  waybillNumber: 'FA100000017CN',
  statusDisplayName: '运输中',
  receiverName: 'John Smith',
  creationTime: '2026-11-20T08:00:00.000Z',
} as OrderListItem;

beforeAll(() => {
  i18n.load('zh-Hans', {});
  i18n.activate('zh-Hans');
});

function show(props: Partial<LatestOrdersTableProps>) {
  render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <MemoryRouter>
          <LatestOrdersTable orders={[order]} loading={false} failed={false} timeZone="Asia/Shanghai" {...props} />
        </MemoryRouter>
      </UiProvider>
    </I18nProvider>,
  );
}

describe('latest orders', () => {
  it("links each waybill to the portal's order detail (member centre)", () => {
    show({ orderHref: (item) => `/user/order-detail?id=${item.id}` });
    const table = screen.getByRole('table', { name: '最近运单' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['运单号', '状态', '收件人', '下单日期']);
    expect(within(table).getByRole('link', { name: 'FA100000017CN' })).toHaveAttribute('href', '/user/order-detail?id=o1');
    expect(within(table).getByText('2026-11-20')).toBeInTheDocument();
  });

  it('shows the number as text without a detail page (merchant centre)', () => {
    show({});
    const table = screen.getByRole('table', { name: '最近运单' });
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    expect(within(table).getByText('FA100000017CN')).toBeInTheDocument();
  });

  it('says when there are no orders yet, or when they could not be loaded', () => {
    show({ orders: [] });
    expect(screen.getByText('还没有运单。')).toBeInTheDocument();
    show({ orders: [], failed: true });
    expect(screen.getByText('最近运单暂时无法加载。')).toBeInTheDocument();
  });
});
