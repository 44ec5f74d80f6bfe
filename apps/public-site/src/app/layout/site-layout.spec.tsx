import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { UserType } from '@forwarder/api-client';
import { installApi, renderAt as renderApp } from '../test-support';

// The app frame with the real providers, routes, catalogs and API client; only fetch is stubbed.
function renderAt(path: string, options: { signedIn?: boolean; userType?: UserType } = {}) {
  const calls = installApi(undefined, options);
  const { router, queryClient } = renderApp(path);
  return { router, calls, queryClient };
}

beforeEach(() => {
  Cookies.remove('lang', { path: '/' });
  Cookies.remove('i18n_redirected', { path: '/' });
});

describe('public site frame', () => {
  it('loads the tenant configuration and the nav list before the page, and renders header and footer', async () => {
    const { calls } = renderAt('/site/contact-us');
    const mainNav = await screen.findByRole('navigation', { name: '主导航' });
    expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/api/f/system/application-configuration', '/api/f/content/nav/list']));
    expect(within(mainNav).getByRole('link', { name: '运单追踪' })).toHaveAttribute('href', '/site/tracking');
    expect(within(mainNav).getByRole('button', { name: '产品服务' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '环宇国际物流 Globe Freight' })).toHaveAttribute('src', '/api/f/assets/logo.svg');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('粤ICP备20260001号-1')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'service@globe-freight.example' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/api/f/assets/favicon.svg'),
    );
  });

  it('serves the English header under /en with English nav items and the 中文 toggle', async () => {
    renderAt('/en/site/tracking');
    const mainNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(mainNav).getByRole('link', { name: 'Tracking' })).toHaveAttribute('href', '/en/site/tracking');
    expect(screen.getByRole('link', { name: /中文/ })).toHaveAttribute('href', '/site/tracking');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
  });

  it('shows the user name leading to the centre when signed in', async () => {
    renderAt('/site/contact-us', { signedIn: true });
    expect(await screen.findByRole('link', { name: /demo-member/ })).toHaveAttribute('href', '/user/center');
  });

  it("leads a signed-in staff user to the operations console, the centre libs/auth derives from the manifest", async () => {
    renderAt('/site/contact-us', { signedIn: true, userType: UserType.Staff });
    expect(await screen.findByRole('link', { name: '运营中心：demo-operator' })).toHaveAttribute('href', '/ops/center');
  });

  it('names the operations console in English under /en', async () => {
    renderAt('/en/site/contact-us', { signedIn: true, userType: UserType.Staff });
    expect(await screen.findByRole('link', { name: 'Operations console: demo-operator' })).toHaveAttribute('href', '/en/ops/center');
  });

  it('uses the login layout on /login: no navigation, legal footer', async () => {
    renderAt('/login');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '打开菜单' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /切换语言/ })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('粤公网安备44030002000001号')).toBeInTheDocument();
  });

  it('navigates client-side from the header and keeps the frame', async () => {
    const { router } = renderAt('/site/contact-us');
    const mainNav = await screen.findByRole('navigation', { name: '主导航' });
    await userEvent.click(within(mainNav).getByRole('link', { name: '运单追踪' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/site/tracking'));
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
  });
});
