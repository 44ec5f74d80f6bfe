import { UiProvider } from '@forwarder/ui';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SafeHtml } from './safe-html';

// Issue 28: DOMPurify stays out of a server-rendered page. The HTML the server rendered is adopted by hydration as it
// is (no sanitiser loaded); HTML the browser renders itself (a client-side navigation, `?preview=1`) waits for the
// sanitiser, showing a skeleton and never the raw HTML.

// How many times the sanitiser's module was loaded (on globalThis: the factory may run before this file's own code).
const counter = globalThis as unknown as { sanitiserLoads?: number };
jest.mock('../lib/sanitize-html', () => {
  const loads = globalThis as unknown as { sanitiserLoads?: number };
  loads.sanitiserLoads = (loads.sanitiserLoads ?? 0) + 1;
  return jest.requireActual('../lib/sanitize-html');
});
const sanitiserLoads = () => counter.sanitiserLoads ?? 0;

const HOSTILE = '<p>正文<img src="a.png" onerror="window.hacked=1"></p><script>window.hacked=2</script>';
const hacked = () => (window as unknown as { hacked?: number }).hacked;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

// In this order: the first test needs the sanitiser's module not loaded yet (modules stay loaded for the file).
describe('SafeHtml', () => {
  it('adopts the server’s HTML when hydrating, without loading the sanitiser', async () => {
    const serverHtml = '<p>服务器渲染的正文</p><p><a href="https://example.com/">链接</a></p>';
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <UiProvider>
        <SafeHtml html={serverHtml} />
      </UiProvider>,
    );
    document.body.append(container);
    const paragraph = screen.getByText('服务器渲染的正文');

    render(
      <UiProvider>
        <SafeHtml html={serverHtml} />
      </UiProvider>,
      { container, hydrate: true },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The same element the browser parsed, not a re-render of sanitised HTML.
    expect(screen.getByText('服务器渲染的正文')).toBe(paragraph);
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(sanitiserLoads()).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders HTML the server did not render only once sanitised, never raw', async () => {
    const { container } = render(
      <UiProvider>
        <SafeHtml html={HOSTILE} />
      </UiProvider>,
    );
    // Until the sanitiser has arrived: a skeleton, not the HTML.
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.queryByText('正文')).toBeNull();

    expect(await screen.findByText('正文')).toBeInTheDocument();
    expect(sanitiserLoads()).toBe(1);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'a.png');
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(hacked()).toBeUndefined();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('sanitises new HTML at once when the sanitiser is already loaded (the next navigation)', async () => {
    const { rerender, container } = render(
      <UiProvider>
        <SafeHtml html="<p>第一篇</p>" />
      </UiProvider>,
    );
    expect(screen.getByText('第一篇')).toBeInTheDocument();
    rerender(
      <UiProvider>
        <SafeHtml html={HOSTILE} />
      </UiProvider>,
    );
    expect(screen.getByText('正文')).toBeInTheDocument();
    expect(container.querySelector('[onerror], script')).toBeNull();
    expect(hacked()).toBeUndefined();
  });
});
