import { appByName } from '@forwarder/app-manifest';
import { documentNavigation, getSession, isErrorReportSuppressed, LOGIN_COOKIE, storeSession } from '@forwarder/auth';
import { apiClientOptionsFor } from '@forwarder/portal-shell/bootstrap';
import { apiError, applicationConfiguration, json, profile, uuid, type ApiCall } from '@forwarder/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { installApi, renderAt as renderApp } from '../test-support';

// The login page with the real providers, routes, catalogs and API client (the app's own options: toasts, 401
// policy, the session from the cookie); the server is a handler that behaves like the contract (single-use
// captchas, ABP errors), and full page loads are observed through documentNavigation (jsdom cannot navigate).
let captchas = 0;
let userType: 20 | 30 = 20;
let loginAnswer: () => Response;
const loginBodies: URLSearchParams[] = [];
const abpError = (status: number, code: string, message: string, members?: string[]) =>
  apiError(status, message, members ? [{ members, message }] : null, code);
const signedIn = () => json({ accessToken: 'new-token', tokenType: 'Bearer', expiresIn: 28800 });

function fakeServer(call: ApiCall): Response | undefined {
  switch (call.path) {
    case '/api/f/passport-management/captcha':
      captchas += 1;
      return json({ captchaId: uuid(captchas), image: `data:image/png;base64,${btoa(`\x89PNG captcha ${captchas}`)}`, expiresIn: 300 });
    case '/api/f/passport-management/login':
      loginBodies.push(new URLSearchParams(call.body));
      return loginAnswer();
    case '/api/f/user-management/profile/my':
      return json(profile({ userName: 'demo', userType }));
    case '/api/f/system/application-configuration':
      return json(applicationConfiguration());
    case '/api/f/content/nav/list':
      return json({ totalCount: 0, items: [] });
    default:
      return undefined;
  }
}

function renderAt(path: string) {
  return renderApp(path).router;
}

async function fill({ username = 'demo-member', password = 'Member#2026', code = 'TEST' } = {}) {
  const user = userEvent.setup();
  // The first test also pays for compiling the lazy page chunk and the catalog.
  await screen.findByRole('img', { name: /验证码图片|Verification code image/ }, { timeout: 5000 });
  if (username) await user.type(screen.getByLabelText(/用户名|User name/), username);
  if (password) await user.type(screen.getByLabelText(/^(密码|Password)/), password);
  if (code) await user.type(screen.getByLabelText(/^(验证码|Verification code)/), code);
  return user;
}

// Whether each reported failure was allowed to raise the global toast (the app's onError decides).
const toastAllowed: boolean[] = [];
let replace: jest.SpyInstance;
beforeEach(() => {
  toastAllowed.length = 0;
  const options = apiClientOptionsFor(appByName('public-site'));
  installApi(fakeServer, {
    client: {
      ...options,
      onError: (error) => {
        toastAllowed.push(!isErrorReportSuppressed());
        options.onError?.(error);
      },
    },
  });
  replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
  captchas = 0;
  userType = 20;
  loginBodies.length = 0;
  loginAnswer = signedIn;
  Cookies.remove('lang', { path: '/' });
  Cookies.remove('i18n_redirected', { path: '/' });
});
afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
});

describe('login form validation', () => {
  it('requires every field, in Chinese, and focuses the first invalid one', async () => {
    renderAt('/login');
    const user = await fill({ username: '', password: '', code: '' });
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getByLabelText(/用户名/)).toHaveFocus();
    expect(screen.getByLabelText(/用户名/)).toHaveAttribute('aria-invalid', 'true');
    expect(loginBodies).toHaveLength(0);
  });

  it('speaks English on /en/login and submits with Enter', async () => {
    renderAt('/en/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    // A plain visit is no lost session.
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
    const user = await fill({ password: '' });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });
});

