import { UserType } from '@forwarder/contracts/api-f';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link as RouterLink, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { AppFrame } from '../app-frame';
import type { NavItemLike } from '../nav/nav-item-path';
import { UiProvider } from '../ui-provider';
import { BackToTop } from './back-to-top';
import { LoadingBar, LOADING_BAR_THROTTLE_MS } from './loading-bar';
import { OfflineBanner } from './offline-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import { TenantBranding } from './tenant-branding';
import { UserHeader } from './user-header';
import { centerLabel } from './center-label';

beforeAll(() => {
  i18n.load({ 'zh-Hans': {}, en: {} });
  i18n.activate('zh-Hans');
});

function nav(id: string, displayName: string, navType: number, extra: Partial<NavItemLike> = {}): NavItemLike {
  return {
    id,
    navId: null,
    navType,
    sitePage: null,
    displayName,
    linkData: { url: null, categoryId: null, articleId: null, openInNewTab: false },
    children: [],
    ...extra,
  };
}

const navItems: NavItemLike[] = [
  nav('home', '首页', 2, { sitePage: 11 }),
  nav('services', '产品服务', 4, {
    children: [
      nav('air', '国际空运', 1, { children: [nav('express', '国际快递', 1), nav('dedicated', '空运专线', 1)] }),
      nav('sea', '国际海运', 1, { children: [nav('fcl', '整柜运输', 1)] }),
    ],
  }),
  nav('tracking', '运单追踪', 2, { sitePage: 23 }),
  nav('news', '新闻资讯', 11, {
    linkData: { url: null, categoryId: 'c1', articleId: null, openInNewTab: false },
    children: [nav('company', '公司新闻', 11, { linkData: { url: null, categoryId: 'c2', articleId: null, openInNewTab: false } })],
  }),
  nav('ship', '立即下单', 2, { sitePage: 21 }),
  nav('sw', '国际贸易单一窗口', 3, {
    linkData: { url: 'https://www.singlewindow.cn/', categoryId: null, articleId: null, openInNewTab: true },
  }),
];

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>{children}</UiProvider>
    </I18nProvider>
  );
}

