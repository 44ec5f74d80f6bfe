/* eslint-disable lingui/no-unlocalized-strings -- test data */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserType } from '@forwarder/api-client';
import { apiError, appCatalog, installApi, json, profile as profileFixture, renderWithProviders, type ApiCall } from '@forwarder/testing';
import { ProfileSettings } from './profile-settings';

jest.setTimeout(20_000);

// The lib's messages live in the catalogs of the portals that mount it (member and merchant).
const memberCatalog = appCatalog('member-portal');
const merchantCatalog = appCatalog('merchant-portal');

const profile = profileFixture({ phoneNumber: '', companyName: '' });
let current = profile;
let passwordAnswer: () => Response;
let calls: ApiCall[];

beforeEach(() => {
  current = profile;
  passwordAnswer = () => new Response(null, { status: 204 });
  calls = installApi((call) => {
    if (call.path === '/api/f/user-management/profile/my') {
      return call.method === 'GET' ? json(current) : json({ ...profile, ...(JSON.parse(call.body) as object) });
    }
    if (call.path === '/api/f/user-management/profile/change-password') return passwordAnswer();
    if (call.path === '/api/f/user-management/profile/mail-settings') return json({ ...current, ...(call.json as object) });
    return undefined;
  });
});

const section = (name: string) => screen.getByRole('region', { name });

describe('profile settings', () => {
  it('validates the profile in Chinese and saves it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ProfileSettings />, { loadCatalog: memberCatalog });
    const name = await screen.findByRole('textbox', { name: /^姓名/ });
    expect(name).toHaveValue('王小明');
    expect(screen.getByText('demo-member')).toBeInTheDocument();
    await user.clear(name);
    await user.clear(screen.getByRole('textbox', { name: /^电子邮箱/ }));
    await user.type(screen.getByRole('textbox', { name: /^电子邮箱/ }), 'bad@');
    await user.type(screen.getByRole('textbox', { name: /^电话/ }), '12');
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    expect(await screen.findByText('此项为必填项')).toBeInTheDocument();
    expect(screen.getByText('请输入有效的电子邮箱地址')).toBeInTheDocument();
    expect(screen.getByText('请输入有效的电话号码（数字、空格、括号或连字符，可以 + 开头）')).toBeInTheDocument();

    await user.type(name, '王大明');
    await user.clear(screen.getByRole('textbox', { name: /^电子邮箱/ }));
    await user.clear(screen.getByRole('textbox', { name: /^电话/ }));
    await user.click(screen.getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ name: '王大明', email: '', phoneNumber: '', companyName: '' });
  });

  it('checks the password rule, confirmation and difference in English', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ProfileSettings />, { locale: 'en', loadCatalog: memberCatalog });
    await screen.findByRole('textbox', { name: /^Name/ });
    const form = section('Change password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Enter your current password')).toBeInTheDocument();
    expect(within(form).getByText('Enter a new password')).toBeInTheDocument();
    expect(within(form).getByText('8–64 characters with at least one letter and one digit, different from the current password.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^Current password/), 'Member#2026');
    await user.type(within(form).getByLabelText(/^New password/), 'abcdefgh');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'abcdefgX');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText('The new password must be 8–64 characters with at least one letter and one digit'),
    ).toBeInTheDocument();
    expect(within(form).getByText('The two new passwords do not match')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^New password/));
    await user.type(within(form).getByLabelText(/^New password/), 'Member#2026');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The new password must differ from the current one')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/change-password'))).toBe(false);
  });

  it('shows a wrong current password on its field (Chinese) and clears the form after success', async () => {
    const user = userEvent.setup();
    passwordAnswer = () => apiError(400, '当前密码不正确。', [{ members: ['currentPassword'], message: '当前密码不正确。' }]);
    await renderWithProviders(<ProfileSettings />, { loadCatalog: memberCatalog });
    await screen.findByRole('textbox', { name: /^姓名/ });
    const form = section('修改密码');
    await user.type(within(form).getByLabelText(/^当前密码/), 'wrong-1');
    await user.type(within(form).getByLabelText(/^新密码/), 'Newpass2026');
    await user.type(within(form).getByLabelText(/^确认新密码/), 'Newpass2026');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('当前密码不正确。')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^当前密码/)).toHaveAttribute('aria-invalid', 'true');

    passwordAnswer = () => new Response(null, { status: 204 });
    await user.clear(within(form).getByLabelText(/^当前密码/));
    await user.type(within(form).getByLabelText(/^当前密码/), 'Member#2026');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('密码已修改。')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^当前密码/)).toHaveValue('');
    const sent = calls.filter((call) => call.path.endsWith('/change-password')).at(-1);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ currentPassword: 'Member#2026', newPassword: 'Newpass2026' });
  });
});

