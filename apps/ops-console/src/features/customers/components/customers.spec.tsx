/* eslint-disable lingui/no-unlocalized-strings -- test data */
import type { CreateCustomerInput, CustomerListRequest, SetCustomerActiveInput } from '@forwarder/api-client/ops';
import type { Locale } from '@forwarder/i18n';
import { apiError, customerDetail, customerSummary, installApi, json, opsReference, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerDetail } from './customer-detail';
import { CustomerList } from './customer-list';

jest.setTimeout(30_000);

const CUSTOMERS = Array.from({ length: 25 }, (_, index) => customerSummary({ id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, userName: `member-${index}` }));
const DETAIL = customerDetail();
const TEMPORARY = 'Kq7mR2xPw9tZab';

let calls: ApiCall[];
let createAnswer: (input: CreateCustomerInput) => Response;
let mailConfigured: boolean;
let detail: ReturnType<typeof customerDetail>;
beforeEach(() => {
  createAnswer = (input) => json(customerDetail({ userName: input.userName, addresses: [] }), 201);
  mailConfigured = false;
  detail = DETAIL;
  calls = installApi((call) => {
    if (call.path === '/api/ops/reference') return json(opsReference('zh-Hans', { mailConfigured }));
    if (call.path === `/api/ops/customers/${DETAIL.id}/password-reset-link`) {
      return json({ email: detail.email, mailId: '00000000-0000-4000-8000-000000001500', expiresAt: '2026-11-23T09:00:00.000Z' });
    }
    if (call.path === '/api/ops/customers/list') {
      const body = call.json as CustomerListRequest;
      const skip = body.skipCount ?? 0;
      return json({ totalCount: CUSTOMERS.length, items: CUSTOMERS.slice(skip, skip + (body.maxResultCount ?? 20)) });
    }
    if (call.path === '/api/ops/customers' && call.method === 'POST') return createAnswer(call.json as CreateCustomerInput);
    if (call.path === `/api/ops/customers/${DETAIL.id}` && call.method === 'GET') return json(detail);
    if (call.path === `/api/ops/customers/${DETAIL.id}/state`) return json({ ...DETAIL, isActive: (call.json as SetCustomerActiveInput).isActive });
    if (call.path === `/api/ops/customers/${DETAIL.id}/password-reset`) return json({ temporaryPassword: TEMPORARY });
    return undefined;
  });
});

const listBodies = () => calls.filter((call) => call.path === '/api/ops/customers/list').map((call) => call.json as CustomerListRequest);

describe('the customer list', () => {
  it('reads the search, type, state and page from the URL, and a search writes them back', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<CustomerList />, { initialPath: '/?keyword=M300&type=merchant&state=disabled&page=2&bogus=1' });
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ keyword: 'M300', userType: 30, isActive: false, maxResultCount: 20, skipCount: 20 }));
    const search = screen.getByRole('search', { name: '搜索客户' });
    expect(within(search).getByRole('combobox', { name: '类型' })).toHaveValue('merchant');
    await user.clear(within(search).getByRole('textbox', { name: '关键词' }));
    await user.type(within(search).getByRole('textbox', { name: '关键词' }), ' 小明 ');
    await user.selectOptions(within(search).getByRole('combobox', { name: '类型' }), '');
    await user.selectOptions(within(search).getByRole('combobox', { name: '状态' }), 'enabled');
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E5%B0%8F%E6%98%8E&state=enabled'));
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ keyword: '小明', isActive: true, maxResultCount: 20, skipCount: 0 }));
    const table = await screen.findByRole('table', { name: '客户' });
    expect(within(table).getByRole('link', { name: 'member-0' })).toHaveAttribute('href', `/ops/customer-detail?id=${CUSTOMERS[0]?.id ?? ''}`);
  });

  it('opens a merchant, sending only the filled fields, and shows the server\'s refusal under the field', async () => {
    createAnswer = () => apiError(400, 'Your request is not valid!', [{ message: '用户名 xiaoming 已被使用。', members: ['userName'] }]);
    const user = userEvent.setup();
    await renderWithProviders(<CustomerList />);
    await user.click(await screen.findByRole('button', { name: '新建客户' }));
    const dialog = await screen.findByRole('dialog', { name: '新建客户' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^类型/ }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: /^用户名/ }), 'xiaoming');
    await user.type(within(dialog).getByRole('textbox', { name: /^姓名/ }), '王小明');
    await user.type(within(dialog).getByRole('textbox', { name: /^商户号/ }), 'm200001');
    await user.type(within(dialog).getByLabelText(/^初始密码/), 'Parcel#2026');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('用户名 xiaoming 已被使用。')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/ops/customers')?.json).toEqual({ userType: 30, userName: 'xiaoming', name: '王小明', merchantId: 'M200001', password: 'Parcel#2026' });
    expect(dialog).toBeInTheDocument();
  });

  it('never sends a merchant id typed before switching to member', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<CustomerList />);
    await user.click(await screen.findByRole('button', { name: '新建客户' }));
    const dialog = await screen.findByRole('dialog', { name: '新建客户' });
    // The field exists only for merchants: typed there, then the type switched back to member.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^类型/ }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: /^商户号/ }), 'M200001');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^类型/ }), '20');
    expect(within(dialog).queryByRole('textbox', { name: /^商户号/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^用户名/ }), 'member-new');
    await user.type(within(dialog).getByRole('textbox', { name: /^姓名/ }), '李四');
    await user.type(within(dialog).getByLabelText(/^初始密码/), 'Parcel#2026');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/api/ops/customers')?.json).toEqual({ userType: 20, userName: 'member-new', name: '李四', password: 'Parcel#2026' }));
  });
});

