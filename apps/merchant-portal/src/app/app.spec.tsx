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
