import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { test as base } from './test';

// Reading a page as a crawler or a link preview gets it: one plain HTTP request (no JavaScript anywhere), then the
// very bytes it answered shown in a browser tab with JavaScript off, so the specs can ask the DOM and the
// accessibility tree about them (headings, labelled fields) as a browser parses them.

export interface ServerHtml {
  response: APIResponse;
  html: string;
}

/** GET of a page as a plain HTTP client (no cookies unless given); `url` relative to the base URL. */
export async function fetchHtml(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<ServerHtml> {
  // No redirects followed: a crawler must get the page itself at its own URL.
  const response = await request.get(url, { headers, maxRedirects: 0 });
  return { response, html: await response.text() };
}

/**
 * Shows `html` in `page` (a tab with JavaScript off) at its real URL, so its stylesheets, images and relative links
 * resolve against the server; scripts cannot run, so what shows is the server's HTML alone.
 */
export async function showHtml(page: Page, absoluteUrl: string, html: string, status = 200): Promise<void> {
  const href = new URL(absoluteUrl).href;
  // A predicate, not a glob: the URL may hold a query ('?' and ',' are literal here).
  const isThePage = (url: URL) => url.href === href;
  await page.route(isThePage, (route) => route.fulfill({ status, contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(href);
  await page.unroute(isThePage);
}

export interface HeadTags {
  lang: string | null;
  title: string | null;
  description: string | null;
  canonical: string | null;
  /** hreflang → href of `<link rel="alternate" hreflang>`. */
  alternates: Record<string, string>;
  /** `og:*` properties (without the prefix) → content. */
  og: Record<string, string>;
  /** `twitter:*` names (without the prefix) → content. */
  twitter: Record<string, string>;
  /** href of `<link rel="icon">` (or "shortcut icon"). */
  icon: string | null;
  /** Every `<script>` of the document. */
  scripts: Array<{ src: string | null; type: string | null; nonce: boolean; text: string }>;
}

/** The head tags the specs check, read from the document in one go (nothing waits for a tag that is missing). */
export function headTags(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const pairs = (selector: string, key: string, value: string, prefix: string) =>
      Object.fromEntries(
        [...document.querySelectorAll(selector)].map((el) => [(el.getAttribute(key) ?? '').slice(prefix.length), el.getAttribute(value) ?? '']),
      );
    return {
      lang: document.documentElement.getAttribute('lang'),
      title: document.querySelector('head > title')?.textContent ?? null,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: pairs('link[rel="alternate"][hreflang]', 'hreflang', 'href', ''),
      og: pairs('meta[property^="og:"]', 'property', 'content', 'og:'),
      twitter: pairs('meta[name^="twitter:"]', 'name', 'content', 'twitter:'),
      icon: attr('link[rel="icon"], link[rel="shortcut icon"]', 'href'),
      scripts: [...document.querySelectorAll('script')].map((script) => ({
        src: script.getAttribute('src'),
        type: script.getAttribute('type'),
        nonce: script.hasAttribute('nonce') || Boolean(script.nonce),
        text: (script.textContent ?? '').slice(0, 80),
      })),
    };
  });
}

/** Scripts a strict CSP would refuse to run inline: neither loaded from a file nor inert data. */
export function inlineExecutableScripts(tags: HeadTags): HeadTags['scripts'] {
  return tags.scripts.filter((s) => !s.src && s.type !== 'application/json' && s.type !== 'application/ld+json');
}

/** The script-src directive of a CSP header ('' when there is none). */
export function scriptSrc(csp: string | undefined): string {
  const directives = (csp ?? '').split(';').map((d) => d.trim());
  return directives.find((d) => d.startsWith('script-src ')) ?? directives.find((d) => d.startsWith('default-src ')) ?? '';
}

/** A `test` whose `noScriptPage` is a tab of a context with JavaScript off (the crawler's view of a page). */
export const test = base.extend<{ noScriptPage: Page }>({
  noScriptPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});
