import { apiClient, type ApiClientOptions } from '@forwarder/api-client';
import { APPS, appByName } from '@forwarder/app-manifest';
import { documentNavigation, getSession, LOGIN_COOKIE, storeSession } from '@forwarder/auth';
import { activateLocale } from '@forwarder/i18n';
import { sourceCatalog } from '@forwarder/testing';
import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { apiClientOptionsFor, bootstrapApp, pageRoutes, type PageMap } from '../bootstrap';

afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
});

describe('the API client of an app', () => {
  it.each(APPS.map((app) => [app.name, app] as const))('follows the 401 policy of its audience (%s)', (_name, app) => {
    const replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
    storeSession({ accessToken: 'expired', tokenType: 'Bearer' });
    apiClientOptionsFor(app).onUnauthorized?.();
    expect(getSession()).toBeNull();
    // jsdom's page is http://localhost/: a portal sends the user to log in and come back; the public site stays.
    if (app.audience === 'anyone') expect(replace).not.toHaveBeenCalled();
    else expect(replace).toHaveBeenCalledWith('/login?redirect=%2F&expired=1');
  });
});

describe('pageRoutes', () => {
  const page = () => Promise.resolve({ Component: () => null });

  it('turns the page map into routes of a language branch, in the manifest order', () => {
    const pages = Object.fromEntries([...appByName('public-site').routes].reverse().map((route) => [route, page]));
    const routes = pageRoutes('public-site', pages as unknown as PageMap<'public-site'>);
    expect(routes[0]).toMatchObject({ index: true });
    expect(routes.slice(1).map((route) => route.path)).toEqual(appByName('public-site').routes.slice(1).map((r) => r.slice(1)));
  });

  it('refuses a map that leaves out a route of the manifest or adds one', () => {
    const { routes, prefix } = appByName('merchant-portal');
    const pages = Object.fromEntries(routes.filter((route) => route !== prefix).map((route) => [route, page]));
    const missing = { ...pages };
    delete missing['/merchant/center'];
    expect(() => pageRoutes('merchant-portal', missing as unknown as PageMap<'merchant-portal'>)).toThrow(/missing: \/merchant\/center/);
    expect(() => pageRoutes('merchant-portal', { ...pages, '/merchant/extra': page } as unknown as PageMap<'merchant-portal'>)).toThrow(
      /not in the manifest: \/merchant\/extra/,
    );
  });
});

describe('bootstrapApp', () => {
  it('installs the API client and renders the routes in #root with the providers', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    // The apps' language branches activate a catalog before their pages render; this route tree has none.
    await activateLocale('zh-Hans', sourceCatalog);
    await act(async () => bootstrapApp({ app: 'public-site', routes: () => [{ path: '/', element: <h1>started</h1> }] }));
    expect(await screen.findByRole('heading', { name: 'started' })).toBeInTheDocument();
    expect(apiClient().headers()).toMatchObject({ 'accept-language': 'zh-Hans' });
  });

  it('installs the clients of the other contracts the app lists, with the options of the app', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await activateLocale('zh-Hans', sourceCatalog);
    const install = jest.fn<void, [ApiClientOptions]>();
    await act(async () =>
      bootstrapApp({ app: 'ops-console', routes: () => [{ path: '/', element: <h1>console</h1> }], clients: [install] }),
    );
    expect(await screen.findByRole('heading', { name: 'console' })).toBeInTheDocument();
    expect(install).toHaveBeenCalledTimes(1);
    const options = install.mock.calls[0]?.[0];
    expect(options?.getLanguage()).toBe('zh-Hans');
    // The same 401 policy as the app's customer client: a staff console must sign in.
    const replace = jest.spyOn(documentNavigation, 'replace').mockImplementation(() => undefined);
    storeSession({ accessToken: 'expired', tokenType: 'Bearer' });
    options?.onUnauthorized?.();
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2F&expired=1');
  });
});