describe("a merchant's profile", () => {
  const merchant = profileFixture({ userType: UserType.Merchant, merchantId: 'M100001', companyName: '深圳商家有限公司' });

  it('shows the merchant id and the company, and saves the contact details (Chinese)', async () => {
    current = merchant;
    const user = userEvent.setup();
    await renderWithProviders(<ProfileSettings />, { loadCatalog: merchantCatalog });
    const details = await waitFor(() => section('基本资料'));
    expect(await within(details).findByText('demo-merchant')).toBeInTheDocument();
    expect(within(details).getByText('商家')).toBeInTheDocument();
    expect(within(details).getByText('商家编号')).toBeInTheDocument();
    expect(within(details).getByText('M100001')).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: /^公司名称/ })).toHaveValue('深圳商家有限公司');
    await user.clear(within(details).getByRole('textbox', { name: /^电话/ }));
    await user.type(within(details).getByRole('textbox', { name: /^电话/ }), '+86 755 1234 5678');
    await user.click(within(details).getByRole('button', { name: '保存资料' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.json).toMatchObject({ phoneNumber: '+86 755 1234 5678', companyName: '深圳商家有限公司' }));
  });

  it('names the account type and merchant id in English', async () => {
    current = merchant;
    await renderWithProviders(<ProfileSettings />, { locale: 'en', loadCatalog: merchantCatalog });
    const details = await waitFor(() => section('Profile details'));
    expect(await within(details).findByText('Merchant ID')).toBeInTheDocument();
    expect(within(details).getByText('M100001')).toBeInTheDocument();
    expect(within(details).getByText('Merchant')).toBeInTheDocument();
  });

  it('shows nothing of a merchant id to a member', async () => {
    await renderWithProviders(<ProfileSettings />, { loadCatalog: memberCatalog });
    await screen.findByRole('textbox', { name: /^姓名/ });
    expect(screen.queryByText('商家编号')).not.toBeInTheDocument();
    expect(screen.getByText('会员')).toBeInTheDocument();
  });
});

describe('status mails', () => {
  it('shows where mails go, starts at the main milestones and saves another choice (Chinese)', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ProfileSettings />, { loadCatalog: memberCatalog });
    const form = await waitFor(() => section('邮件通知'));
    expect(await within(form).findByText('通知邮件发送到资料中的电子邮箱 member@example.com。')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /^主要节点（推荐）/ })).toBeChecked();
    expect(within(form).getByRole('group', { name: '运单状态变化时' })).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /^全部状态/ }));
    await user.click(within(form).getByRole('button', { name: '保存邮件通知设置' }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/mail-settings'))?.json).toEqual({ statusMail: 'all' }));
    expect(calls.find((call) => call.path.endsWith('/mail-settings'))?.method).toBe('PUT');
    expect(await screen.findByText('邮件通知设置已保存')).toBeInTheDocument();
  });

  it('says there is no e-mail address yet, and saves "off" (English)', async () => {
    current = { ...profile, email: '', statusMail: 'all' };
    const user = userEvent.setup();
    await renderWithProviders(<ProfileSettings />, { locale: 'en', loadCatalog: memberCatalog });
    const form = await waitFor(() => section('E-mail notifications'));
    expect(await within(form).findByText(/Your profile has no e-mail address yet/)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /^All statuses/ })).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: /^No mail/ }));
    await user.click(within(form).getByRole('button', { name: 'Save e-mail notifications' }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith('/mail-settings'))?.json).toEqual({ statusMail: 'off' }));
  });
});
