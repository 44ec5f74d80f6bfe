/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { StaffRole } from '@forwarder/api-client/ops';
import { installApi, json, renderWithProviders, staffAccount, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChargeTypes } from './charge-types';

jest.setTimeout(30_000);

const TYPES = {
  items: [
    { code: 'repacking', nameZh: '加固/重新打包', nameEn: 'Repacking', displayName: '加固/重新打包', discount: false, active: true, sortOrder: 10 },
    { code: 'discount', nameZh: '优惠', nameEn: 'Discount', displayName: '优惠', discount: true, active: true, sortOrder: 40 },
  ],
};

let calls: ApiCall[];
let role: StaffRole;
beforeEach(() => {
  role = StaffRole.Admin;
  calls = installApi((call) => {
    if (call.path === '/api/ops/me') return json(staffAccount({ role }));
    if (call.path === '/api/ops/charge-types' && call.method === 'GET') return json(TYPES);
    if (call.path === '/api/ops/charge-types') return json({ ...TYPES.items[0], code: 'insurance' }, 201);
    if (call.path.startsWith('/api/ops/charge-types/')) return json(TYPES.items[0]);
    return undefined;
  });
});

describe('charge types in site management (issue 29)', () => {
  it('lists the types; an admin adds one, refused first without a valid code', async () => {
    await renderWithProviders(<ChargeTypes />);
    const table = await screen.findByRole('table', { name: '费用类型' });
    expect(await within(table).findByText('加固/重新打包')).toBeInTheDocument();
    expect(within(table).getByText('优惠（负数）')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '新建费用类型' }));
    const dialog = await screen.findByRole('dialog', { name: '新建费用类型' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /代码/ }), 'Bad code');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('代码为 2–32 位小写字母、数字或连字符，以字母开头')).toBeInTheDocument();
    const code = within(dialog).getByRole('textbox', { name: /代码/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'insurance');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /中文名称/ }), '保险费');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /英文名称/ }), 'Insurance');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.json).toEqual({ code: 'insurance', nameZh: '保险费', nameEn: 'Insurance', sortOrder: 100, discount: false });
  });

  it('an admin deactivates a type (never deletes it)', async () => {
    await renderWithProviders(<ChargeTypes />);
    await userEvent.click(await screen.findByRole('button', { name: '编辑 加固/重新打包' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑费用类型' });
    expect(within(dialog).getByRole('textbox', { name: /代码/ })).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /启用/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/ops/charge-types/repacking', json: { nameZh: '加固/重新打包', nameEn: 'Repacking', active: false, sortOrder: 10 } });
  });

  it('operators read the list without the buttons', async () => {
    role = StaffRole.Operator;
    await renderWithProviders(<ChargeTypes />);
    await screen.findByText('加固/重新打包');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ops/me')).toBe(true));
    expect(screen.queryByRole('button', { name: '新建费用类型' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
  });
});