describe('login against the server', () => {
  it('sends the credentials with the captcha, stores the cookie and returns to the requested page', async () => {
    renderAt('/login?redirect=%2Fuser%2Fmy-order%3Fx%3D1');
    const user = await fill({ username: ' demo-member ' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/my-order?x=1'));
    expect(Object.fromEntries(loginBodies[0] ?? [])).toMatchObject({
      grant_type: 'password',
      username: 'demo-member',
      password: 'Member#2026',
      captchaId: uuid(1),
      captchaCode: 'TEST',
    });
    expect(getSession()).toEqual({ accessToken: 'new-token', tokenType: 'Bearer' });
  });

  it('says a lost session (expired=1) in both languages and returns to the page after signing in', async () => {
    renderAt('/login?redirect=%2Fuser%2Forder&expired=1');
    expect(await screen.findByText('登录已过期，请重新登录')).toBeInTheDocument();
    const user = await fill();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/user/order'));
  });

  it('says a lost session in English', async () => {
    renderAt('/en/login?redirect=%2Fen%2Fmerchant%2Forder&expired=1');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('ignores an open redirect and goes to the own centre, language kept', async () => {
    userType = 30;
    renderAt('/en/login?redirect=//evil.example');
    const user = await fill({ username: 'demo-merchant' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/merchant/center'));
  });

  it('navigates inside the public site without a page load', async () => {
    const router = renderAt('/login?redirect=%2Fsite%2Ftracking');
    const user = await fill();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/site/tracking'));
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows a captcha error on the captcha field and loads a new captcha', async () => {
    loginAnswer = () => abpError(400, 'Passport:InvalidCaptcha', '验证码错误或已过期。', ['captchaCode']);
    renderAt('/login');
    const firstImage = (await screen.findByRole('img', { name: '验证码图片' })).getAttribute('src');
    const user = await fill({ code: 'XXXX' });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('验证码错误或已过期。')).toBeInTheDocument();
    const code = screen.getByLabelText(/^验证码/);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(code).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码图片' }).getAttribute('src')).not.toBe(firstImage));
    expect(captchas).toBe(2);
    expect(getSession()).toBeNull();
  });

  it('shows invalid credentials in a form alert, without a toast', async () => {
    loginAnswer = () => abpError(400, 'Passport:InvalidCredentials', 'The user name or password is incorrect.');
    renderAt('/en/login');
    const user = await fill({ password: 'wrong' });
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The user name or password is incorrect.')).toBeInTheDocument();
    expect(within(alert).getByText('Sign-in failed')).toBeInTheDocument();
    expect(captchas).toBe(2);
    expect(toastAllowed).toEqual([false]);
  });

  it('drops the stale failure when the emptied form is sent again, and shows what is missing instead', async () => {
    loginAnswer = () => abpError(400, 'Passport:InvalidCredentials', 'The user name or password is incorrect.');
    renderAt('/en/login');
    const user = await fill({ password: 'wrong' });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The user name or password is incorrect.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/User name/));
    await user.clear(screen.getByLabelText(/^Password/));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.queryByText('The user name or password is incorrect.')).not.toBeInTheDocument();
    expect(screen.queryByText('Sign-in failed')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/User name/)).toHaveFocus();
    expect(loginBodies).toHaveLength(1);
  });

  it('shows the wait time of a 429 in the form alert', async () => {
    loginAnswer = () => abpError(429, 'Passport:TooManyAttempts', '登录失败次数过多，请 15 分钟后重试。');
    renderAt('/login');
    const user = await fill();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败次数过多，请 15 分钟后重试。');
  });

  it('refreshes the captcha on request', async () => {
    renderAt('/login');
    const image = await screen.findByRole('img', { name: '验证码图片' });
    const first = image.getAttribute('src');
    await userEvent.click(screen.getByRole('button', { name: '换一张' }));
    await waitFor(() => expect(screen.getByRole('img', { name: '验证码图片' }).getAttribute('src')).not.toBe(first));
    await userEvent.click(screen.getByRole('button', { name: '看不清？换一张验证码' }));
    await waitFor(() => expect(captchas).toBe(3));
  });
});

describe('already signed in', () => {
  it('goes straight to the redirect target or the own centre', async () => {
    userType = 30;
    storeSession({ accessToken: 'token', tokenType: 'Bearer' });
    renderAt('/en/login');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/merchant/center'));
    expect(screen.queryByLabelText(/User name/)).not.toBeInTheDocument();
  });
});