const DETAIL_LABELS = {
  'zh-Hans': { disable: '停用', confirm: /^停用客户 demo-member/, reset: '重置密码', resetDialog: /^重置 demo-member 的密码/, shown: /demo-member 的临时密码/, field: '临时密码', copy: '复制', copied: '已复制', done: '完成', orders: '查看运单', warning: /只显示这一次/ },
  en: { disable: 'Disable', confirm: /^Disable customer demo-member/, reset: 'Reset password', resetDialog: /^Reset the password of demo-member/, shown: /Temporary password of demo-member/, field: 'Temporary password', copy: 'Copy', copied: 'Copied', done: 'Done', orders: 'View orders', warning: /shown only now/ },
} as const;

describe.each<Locale>(['zh-Hans', 'en'])("a customer's page (%s)", (locale) => {
  const label = DETAIL_LABELS[locale];

  it('links to their orders, and disables after a confirmation', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<CustomerDetail id={DETAIL.id} />, { locale });
    expect(await screen.findByRole('link', { name: label.orders })).toHaveAttribute('href', `${locale === 'en' ? '/en' : ''}/ops/orders?customer=demo-member&customerId=${DETAIL.id}`);
    expect(screen.getByText('深南大道 9988 号', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: label.disable }));
    const dialog = await screen.findByRole('dialog', { name: label.confirm });
    expect(calls.some((call) => call.path.endsWith('/state'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: label.disable }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/state'))?.json).toEqual({ isActive: false }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: label.confirm })).not.toBeInTheDocument());
  });

  it('resets the password after a confirmation and shows the temporary one once, with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderWithProviders(<CustomerDetail id={DETAIL.id} />, { locale });
    await user.click(await screen.findByRole('button', { name: label.reset }));
    const confirm = await screen.findByRole('dialog', { name: label.resetDialog });
    await user.click(within(confirm).getByRole('button', { name: label.reset }));
    const shown = await screen.findByRole('alertdialog', { name: label.shown });
    expect(within(shown).getByRole('textbox', { name: label.field })).toHaveValue(TEMPORARY);
    expect(within(shown).getByText(label.warning)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: label.copy }));
    expect(writeText).toHaveBeenCalledWith(TEMPORARY);
    expect(within(shown).getByRole('button', { name: label.copied })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: label.done }));
    await waitFor(() => expect(screen.queryByText(TEMPORARY)).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(TEMPORARY)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.endsWith('/password-reset'))).toHaveLength(1);
  });
});

const LINK_LABELS = {
  'zh-Hans': { reset: '重置密码', resetDialog: /^重置 demo-member 的密码/, link: /^通过邮件发送重置链接/, send: '发送重置链接', sent: '重置链接已发送到 member@example.com', noSmtp: /没有配置发信服务/, noEmail: /没有电子邮箱/ },
  en: { reset: 'Reset password', resetDialog: /^Reset the password of demo-member/, link: /^Send a reset link by e-mail/, send: 'Send reset link', sent: 'Reset link sent to member@example.com', noSmtp: /no outgoing mail server/, noEmail: /no e-mail address/ },
} as const;

describe.each<Locale>(['zh-Hans', 'en'])('a reset link by e-mail (%s)', (locale) => {
  const label = LINK_LABELS[locale];
  const openDialog = async () => {
    const user = userEvent.setup();
    await renderWithProviders(<CustomerDetail id={DETAIL.id} />, { locale });
    await user.click(await screen.findByRole('button', { name: label.reset }));
    return { user, dialog: await screen.findByRole('dialog', { name: label.resetDialog }) };
  };

  it('mails a link when the portal sends mail, and changes nothing else', async () => {
    mailConfigured = true;
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('radio', { name: label.link }));
    await user.click(within(dialog).getByRole('button', { name: label.send }));
    expect(await screen.findByText(label.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: label.resetDialog })).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path.endsWith('/password-reset-link'))).toHaveLength(1);
    expect(calls.some((call) => call.path.endsWith('/password-reset'))).toBe(false);
  });

  it('offers no link without mail, and says why', async () => {
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(label.noSmtp)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: label.link })).toBeDisabled();
  });

  it('offers no link to a customer without an e-mail address', async () => {
    mailConfigured = true;
    detail = customerDetail({ email: '' });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText(label.noEmail)).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: label.link })).toBeDisabled();
  });
});

it('says so when the customer does not exist', async () => {
  await act(async () => {
    await renderWithProviders(<CustomerDetail id="not-an-id" />);
  });
  expect(await screen.findByText('找不到这个客户。')).toBeInTheDocument();
});
