import { waitFor } from '@testing-library/react';
import { installApi, renderAt } from '../test-support';

// The head's absolute addresses come from the configured origin in the application configuration (the test
// harness's is https://portal.example), never from the page's own location (jsdom's http://localhost): the browser
// after hydration names the same addresses as the server's HTML.

const ORIGIN = 'https://portal.example';
const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;

beforeEach(() => installApi());

it("names the configured origin in canonical, alternates and Open Graph, with the page's shared parameters only", async () => {
  renderAt('/en/article?utm_source=mail&page=2&category=c1');
  await waitFor(() => expect(attribute('link[rel="canonical"]', 'href')).toBe(`${ORIGIN}/en/article?category=c1&page=2`));
  expect(attribute('link[rel="alternate"][hreflang="zh-Hans"]', 'href')).toBe(`${ORIGIN}/article?category=c1&page=2`);
  expect(attribute('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${ORIGIN}/article?category=c1&page=2`);
  expect(attribute('meta[property="og:url"]', 'content')).toBe(`${ORIGIN}/en/article?category=c1&page=2`);
  expect(attribute('meta[property="og:image"]', 'content')).toBe(`${ORIGIN}/api/f/assets/logo.svg`);
  expect(attribute('meta[name="twitter:image"]', 'content')).toBe(`${ORIGIN}/api/f/assets/logo.svg`);
  expect(document.head.innerHTML).not.toContain(window.location.origin);
});
