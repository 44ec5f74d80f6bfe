import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UiProvider } from '../ui-provider';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadForChunkError,
  useChunkReloadGuard,
} from './chunk-reload';
import { describeRouteError, RouteErrorPage } from './error-page';
import { RetryAlert } from './retry-alert';

beforeAll(() => {
  i18n.load({ 'zh-Hans': {}, en: {} });
  i18n.activate('zh-Hans');
});
beforeEach(() => sessionStorage.clear());

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('chunk-load failure guard', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: https://x/assets/page-abc.js');

  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 60 seconds', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const t0 = 1_000_000;
    expect(reloadForChunkError({ storage, reload, now: t0 })).toBe(true);
    expect(reloadForChunkError({ storage, reload, now: t0 + 1_000 })).toBe(false);
    expect(reloadForChunkError({ storage, reload, now: t0 + CHUNK_RELOAD_INTERVAL_MS - 1 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError({ storage, reload, now: t0 + CHUNK_RELOAD_INTERVAL_MS })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0 + CHUNK_RELOAD_INTERVAL_MS));
  });

  it('does not reload while the browser is offline (the chunk failed for want of a connection)', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadForChunkError({ storage, reload, now: 1_000_000, online: () => false })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Nothing was recorded: back online, the first chunk error still reloads.
    expect(reloadForChunkError({ storage, reload, now: 1_000_001, online: () => true })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads on Vite's vite:preloadError event, once", () => {
    const reload = jest.fn();
    const storage = memoryStorage();
    function Guard() {
      useChunkReloadGuard({ storage, reload });
      return null;
    }
    render(<Guard />);
    const first = new Event('vite:preloadError', { cancelable: true });
    act(() => void window.dispatchEvent(first));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    const second = new Event('vite:preloadError', { cancelable: true });
    act(() => void window.dispatchEvent(second));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false); // the error goes on to the error page
  });
});

function renderRouteError(thrown: unknown, wrap: (node: ReactNode) => ReactNode = (n) => n) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw thrown;
        },
        Component: () => null,
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(wrap(<RouterProvider router={router} />));
}

const withProviders = (node: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <UiProvider>{node}</UiProvider>
  </I18nProvider>
);

describe('error page', () => {
  it('shows the icon, 页面出错, the status, the message and a button home', async () => {
    renderRouteError(new Error('数据库连接失败'), withProviders);
    expect(await screen.findByRole('heading', { level: 1, name: '页面出错' })).toBeInTheDocument();
    expect(screen.getByText('数据库连接失败')).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('uses the status of a thrown response and shows the 404 view for 404', async () => {
    expect(describeRouteError(new Response('x', { status: 503, statusText: 'Unavailable' }))).toEqual({
      status: 500,
      message: '',
    });
    renderRouteError(new Response('gone', { status: 404 }), withProviders);
    expect(await screen.findByRole('heading', { level: 1, name: '找不到此页面' })).toBeInTheDocument();
  });

  it('shows a plain secondary message when the error page itself fails', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // No I18nProvider/UiProvider: rendering the error page throws.
    renderRouteError(new Error('boom'));
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
    spy.mockRestore();
  });

  it('reloads (once a minute) on a chunk-load error of a route', async () => {
    // jsdom cannot navigate: its location.reload only reports "not implemented".
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRouteError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), withProviders);
    await screen.findByRole('heading', { level: 1, name: '页面出错' });
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))).toBeGreaterThan(0);
    spy.mockRestore();
  });
});

describe('retry alert', () => {
  it('says what did not load and retries on click', () => {
    const onRetry = jest.fn();
    render(
      <I18nProvider i18n={i18n}>
        <UiProvider>
          <RetryAlert title="运单加载失败" onRetry={onRetry} />
        </UiProvider>
      </I18nProvider>,
    );
    expect(screen.getByText('运单加载失败')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '重试' }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