/** A data router whose every path renders `element` plus the current path (to see navigations). */
function renderRouted(element: ReactNode, initialPath = '/') {
  function Shell() {
    const { pathname } = useLocation();
    return (
      <>
        {element}
        <p data-testid="path">{pathname}</p>
        <Outlet />
      </>
    );
  }
  const router = createMemoryRouter([{ path: '/', Component: Shell, children: [{ path: '*', Component: () => null }] }], {
    initialEntries: [initialPath],
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

const headerProps: SiteHeaderProps = {
  brand: { siteName: '环宇国际物流', logoUrl: '/logo.svg', homeHref: '/' },
  locale: 'zh-Hans',
  navItems,
  oldWebsiteUrl: 'https://old.example',
  loginHref: '/login',
};

describe('site header', () => {
  it('renders the logo home link, plain links, the language toggle and the login button', () => {
    renderRouted(<SiteHeader {...headerProps} />);
    const main = screen.getByRole('navigation', { name: '主导航' });
    expect(screen.getByRole('link', { name: '环宇国际物流' })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('link', { name: '运单追踪' })).toHaveAttribute('href', '/site/tracking');
    expect(within(main).getByRole('link', { name: '立即下单' })).toHaveAttribute('href', '/user/order');
    const external = within(main).getByRole('link', { name: '国际贸易单一窗口' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /切换语言：EN/ })).toHaveTextContent('EN');
    expect(screen.getByRole('link', { name: '访问旧版网站' })).toHaveAttribute('href', 'https://old.example');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  });

  it('shows 中文 on the English site and the user name when signed in', () => {
    act(() => i18n.activate('en'));
    renderRouted(
      <SiteHeader
        {...headerProps}
        locale="en"
        account={{ userName: 'demo-member', centerHref: '/en/user/center' }}
      />,
      '/en/site/tracking',
    );
    expect(screen.getByRole('link', { name: /中文/ })).toHaveAttribute('href', '/site/tracking');
    const account = screen.getByRole('link', { name: /demo-member/ });
    expect(account).toHaveAttribute('href', '/en/user/center');
    act(() => i18n.activate('zh-Hans'));
  });

  it.each([
    [UserType.Member, '个人中心：demo', '/user/center'],
    [UserType.Merchant, '商家中心：demo', '/merchant/center'],
    [UserType.Staff, '运营中心：demo', '/ops/center'],
  ])("names the signed-in user's button by the centre it leads to (user type %s)", (userType, name, centerHref) => {
    renderRouted(<SiteHeader {...headerProps} account={{ userName: 'demo', userType, centerHref }} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', centerHref);
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
  });

  it('opens a dropdown of sub-items and closes it on Escape and on navigation', async () => {
    const user = userEvent.setup();
    renderRouted(<SiteHeader {...headerProps} />);
    const trigger = screen.getByRole('button', { name: '新闻资讯' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByRole('link', { name: '公司新闻' })).toHaveAttribute('href', '/list/c2');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(within(panel).getByRole('link', { name: '公司新闻' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/list/c2');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('groups the children of a show-sub-list item (4) with their own sub-items', async () => {
    const user = userEvent.setup();
    renderRouted(<SiteHeader {...headerProps} />);
    const trigger = screen.getByRole('button', { name: '产品服务' });
    await user.click(trigger);
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    const airGroup = within(panel).getByRole('list', { name: '国际空运' });
    expect(within(airGroup).getAllByRole('link').map((link) => link.textContent)).toEqual(['国际快递', '空运专线']);
    expect(within(panel).getByRole('link', { name: '国际空运' })).toHaveAttribute('href', '/nav/air');
    expect(within(within(panel).getByRole('list', { name: '国际海运' })).getByRole('link')).toHaveAttribute(
      'href',
      '/nav/fcl',
    );
  });

  it('login mode shows the logo and the language toggle only', () => {
    renderRouted(<SiteHeader {...headerProps} mode="login" />);
    expect(screen.queryByRole('navigation', { name: '主导航' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '打开菜单' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /切换语言/ })).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('opens from the hamburger and closes when a link navigates', async () => {
    const user = userEvent.setup();
    renderRouted(<SiteHeader {...headerProps} />);
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const dialog = await screen.findByRole('dialog');
    const mobileNav = within(dialog).getByRole('navigation', { name: '移动端导航' });
    expect(within(mobileNav).getByRole('link', { name: '整柜运输' })).toHaveAttribute('href', '/nav/fcl');
    await user.click(within(mobileNav).getByRole('link', { name: '运单追踪' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/site/tracking');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('footer', () => {
  it('builds columns from the nav items except the first, with service mail, QR popover and ICP numbers', async () => {
    const user = userEvent.setup();
    renderRouted(
      <SiteFooter
        navItems={navItems}
        locale="zh-Hans"
        tenant={{
          customerServiceMail: 'service@example.com',
          wechatQrCodeUrl: '/qr.svg',
          facebookLink: 'https://facebook.com/x',
          copyright: '© 2026 Globe',
          icpNumber: '粤ICP备20260001号-1',
          icp2Number: '粤公网安备44030002000001号',
        }}
      />,
    );
    const footerNav = screen.getByRole('navigation', { name: '页脚导航' });
    expect(within(footerNav).queryByRole('link', { name: '首页' })).not.toBeInTheDocument();
    expect(within(footerNav).getByRole('link', { name: '运单追踪' })).toBeInTheDocument();
    expect(within(footerNav).getByRole('link', { name: '国际空运' })).toHaveAttribute('href', '/nav/air');
    expect(screen.getByRole('link', { name: 'service@example.com' })).toHaveAttribute('href', 'mailto:service@example.com');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('粤ICP备20260001号-1')).toBeInTheDocument();
    expect(screen.getByText('粤公网安备44030002000001号')).toBeInTheDocument();
    const qrButton = screen.getByRole('button', { name: '微信公众号' });
    expect(screen.queryByRole('img', { name: '微信二维码' })).not.toBeInTheDocument();
    await user.click(qrButton);
    expect(screen.getByRole('img', { name: '微信二维码' })).toHaveAttribute('src', '/qr.svg');
  });
});

describe('offline banner', () => {
  it('shows "You are offline" while the browser is offline', () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <Providers>
        <OfflineBanner />
      </Providers>,
    );
    expect(screen.queryByText('您已离线')).not.toBeInTheDocument();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('您已离线')).toBeInTheDocument();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText('您已离线')).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});

describe('offline banner, while offline', () => {
  let onLine: jest.SpyInstance;
  beforeEach(() => {
    onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => onLine.mockRestore());

  it('stays at the top of the viewport while the page scrolls', () => {
    render(
      <Providers>
        <OfflineBanner />
      </Providers>,
    );
    const status = screen.getByText('您已离线').closest('[role="status"]') as HTMLElement;
    expect(getComputedStyle(status).position).toBe('sticky');
    expect(getComputedStyle(status).top).toBe('0px');
  });

  it('holds a link that would load a new page (the browser would show its own error page) and says why', async () => {
    const router = renderRouted(
      <>
        <OfflineBanner />
        <a href="/user/center">centre (another app)</a>
        <RouterLink to="/site/tracking">tracking (this app)</RouterLink>
      </>,
    );
    const plain = screen.getByRole('link', { name: 'centre (another app)' });
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => void plain.dispatchEvent(clicked));
    expect(clicked.defaultPrevented).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('您已离线 连接恢复后才能打开这个页面。');
    // The router's own links go on (their chunk, if missing, fails into the route's error page).
    await userEvent.click(screen.getByRole('link', { name: 'tracking (this app)' }));
    expect(router.state.location.pathname).toBe('/site/tracking');

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    const online = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // jsdom cannot load a document: stop it here, after the banner had its say (it must not have prevented it).
    const stop = (event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    act(() => void plain.dispatchEvent(online));
    window.removeEventListener('click', stop);
    expect(screen.queryByText(/连接恢复后才能打开这个页面/)).not.toBeInTheDocument();
  });
});

describe('skip link', () => {
  it('is the first Tab stop and moves focus to the main area', async () => {
    const user = userEvent.setup();
    renderRouted(
      <AppFrame header={<header><a href="/">logo</a></header>}>
        <p>content</p>
      </AppFrame>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('loading bar', () => {
  it('appears only when a navigation takes longer than 200 ms and completes when idle', async () => {
    let finish: () => void = () => undefined;
    const slow = new Promise<null>((resolve) => {
      finish = () => resolve(null);
    });
    const fast = jest.fn(async () => null);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: () => (
            <>
              <LoadingBar />
              <Outlet />
            </>
          ),
          children: [
            { index: true, Component: () => <p>home</p> },
            { path: 'fast', loader: fast, Component: () => <p>fast page</p> },
            { path: 'slow', loader: () => slow, Component: () => <p>slow page</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await act(() => router.navigate('/fast'));
    await screen.findByText('fast page');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const started = Date.now();
    // Not inside act(): its scope would hold back the renders until the navigation ends.
    const navigation = router.navigate('/slow');
    const bar = await screen.findByRole('progressbar');
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOADING_BAR_THROTTLE_MS - 20);
    await waitFor(() => expect(bar).toHaveAttribute('data-phase', 'running'));
    expect(bar.style.width).toBe('90%');
    await act(async () => {
      finish();
      await navigation;
    });
    await screen.findByText('slow page');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});

describe('branding', () => {
  it('sets the favicon', () => {
    render(<TenantBranding faviconUrl="/api/f/assets/favicon.svg" />);
    expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', '/api/f/assets/favicon.svg');
  });
});

describe('back to top', () => {
  it('appears after scrolling down', () => {
    render(
      <Providers>
        <BackToTop />
      </Providers>,
    );
    expect(screen.queryByRole('button', { name: '回到顶部' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByRole('button', { name: '回到顶部' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
});

describe('user header', () => {
  it.each([
    [UserType.Member, '个人中心', '/user/center'],
    [UserType.Merchant, '商家中心', '/merchant/center'],
    [UserType.Staff, '运营中心', '/ops/center'],
  ])('shows the welcome message and the centre link of user type %s', async (userType, label, href) => {
    const onLogout = jest.fn();
    renderRouted(
      <UserHeader brand="Logo" userName="demo" userType={userType} homeHref="/" centerHref={href} onLogout={onLogout} />,
      '/user/center',
    );
    expect(screen.getByText('欢迎您，demo')).toBeInTheDocument();
    const userNav = screen.getByRole('navigation', { name: '用户导航' });
    expect(within(userNav).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(within(userNav).getByRole('link', { name: label })).toHaveAttribute('href', href);
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('never wraps, and with a menu opens it in a drawer with Home and the centre under it', async () => {
    const user = userEvent.setup();
    const items = ['/user/center', '/user/profile'].map((path) => ({
      key: path,
      active: path === '/user/center',
      link: <RouterLink to={path}>{path === '/user/center' ? '我的主页' : '个人资料'}</RouterLink>,
    }));
    renderRouted(
      <UserHeader
        brand="Logo"
        userName="demo"
        userType={UserType.Member}
        homeHref="/"
        centerHref="/user/center"
        onLogout={() => undefined}
        menu={{ label: '会员菜单', items }}
      />,
      '/user/center',
    );
    expect(getComputedStyle(screen.getByRole('banner')).whiteSpace).toBe('nowrap');
    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const dialog = await screen.findByRole('dialog', { name: '会员菜单' });
    const menu = within(dialog).getByRole('navigation', { name: '会员菜单' });
    expect(within(menu).getByRole('link', { name: '我的主页' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('link', { name: '首页' })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/user/center');
    await user.click(within(menu).getByRole('link', { name: '个人资料' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/user/profile');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the staff centre in English too', () => {
    i18n.load('en', { [centerLabel(UserType.Staff).id]: 'Operations console' });
    act(() => i18n.activate('en'));
    renderRouted(<UserHeader brand="Logo" userName="demo-operator" userType={UserType.Staff} homeHref="/en" centerHref="/en/ops/center" onLogout={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Operations console' })).toHaveAttribute('href', '/en/ops/center');
    act(() => i18n.activate('zh-Hans'));
  });
});
