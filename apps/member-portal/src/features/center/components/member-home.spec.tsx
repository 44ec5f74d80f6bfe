/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { screen, within } from '@testing-library/react';
import { address, installApi, json, orderListItem, profile, renderWithProviders, uuid } from '@forwarder/testing';
import type { Address } from '@forwarder/api-client';
import { MemberHome } from './member-home';

jest.setTimeout(20_000);

const order = orderListItem({ id: uuid(1), creationTime: '2026-11-20T08:00:00.000Z' });

function serve(defaultSenderAddress: Address | null) {
  return installApi((call) => {
    if (call.path === '/api/f/user-management/profile/my') return json(profile({ defaultSenderAddressId: defaultSenderAddress?.id ?? null, defaultSenderAddress }));
    if (call.path === '/api/f/logistics-management/order/status-summary') {
      return json({ totalCount: 7, items: [{ status: 30, statusDisplayName: '运输中', count: 5 }, { status: 60, statusDisplayName: '已签收', count: 2 }] });
    }
    if (call.path === '/api/f/logistics-management/order/list') return json({ totalCount: 1, totalCountIsLowerBound: false, items: [order] });
    return undefined;
  });
}

describe('my home', () => {
  it('greets the member and shows counts, recent orders and a prompt for the default sender', async () => {
    const calls = serve(null);
    await renderWithProviders(<MemberHome />);
    expect(await screen.findByText('您好，王小明！欢迎回来。')).toBeInTheDocument();
    const counts = screen.getByRole('region', { name: '运单统计' });
    expect(await within(counts).findByText('已签收')).toBeInTheDocument();
    expect(within(counts).getByText('7')).toBeInTheDocument();
    const recent = await screen.findByRole('table', { name: '最近运单' });
    expect(within(recent).getByRole('link', { name: 'FA100000017CN' })).toHaveAttribute('href', `/user/order-detail?id=${uuid(1)}`);
    expect(within(recent).getByText('2026-11-20')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去设置默认发件地址' })).toHaveAttribute('href', '/user/address');
    expect(screen.getByRole('link', { name: '运单追踪' })).toHaveAttribute('href', '/site/tracking');
    const list = calls.find((call) => call.path === '/api/f/logistics-management/order/list');
    expect(JSON.parse(list?.body ?? '{}')).toMatchObject({ maxResultCount: 5, skipCount: 0 });
  });

  it('shows the default sender address', async () => {
    serve(address({ name: '李四', companyName: '', phoneNumber: '+86 138 0013 8000' }));
    await renderWithProviders(<MemberHome />);
    const sender = await screen.findByRole('region', { name: '默认发件地址' });
    expect(await within(sender).findByText('中国-广东省-深圳市-南山区')).toBeInTheDocument();
    expect(within(sender).getByText('李四')).toBeInTheDocument();
  });
});
