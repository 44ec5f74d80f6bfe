import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { App } from './app';
import { createTestRouter } from './router';

// Integration tests with the real providers, routes and PO catalogs.
function renderAt(path: string) {
  const router = createTestRouter(path);
  render(<App router={router} />);
  return router;
}

beforeEach(() => {
  Cookies.remove('lang', { path: '/' });
  Cookies.remove('i18n_redirected', { path: '/' });
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
  });

  it.each([
    ['/user/no-such-page', '找不到此页面'],
    ['/en/user/no-such-page', 'This page could not be found'],
  ])('shows the 404 page for %s', async (path, message) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
  });
});
