import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { UiProvider } from '../ui-provider';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadForChunkError,
  reloadForChunkErrorWhenReachable,
  serverAnswers,
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

  it("reloads on Vite's vite:preloadError event, once, when the server answers", async () => {
    const reload = jest.fn();
    const storage = memoryStorage();
    function Guard() {
      useChunkReloadGuard({ storage, reload, reachable: async () => true });
      return null;
    }
    render(<Guard />);
    const first = new Event('vite:preloadError', { cancelable: true });
    await act(async () => void window.dispatchEvent(first));
    expect(reload).toHaveBeenCalledTimes(1);
    // Not cancelled: the importer sees the error (the page is reloading anyway).
    expect(first.defaultPrevented).toBe(false);
    await act(async () => void window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the server does not answer (the page would become the browser\'s error page)', async () => {
    const reload = jest.fn();
    const storage = memoryStorage();
    expect(await reloadForChunkErrorWhenReachable({ storage, reload, reachable: async () => false })).toBe(false);
    expect(await reloadForChunkErrorWhenReachable({ storage, reload, online: () => false, reachable: async () => true })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBeNull();
    expect(await reloadForChunkErrorWhenReachable({ storage, reload, reachable: async () => true })).toBe(true);
  });

  it('asks the server with a HEAD request: a 5xx or no answer is "not answering"', async () => {
    const fetchMock = jest.fn();
    const original = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      fetchMock.mockResolvedValueOnce({ status: 404 });
      expect(await serverAnswers()).toBe(true);
      fetchMock.mockResolvedValueOnce({ status: 502 });
      expect(await serverAnswers()).toBe(false);
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect(await serverAnswers()).toBe(false);
      expect(fetchMock).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' });
    } finally {
      globalThis.fetch = original;
    }
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

  it('says in the page language that a page could not load, with a retry only while online, and reloads when the server answers', async () => {
    const original = globalThis.fetch;
    const fetchMock = jest.fn().mockResolvedValue({ status: 200 });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // jsdom cannot navigate: its location.reload only reports "not implemented".
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderRouteError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), withProviders);
      expect(await screen.findByRole('heading', { level: 1, name: '页面未能加载' })).toBeInTheDocument();
      expect(screen.queryByText(/Failed to fetch/)).toBeNull();
      expect(screen.getByText('服务器没有响应，请稍后重试。')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重试' })).toBeEnabled();
      await waitFor(() => expect(Number(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY))).toBeGreaterThan(0));

      jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      expect(screen.getByText('您已离线。连接恢复后请重试。')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '重试' })).toBeDisabled();
    } finally {
      globalThis.fetch = original;
      spy.mockRestore();
      jest.restoreAllMocks();
    }
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
