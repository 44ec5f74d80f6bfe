/* eslint-disable lingui/no-unlocalized-strings -- test catalogs: ids and translations are the fixtures */
import { i18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { activateLocale } from './activate-locale';
import { createLocalizedRoutes } from './locale-routing';
import type { Locale } from './locales';
import { loadRouteCatalog, routeCatalogLoader, type RouteCatalogLoader } from './route-catalogs';

// A main catalog with the layout's string and a route catalog with the page's; each load resolves only when the
// spec says so, to show that nothing renders before the route's catalog is in.
const MAIN: Record<Locale, Messages> = { 'zh-Hans': { nav: '首页' }, en: { nav: 'Home' } };
const ROUTE: Record<Locale, Messages> = { 'zh-Hans': { title: '运费估算' }, en: { title: 'Cost calculator' } };

// Ids through constants: literal `i18n._('…')` calls would be picked up by the apps' message extraction.
const NAV = 'nav';
const TITLE = 'title';
const OTHER = 'other';

function deferredLoader(catalogs: Record<Locale, Messages>) {
  const pending: Array<{ locale: Locale; resolve: () => void }> = [];
  const loader = jest.fn(
    (locale: Locale) =>
      new Promise<{ messages: Messages }>((resolve) => {
        pending.push({ locale, resolve: () => resolve({ messages: catalogs[locale] }) });
      }),
  );
  /** Resolves the pending loads of a language. */
  const release = async (locale: Locale) => {
    await act(async () => {
      for (const load of pending.filter((p) => p.locale === locale)) load.resolve();
      await new Promise((r) => setTimeout(r, 0));
    });
  };
  return { loader, release };
}

function Layout() {
  const { i18n: active } = useLingui();
  return (
    <div>
      <nav>{active._(NAV)}</nav>
      <Link to="/en/quote">EN</Link>
      <Outlet />
    </div>
  );
}

function QuotePage() {
  const { i18n: active } = useLingui();
  return <h1>{active._(TITLE)}</h1>;
}

function renderApp(routeCatalog: RouteCatalogLoader) {
  const mainLoader = (locale: Locale) => Promise.resolve({ messages: MAIN[locale] });
  const routes = createLocalizedRoutes({
    Layout,
    loadCatalog: mainLoader,
    children: [{ path: 'quote', lazy: async () => ({ Component: QuotePage, loader: routeCatalogLoader(routeCatalog) }) }],
  });
  const router = createMemoryRouter(routes, { initialEntries: ['/quote'] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('route catalogs', () => {
  it('renders the route only once its catalog is loaded, and loads it again in the language switched to', async () => {
    const { loader, release } = deferredLoader(ROUTE);
    const router = renderApp(loader);

    // The main catalog is in, the route's is not: nothing of the route tree renders yet (no ids on screen).
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(loader).toHaveBeenCalledWith('zh-Hans');
    expect(screen.queryByText('title')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();

    await release('zh-Hans');
    expect(await screen.findByRole('heading', { name: '运费估算' })).toBeTruthy();
    expect(screen.getByText('首页')).toBeTruthy();

    // Switching language on the route: the page stays in Chinese until the route's English catalog is in, then
    // shows it (never the bare id).
    await act(async () => {
      void router.navigate('/en/quote');
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(loader).toHaveBeenCalledWith('en');
    expect(screen.getByRole('heading', { name: '运费估算' })).toBeTruthy();
    expect(screen.queryByText('title')).toBeNull();

    await release('en');
    expect(await screen.findByRole('heading', { name: 'Cost calculator' })).toBeTruthy();
    expect(screen.getByText('Home')).toBeTruthy();
  });

  it('activateLocale loads every route catalog loaded so far before it activates the language', async () => {
    await activateLocale('zh-Hans', (locale) => Promise.resolve({ messages: MAIN[locale] }));
    const { loader, release } = deferredLoader({ 'zh-Hans': { other: '其他' }, en: { other: 'Other' } });
    const done = loadRouteCatalog(loader, 'zh-Hans');
    await release('zh-Hans');
    await done;

    const switched = activateLocale('en', (locale) => Promise.resolve({ messages: MAIN[locale] }));
    await new Promise((r) => setTimeout(r, 0));
    // Still Chinese while the route's English strings load.
    expect(i18n.locale).toBe('zh-Hans');
    await release('en');
    await switched;
    expect(i18n.locale).toBe('en');
    expect(i18n._(OTHER)).toBe('Other');
    expect(i18n._(NAV)).toBe('Home');
  });
});
