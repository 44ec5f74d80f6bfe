import { createQueryClient } from '@forwarder/api-client';
import { expectRoutesToMatchManifest } from '@forwarder/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createRoutes } from './router';
import { installApi, renderAt as renderApp } from './test-support';

// Integration tests with the real providers, routes, PO catalogs and API client (network stubbed).
function renderAt(path: string) {
  installApi();
  return renderApp(path).router;
}

beforeEach(() => {
  Cookies.remove('lang', { path: '/' });
  Cookies.remove('i18n_redirected', { path: '/' });
});

describe('public site shell', () => {
  it('serves exactly the routes of the app manifest, in both languages', () => {
    expectRoutesToMatchManifest(createRoutes(createQueryClient()), 'public-site');
  });

  it('renders the home page in Chinese at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('renders the English variant under /en', async () => {
    renderAt('/en/site/tracking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Waybill tracking' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches language keeping the page, and remembers the choice', async () => {
    const router = renderAt('/site/contact-us?x=1');
    await screen.findByRole('heading', { level: 1, name: '联系我们' });
    await userEvent.click(screen.getByRole('link', { name: /^切换语言/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/site/contact-us');
    expect(router.state.location.search).toBe('?x=1');
    expect(Cookies.get('i18n_redirected')).toBe('en');

    await userEvent.click(screen.getByRole('link', { name: /^Switch language/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '联系我们' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/site/contact-us');
  });

  it('sends a visitor who chose English to the /en page', async () => {
    Cookies.set('i18n_redirected', 'en', { path: '/' });
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/login');
  });

  it.each([
    ['/no-such-page', '找不到此页面'],
    ['/en/no-such-page', 'This page could not be found'],
  ])('shows the 404 page for %s', async (path, message) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
  });
});
