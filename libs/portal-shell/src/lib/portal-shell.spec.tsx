import { APPS, appByName, homeAppOf, type AppManifestEntry } from '@forwarder/app-manifest';
import { UserType } from '@forwarder/api-client';
import { documentNavigation, getSession, LOGIN_COOKIE, storeSession } from '@forwarder/auth';
import { joinLocalePath, LANG_COOKIE, LANG_REDIRECT_COOKIE, type Locale } from '@forwarder/i18n';
import {
  apiError,
  appCatalog,
  applicationConfiguration,
  installApi,
  json,
  noContent,
  profile,
  renderRoutes,
  type ApiCall,
} from '@forwarder/testing';
import type { MessageDescriptor } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { apiClientOptionsFor } from './bootstrap';
import type { LazyPage } from './page-routes';
import { createPortalRoutes, type PortalAppName, type PortalDefinition } from './portal-routes';

// The portal shell once for every portal of the app manifest (today member and merchant; a staff console would
// join by its manifest entry): the real kit routes, guard, layout, catalogs (the app's PO files) and API client
// with the app's own options; only the pages are stand-ins (a heading naming the route) and the network is stubbed.
// Full page loads are observed through documentNavigation (jsdom cannot navigate).

type Portal = AppManifestEntry & { name: PortalAppName; audience: readonly [UserType, ...UserType[]]; centre: `/${string}` };
const PORTALS = APPS.filter((app) => app.audience !== 'anyone') as Portal[];

/** A label the catalogs do not have: compiled form, so Lingui renders it as it is. */
const label = (id: string, text: string) => ({ id, message: [text] }) as unknown as MessageDescriptor;

function testPortal(app: Portal, fullWidthPaths: string[] = []) {
  const pageRoutes = app.routes.filter((route) => route !== app.prefix);
  return {
    app: app.name,
    pages: Object.fromEntries(
      pageRoutes.map((route) => [route, () => Promise.resolve({ Component: () => <h1>{`page ${route}`}</h1> })]),
    ),
    menuLabel: label('test.menu', `${app.name} menu`),
    menu: pageRoutes.map((route) => ({ path: route, label: label(`test.menu.${route}`, `item ${route}`) })),
    fullWidthPaths,
    loadCatalog: appCatalog(app.name),
  } as unknown as PortalDefinition<PortalAppName>;
}

/** The first page of an app other than its centre. */
const otherPage = (app: Portal) => app.routes.find((route) => route !== app.prefix && route !== app.centre) ?? app.centre;
const heading = (route: string) => screen.findByRole('heading', { level: 1, name: `page ${route}` });
const prefixed = (locale: Locale, path: string) => joinLocalePath(locale, path);

// The header's centre link, by the user type it belongs to (libs/ui's UserHeader).
const CENTRE_LINK: Partial<Record<number, Record<Locale, string>>> = {
  [UserType.Member]: { 'zh-Hans': '个人中心', en: 'Personal Center' },
  [UserType.Merchant]: { 'zh-Hans': '商家中心', en: 'Merchant Center' },
  [UserType.Staff]: { 'zh-Hans': '运营中心', en: 'Operations console' },
};

let calls: ApiCall[];
let profileAnswer: () => Response;
let replace: jest.SpyInstance;
let assign: jest.SpyInstance;
const called = (method: string, path: string) => calls.some((call) => call.method === method && call.path === path);

beforeEach(() => {
  replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
  assign = jest.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
  Cookies.remove(LANG_COOKIE, { path: '/' });
  Cookies.remove(LANG_REDIRECT_COOKIE, { path: '/' });
  storeSession({ accessToken: 'token', tokenType: 'Bearer' });
});
afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
});

