import { createApiClient, createQueryClient, setApiClient } from '@forwarder/api-client';
import { documentNavigation, LOGIN_COOKIE, storeSession } from '@forwarder/auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { apiClientOptions } from './api';
import { App } from './app';
import { createTestRouter } from './router';

// Integration tests with the real providers, routes, PO catalogs and API client; only the
// network is stubbed (fetch), and full page loads are observed through documentNavigation.
let userType: 20 | 30 = 30;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fakeServer(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/f/user-management/profile/my') {
    return json({ id: 'u2', userName: userType === 30 ? 'demo-merchant' : 'demo-member', userType, merchantId: 'm1' });
  }
  if (pathname === '/api/f/system/application-configuration') {
    return json({ localization: { languages: [{ cultureName: 'zh-Hans' }, { cultureName: 'en' }] }, tenantExtra: {} });
  }
  return json({ error: { code: 'NotFound', message: 'not stubbed', details: null, validationErrors: null } }, 404);
}

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createTestRouter(path, queryClient);
  render(<App router={router} queryClient={queryClient} />);
  return router;
}

let replace: jest.SpyInstance;
beforeEach(() => {
  setApiClient(createApiClient({ ...apiClientOptions, baseUrl: 'http://localhost', fetch: fakeServer }));
  replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
  userType = 30;
  Cookies.remove('lang', { path: '/' });
  Cookies.remove('i18n_redirected', { path: '/' });
  storeSession({ accessToken: 'token', tokenType: 'Bearer' });
});
afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
});

describe('merchant portal access', () => {
  it('sends a visitor without a token to the login page with the full path', async () => {
    Cookies.remove(LOGIN_COOKIE, { path: '/' });
    renderAt('/merchant/merchant-datas?page=2');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fmerchant%2Fmerchant-datas%3Fpage%3D2'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('sends a member to the member centre, same language', async () => {
    userType = 20;
    renderAt('/en/merchant/center');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/en/user/center'));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the user header with the merchant name, Home and Merchant Center', async () => {
    renderAt('/en/merchant/center');
    expect(await screen.findByRole('heading', { level: 1, name: 'My home' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, demo-merchant')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'User navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
    expect(within(nav).getByRole('link', { name: 'Merchant Center' })).toHaveAttribute('href', '/en/merchant/center');
  });
});

describe('merchant portal shell', () => {
  it('opens "My home" from the area entry', async () => {
    const router = renderAt('/en/merchant');
    expect(await screen.findByRole('heading', { level: 1, name: 'My home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/merchant/center');
    expect(document.documentElement.lang).toBe('en');
  });

  it('renders data management with its menu item active, and switches language', async () => {
    const router = renderAt('/merchant/merchant-datas');
    expect(await screen.findByRole('heading', { level: 1, name: '数据管理' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: '商家菜单' });
    expect(within(menu).getByRole('link', { name: '数据管理' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: /^切换语言/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Data management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/merchant/merchant-datas');
  });

  it.each([
    ['/merchant/no-such-page', '找不到此页面'],
    ['/en/merchant/no-such-page', 'This page could not be found'],
  ])('shows the 404 page for %s', async (path, message) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
  });
});
