import { apiError, applicationConfiguration, json } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { installApi, renderAt, type ApiCall } from '../test-support';

// The forgotten password (issue 12) with the real routes, layout, catalogs and client: the login page's hint, the
// forgot-password page and the reset page. The default e2e server has no SMTP_URL, so the pages with mail are
// covered here, in both languages.
jest.setTimeout(30_000);

let calls: ApiCall[];
let mail: boolean;
let forgotAnswer: () => Response;
let resetAnswer: () => Response;
const sent = (path: string) => calls.filter((call) => call.path === `/api/f/passport-management/${path}`);

beforeEach(() => {
  Cookies.remove('i18n_redirected', { path: '/' });
  Cookies.remove('lang', { path: '/' });
  mail = true;
  forgotAnswer = () => json({ linkValidMinutes: 30 });
  resetAnswer = () => json({ userName: 'demo-member' });
  calls = installApi((call) => {
    if (call.path === '/api/f/system/application-configuration') return json(applicationConfiguration({ passwordResetByMail: mail }));
    if (call.path === '/api/f/passport-management/captcha') {
      return json({ captchaId: '00000000-0000-4000-8000-000000000001', image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', expiresIn: 300 });
    }
    if (call.path === '/api/f/passport-management/forgot-password') return forgotAnswer();
    if (call.path === '/api/f/passport-management/reset-password') return resetAnswer();
    return undefined;
  });
});

describe('the login page', () => {
  it('says to contact customer service when the portal sends no mail (Chinese)', async () => {
    mail = false;
    renderAt('/login');
    const link = await screen.findByRole('link', { name: 'service@globe-freight.example' });
    expect(link).toHaveAttribute('href', 'mailto:service@globe-freight.example');
    expect(link.closest('p')).toHaveTextContent('忘记密码？请联系客服（service@globe-freight.example）为您重置密码。');
    expect(screen.queryByRole('link', { name: '忘记密码？' })).not.toBeInTheDocument();
  });

  it('links to the forgot-password page when it does (English), and fills in a user name it is given', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/en/login?username=demo-member');
    expect(await screen.findByLabelText(/^User name/)).toHaveValue('demo-member');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/forgot-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgotten password' })).toBeInTheDocument();
  });
});

describe('the forgot-password page', () => {
  it('validates in Chinese, sends the name and answers the same neutral sentence', async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password');
    const field = await screen.findByRole('textbox', { name: /^用户名或电子邮箱/ });
    await user.click(screen.getByRole('button', { name: '发送重置链接' }));
    expect(await screen.findByText('请输入用户名或电子邮箱')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(sent('forgot-password')).toHaveLength(0);

    await user.type(field, ' Member@Example.com ');
    await user.keyboard('{Enter}');
    const done = (await screen.findByText(/^如果有账号/)).closest<HTMLElement>('[role="status"]') as HTMLElement;
    expect(done).toHaveTextContent('如果有账号与您填写的用户名或邮箱匹配，我们已向该账号的电子邮箱发送了一个重置密码的链接，30 分钟内有效');
    expect(sent('forgot-password')[0]?.json).toEqual({ userNameOrEmail: 'Member@Example.com' });
    expect(within(done).getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
  });

  it('shows the hourly limit in an alert and keeps what was typed (English)', async () => {
    forgotAnswer = () => apiError(429, 'Too many requests. Please try again in 60 minutes.', null, 'TooManyRequests');
    const user = userEvent.setup();
    renderAt('/en/forgot-password');
    const field = await screen.findByRole('textbox', { name: /^User name or e-mail/ });
    await user.type(field, 'demo-member');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not sent');
    expect(alert).toHaveTextContent('Too many requests. Please try again in 60 minutes.');
    expect(field).toHaveValue('demo-member');
  });

  it('puts a refusal of the field under it (Chinese)', async () => {
    forgotAnswer = () => apiError(400, '请求无效', [{ members: ['userNameOrEmail'], message: '用户名或邮箱最多 100 个字符。' }]);
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.type(await screen.findByRole('textbox', { name: /^用户名或电子邮箱/ }), 'x');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('用户名或邮箱最多 100 个字符。')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^用户名或电子邮箱/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says to contact customer service instead of a form when the portal sends no mail', async () => {
    mail = false;
    renderAt('/en/forgot-password');
    expect(await screen.findByText(/Contact customer service/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('the reset page', () => {
  it('checks the rule and the confirmation in Chinese, then sets the password and leads to the login', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=abc123');
    const password = await screen.findByLabelText(/^新密码/);
    await user.type(password, 'abcdefgh');
    await user.type(screen.getByLabelText(/^确认新密码/), 'abcdefgX');
    await user.click(screen.getByRole('button', { name: '设置新密码' }));
    expect(await screen.findByText('新密码须为 8–64 个字符，且至少包含一个字母和一个数字')).toBeInTheDocument();
    expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();
    expect(sent('reset-password')).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'Harbour2027');
    await user.clear(screen.getByLabelText(/^确认新密码/));
    await user.type(screen.getByLabelText(/^确认新密码/), 'Harbour2027');
    await user.click(screen.getByRole('button', { name: '设置新密码' }));
    const done = (await screen.findByText(/^账号 demo-member/)).closest<HTMLElement>('[role="status"]') as HTMLElement;
    expect(done).toHaveTextContent('账号 demo-member 的新密码已生效，所有设备上的登录都已退出。');
    expect(sent('reset-password')[0]?.json).toEqual({ token: 'abc123', newPassword: 'Harbour2027' });
    expect(within(done).getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login?username=demo-member');
  });

  it('turns a refused link into a clear message with the way to a new one (English)', async () => {
    resetAnswer = () => apiError(400, 'This reset link is invalid or has expired.', null, 'Passport:ResetLinkInvalid');
    const user = userEvent.setup();
    renderAt('/en/reset-password?token=used');
    await user.type(await screen.findByLabelText(/^New password/), 'Harbour2027');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Harbour2027');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is invalid or has expired');
    expect(within(alert).getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/en/forgot-password');
  });

  it('shows a password refusal under its field and keeps the form (English)', async () => {
    resetAnswer = () => apiError(400, 'Your request is not valid!', [{ members: ['newPassword'], message: 'The password is too common.' }]);
    const user = userEvent.setup();
    renderAt('/en/reset-password?token=abc');
    await user.type(await screen.findByLabelText(/^New password/), 'Password1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Password1');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The password is too common.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Password1');
  });

  it('says a link without a token is invalid, without asking the server', async () => {
    renderAt('/reset-password');
    expect(await screen.findByText('链接无效或已过期')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '重新获取重置链接' })).toHaveAttribute('href', '/forgot-password');
    expect(sent('reset-password')).toHaveLength(0);
  });
});