describe.each(PORTALS.map((app) => [app.name, app] as const))('%s shell', (_name, app) => {
  const userType = app.audience[0];
  const member = profile({ userType });

  beforeEach(() => {
    profileAnswer = () => json(member);
    calls = installApi(
      (call) => {
        if (call.path === '/api/f/user-management/profile/my') return profileAnswer();
        if (call.path === '/api/f/system/application-configuration') return json(applicationConfiguration({ user: member }));
        if (call.path === '/api/f/passport-management/logout') return noContent();
        return undefined;
      },
      { client: apiClientOptionsFor(app) },
    );
  });

  const renderAt = (path: string, portal = testPortal(app)) =>
    renderRoutes((queryClient) => createPortalRoutes(portal, queryClient), { initialPath: path }).router;

  describe('access', () => {
    it.each<Locale>(['zh-Hans', 'en'])('sends a visitor without a token to the login page with the full path (%s)', async (locale) => {
      Cookies.remove(LOGIN_COOKIE, { path: '/' });
      const path = `${prefixed(locale, otherPage(app))}?x=1`;
      renderAt(path);
      await waitFor(() => expect(replace).toHaveBeenCalledWith(`${prefixed(locale, '/login')}?redirect=${encodeURIComponent(path)}`));
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      expect(called('GET', '/api/f/user-management/profile/my')).toBe(false);
    });

    it('clears an expired session and sends the user to log in again', async () => {
      profileAnswer = () => apiError(401, 'Please sign in.');
      const path = prefixed('en', app.centre);
      renderAt(path);
      await waitFor(() => expect(replace).toHaveBeenCalledWith(`/en/login?redirect=${encodeURIComponent(path)}&expired=1`));
      expect(getSession()).toBeNull();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    });

    const others = PORTALS.filter((other) => other.name !== app.name);
    it.each(others.flatMap((other) => (['zh-Hans', 'en'] as const).map((locale) => [other.name, locale, other] as const)))(
      'sends a user of %s to their own centre (%s)',
      async (_other, locale, other) => {
        profileAnswer = () => json(profile({ userType: other.audience[0] }));
        renderAt(prefixed(locale, app.centre));
        // The manifest gives each user type one home app: the other portal, whose centre this is.
        expect(homeAppOf(other.audience[0])?.name).toBe(other.name);
        await waitFor(() => expect(replace).toHaveBeenCalledWith(prefixed(locale, other.centre)));
        expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      },
    );

    it.each<[Locale, string, string]>([
      ['zh-Hans', '欢迎您，', '用户导航'],
      ['en', 'Welcome, ', 'User navigation'],
    ])('shows the user header with the user name, Home and the centre (%s)', async (locale, welcome, navName) => {
      renderAt(prefixed(locale, app.centre));
      expect(await heading(app.centre)).toBeInTheDocument();
      expect(screen.getByText(`${welcome}${member.userName}`)).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: navName });
      expect(within(nav).getByRole('link', { name: locale === 'en' ? 'Home' : '首页' })).toHaveAttribute('href', prefixed(locale, '/'));
      const centre = within(nav)
        .getAllByRole('link')
        .find((link) => link.getAttribute('href') === prefixed(locale, app.centre));
      expect(centre).toBeDefined();
      // The header names the centre by user type (libs/ui's UserHeader); a type without its own label is only checked by link.
      const centreName = CENTRE_LINK[userType]?.[locale];
      if (centreName) expect(centre).toHaveAccessibleName(centreName);
    });

    it('logs out: revokes the token, clears the cookie and loads the login page', async () => {
      renderAt(prefixed('en', app.centre));
      await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/login'));
      expect(called('POST', '/api/f/passport-management/logout')).toBe(true);
      expect(getSession()).toBeNull();
    });
  });

  describe('layout and routes', () => {
    it.each<Locale>(['zh-Hans', 'en'])('opens the centre from the area entry (%s)', async (locale) => {
      const router = renderAt(prefixed(locale, app.prefix));
      expect(await heading(app.centre)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(prefixed(locale, app.centre));
      expect(document.documentElement.lang).toBe(locale);
    });

    it('shows the menu with every item and the current one marked', async () => {
      const page = otherPage(app);
      renderAt(prefixed('en', page));
      expect(await heading(page)).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('en');
      const menu = screen.getByRole('navigation', { name: `${app.name} menu` });
      const items = within(menu).getAllByRole('link');
      expect(items.map((item) => item.getAttribute('href'))).toEqual(
        app.routes.filter((route) => route !== app.prefix).map((route) => prefixed('en', route)),
      );
      expect(within(menu).getByRole('link', { name: `item ${page}` })).toHaveAttribute('aria-current', 'page');
      expect(within(menu).getByRole('link', { name: `item ${app.centre}` })).not.toHaveAttribute('aria-current');
      expect(within(menu).getByRole('link', { name: `item ${app.centre}` })).toHaveAttribute('href', prefixed('en', app.centre));
    });

    it('opens the menu in a drawer from the header (below 992 px), reaches every entry and closes on navigation', async () => {
      const user = userEvent.setup();
      const router = renderAt(prefixed('en', app.centre));
      expect(await heading(app.centre)).toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Open menu' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: `${app.name} menu` });
      const drawerMenu = within(dialog).getByRole('navigation', { name: `${app.name} menu` });
      const pages = app.routes.filter((route) => route !== app.prefix);
      expect(within(drawerMenu).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(pages.map((route) => prefixed('en', route)));
      // Home and the centre too (the header shows them from 768 px only).
      expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/en');
      const page = otherPage(app);
      await user.click(within(drawerMenu).getByRole('link', { name: `item ${page}` }));
      expect(await heading(page)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(prefixed('en', page));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('has no menu button with the phone menu row (the console) and names the page in the document title', async () => {
      const page = otherPage(app);
      renderAt(prefixed('en', page), { ...testPortal(app), phoneMenu: true });
      expect(await heading(page)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`item ${page} - ${applicationConfiguration().tenantExtra.displaySiteName}`));
    });

    it("highlights the item a page outside the menu belongs to, and lets the page's own title win", async () => {
      const [owner, detail] = app.routes.filter((route) => route !== app.prefix && route !== app.centre);
      if (!owner || !detail) return;
      const portal = testPortal(app);
      const pages: Record<string, LazyPage> = { ...(portal.pages as unknown as Record<string, LazyPage>) };
      pages[detail] = () =>
        Promise.resolve({
          Component: () => (
            <>
              <title>detail title</title>
              <h1>{`page ${detail}`}</h1>
            </>
          ),
        });
      const menu = portal.menu
        .filter((item) => item.path !== detail)
        .map((item) => (item.path === owner ? { ...item, activeOn: [detail] } : item));
      renderAt(prefixed('en', detail), { ...portal, pages, menu } as unknown as PortalDefinition<PortalAppName>);
      expect(await heading(detail)).toBeInTheDocument();
      const sideMenu = screen.getByRole('navigation', { name: `${app.name} menu` });
      expect(within(sideMenu).getByRole('link', { name: `item ${owner}` })).toHaveAttribute('aria-current', 'page');
      expect(document.title).toBe('detail title');
    });

    it('shows only the menu items the filter of the portal lets the user see', async () => {
      const hidden = otherPage(app);
      renderAt(app.centre, { ...testPortal(app), useMenuFilter: () => (item) => item.path !== hidden });
      expect(await heading(app.centre)).toBeInTheDocument();
      const menu = screen.getByRole('navigation', { name: `${app.name} menu` });
      expect(within(menu).queryByRole('link', { name: `item ${hidden}` })).not.toBeInTheDocument();
      expect(within(menu).getByRole('link', { name: `item ${app.centre}` })).toBeInTheDocument();
    });

    it('hides the side menu on full-width pages', async () => {
      const page = otherPage(app);
      renderAt(page, testPortal(app, [page]));
      expect(await heading(page)).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: `${app.name} menu` })).not.toBeInTheDocument();
    });

    it('with a phone menu, shows the menu items as a row above every page too (CSS shows one of the two by width)', async () => {
      const page = otherPage(app);
      renderAt(page, { ...testPortal(app, [page]), phoneMenu: true });
      expect(await heading(page)).toBeInTheDocument();
      // A full-width page: no side column, only the row.
      const [row, ...others] = screen.getAllByRole('navigation', { name: `${app.name} menu` });
      expect(others).toHaveLength(0);
      expect(within(row as HTMLElement).getByRole('link', { name: `item ${page}` })).toHaveAttribute('aria-current', 'page');
      expect(within(row as HTMLElement).getAllByRole('link')).toHaveLength(app.routes.filter((route) => route !== app.prefix).length);
    });

    it('switches language keeping the page, and remembers the choice', async () => {
      const page = otherPage(app);
      const router = renderAt(`${page}?x=1`);
      expect(await heading(page)).toBeInTheDocument();
      expect(screen.getByText(`欢迎您，${member.userName}`)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: /^切换语言/ }));
      expect(await screen.findByText(`Welcome, ${member.userName}`)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(prefixed('en', page));
      expect(router.state.location.search).toBe('?x=1');
      expect(document.documentElement.lang).toBe('en');
      expect(Cookies.get(LANG_REDIRECT_COOKIE)).toBe('en');
    });

    it('sends a user who chose English to the /en page', async () => {
      Cookies.set(LANG_REDIRECT_COOKIE, 'en', { path: '/' });
      const router = renderAt(app.centre);
      expect(await heading(app.centre)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(prefixed('en', app.centre));
      expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    });

    it.each<[Locale, string]>([
      ['zh-Hans', '找不到此页面'],
      ['en', 'This page could not be found'],
    ])('shows the 404 page inside the layout (%s)', async (locale, message) => {
      renderAt(prefixed(locale, `${app.prefix}/no-such-page`));
      expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
      expect(document.title).toBe(message);
      expect(screen.getByRole('navigation', { name: `${app.name} menu` })).toBeInTheDocument();
    });
  });
});

describe('the portals of the manifest', () => {
  it('are every app whose audience must sign in, each with a centre among its routes', () => {
    expect(PORTALS.length).toBeGreaterThan(0);
    for (const app of PORTALS) expect(appByName(app.name).routes).toContain(app.centre);
  });
});
