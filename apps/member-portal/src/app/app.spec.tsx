import { createApiClient, createQueryClient, setApiClient } from '@forwarder/api-client';
import { documentNavigation, getSession, LOGIN_COOKIE, storeSession } from '@forwarder/auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { apiClientOptions } from './api';
import { App } from './app';
import { createTestRouter } from './router';

// Integration tests with the real providers, routes, PO catalogs and API client; only the
// network is stubbed (fetch), and full page loads are observed through documentNavigation.
const calls: string[] = [];
let userType: 20 | 30 = 20;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeServer(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  calls.push(`${request.method} ${pathname}`);
  if (pathname === '/api/f/user-management/profile/my') {
    return json({ id: 'u1', userName: userType === 20 ? 'demo-member' : 'demo-merchant', userType, merchantId: null });
  }
  if (pathname === '/api/f/system/application-configuration') {
    return json({
      localization: { languages: [{ cultureName: 'zh-Hans' }, { cultureName: 'en' }] },
      tenantExtra: { displaySiteName: '' },
    });
  }
  if (pathname === '/api/f/passport-management/logout') return new Response(null, { status: 204 });
  return json({ error: { code: 'NotFound', message: 'not stubbed', details: null, validationErrors: null } }, 404);
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createTestRouter(path, queryClient);
  render(<App router={router} queryClient={queryClient} />);
  return router;
}

let replace: jest.SpyInstance;
let assign: jest.SpyInstance;
beforeEach(() => {
  setApiClient(createApiClient({ ...apiClientOptions, baseUrl: 'http://localhost', fetch: fakeServer }));
  replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
  assign = jest.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
  calls.length = 0;
  userType = 20;
  Cookies.remove('lang', { path: '/' });
  Cookies.remove('i18n_redirected', { path: '/' });
  storeSession({ accessToken: 'token', tokenType: 'Bearer' });
});
afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
});

describe('member portal access', () => {
  it('sends a visitor without a token to the login page with the full path, language kept', async () => {
    Cookies.remove(LOGIN_COOKIE, { path: '/' });
    renderAt('/en/user/my-order?x=1');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/login?redirect=%2Fen%2Fuser%2Fmy-order%3Fx%3D1'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /api/f/user-management/profile/my');
  });

  it('sends a merchant to the merchant centre', async () => {
    userType = 30;
    renderAt('/user/center');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/merchant/center'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the user header with the member name, Home and Personal Center', async () => {
    renderAt('/user/center');
    expect(await screen.findByRole('heading', { level: 1, name: '我的主页' })).toBeInTheDocument();
    expect(screen.getByText('欢迎您，demo-member')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '用户导航' });
    expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/user/center');
  });

  it('logs out: revokes the token, clears the cookie and loads the login page', async () => {
    renderAt('/en/user/center');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/login'));
    expect(calls).toContain('POST /api/f/passport-management/logout');
    expect(getSession()).toBeNull();
  });
});

describe('member portal shell', () => {
  it('opens "My home" from the area entry', async () => {
    const router = renderAt('/user');
    expect(await screen.findByRole('heading', { level: 1, name: '我的主页' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/center');
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('serves /en/user/... in English with the active menu item marked', async () => {
    renderAt('/en/user/my-order');
    expect(await screen.findByRole('heading', { level: 1, name: 'My waybills' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    const menu = screen.getByRole('navigation', { name: 'Member menu' });
    expect(within(menu).getByRole('link', { name: 'My waybills' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'My home' })).toHaveAttribute('href', '/en/user/center');
  });

  it('hides the side menu on the full-width order pages', async () => {
    renderAt('/user/order');
    await screen.findByRole('heading', { level: 1, name: '提交运单' });
    expect(screen.queryByRole('navigation', { name: '会员菜单' })).not.toBeInTheDocument();
  });

  it('switches language keeping the page', async () => {
    const router = renderAt('/user/address');
    await screen.findByRole('heading', { level: 1, name: '我的地址簿' });
    await userEvent.click(screen.getByRole('link', { name: /^切换语言/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My address book' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/user/address');
    expect(screen.getByText('Welcome, demo-member')).toBeInTheDocument();
  });

  it.each([
    ['/user/no-such-page', '找不到此页面'],
    ['/en/user/no-such-page', 'This page could not be found'],
  ])('shows the 404 page for %s', async (path, message) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
  });
});
