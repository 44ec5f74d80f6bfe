/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegionCascade } from '../../region-cascade/components/region-cascade';
import { address, installApi, json, uuid, type ApiCall } from '@forwarder/testing';
import { renderShipping } from '../../../testing/render-shipping';
import { AddressBook } from './address-book';

jest.setTimeout(20_000);

const entry = (n: number) =>
  address({ id: uuid(n), name: `联系人${n}`, companyName: '', street: `科技园 ${n} 号`, isDefaultSender: n === 1 });
const book = Array.from({ length: 9 }, (_, index) => entry(index + 1));
let calls: ApiCall[];

beforeEach(() => {
  calls = installApi((call) => {
    if (call.path === '/api/f/user-management/address/list') {
      const body = JSON.parse(call.body) as { maxResultCount: number; skipCount: number; keyword?: string };
      const matching = book.filter((item) => !body.keyword || item.street.includes(body.keyword));
      return json({ totalCount: matching.length, items: matching.slice(body.skipCount, body.skipCount + body.maxResultCount) });
    }
    if (call.path.endsWith('/update-default-sender-address')) return new Response(null, { status: 204 });
    if (call.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
});

const listBodies = () => calls.filter((call) => call.path.endsWith('/address/list')).map((call) => JSON.parse(call.body) as unknown);

describe('address book list', () => {
  it('pages by 7 from page 1, searches, sets the default sender and deletes after confirmation', async () => {
    const user = userEvent.setup();
    await renderShipping(<AddressBook RegionPicker={RegionCascade} />);
    const table = await screen.findByRole('table', { name: '地址列表' });
    expect(within(table).getAllByRole('row')).toHaveLength(8); // header + 7
    expect(within(table).getByText('默认发件地址')).toBeInTheDocument();
    expect(screen.getByText('第 1 / 2 页，共 9 条')).toBeInTheDocument();
    expect(listBodies()[0]).toEqual({ maxResultCount: 7, skipCount: 0 });

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第 2 / 2 页，共 9 条')).toBeInTheDocument();
    expect(listBodies().at(-1)).toEqual({ maxResultCount: 7, skipCount: 7 });

    await user.type(screen.getByRole('searchbox', { name: '搜索地址' }), '科技园 3 号');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ maxResultCount: 7, skipCount: 0, keyword: '科技园 3 号' }));

    await user.click(await screen.findByRole('button', { name: '将 联系人3 的地址设为默认发件地址' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/update-default-sender-address') && call.body.includes(entry(3).id))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: '删除 联系人3 的地址' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除地址' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith(entry(3).id))).toBe(true));
  });

  it('opens the form in a labelled panel and closes it on cancel', async () => {
    const user = userEvent.setup();
    await renderShipping(<AddressBook RegionPicker={RegionCascade} />, { locale: 'en' });
    await screen.findByRole('table', { name: 'Addresses' });
    await user.click(screen.getByRole('button', { name: 'New address' }));
    const panel = await screen.findByRole('region', { name: 'New address' });
    expect(await within(panel).findByRole('combobox', { name: /^Country\/region/ })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New address' })).not.toBeInTheDocument());
  });
});
