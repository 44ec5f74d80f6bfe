import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressHtml, type HtmlEncoding } from '../html-response';
import { siteOrigin } from '../site-files/site-origin';
import { inProcessFetch } from './in-process-fetch';
import { pageDocument } from './page-document';
import type { RenderCache } from './render-cache';
import type { ServerBundle } from './server-bundle';

/** A page ready to send: its status and HTML (without the per-response analytics snippet), and its compressed copies. */
export interface ServedPage {
  status: number;
  html: string;
  /** The body in a coding, computed once per cached page. */
  compressed: (encoding: HtmlEncoding) => Buffer;
}

export type PageAnswer = { kind: 'redirect'; location: string } | { kind: 'page'; page: ServedPage };

export interface PublicPagesOptions {
  app: FastifyInstance;
  bundle: ServerBundle;
  cache: RenderCache<ServedPage>;
}

// Query parameters under which a page is the same for everyone and changes only with content: a list's page and
// category. Any other query (tracking numbers, whose lookups are rate-limited per visitor; campaign tags that would
// fill the cache with copies) is rendered for its request alone.
const CACHEABLE_PARAMS = new Set(['page', 'category']);

const PREVIEW = /(?:^|[?&])preview=1(?:&|$)/;

/** The origin is part of the key: a page's canonical and Open Graph addresses are absolute. */
function cacheKey(url: URL): string | null {
  for (const name of url.searchParams.keys()) if (!CACHEABLE_PARAMS.has(name)) return null;
  return url.href;
}

function servedPage(status: number, html: string): ServedPage {
  const copies = new Map<HtmlEncoding, Buffer>();
  const body = Buffer.from(html, 'utf8');
  return {
    status,
    html,
    compressed: (encoding) => {
      let copy = copies.get(encoding);
      if (!copy) {
        copy = compressHtml(body, encoding);
        copies.set(encoding, copy);
      }
      return copy;
    },
  };
}

/**
 * The public site's pages rendered on the server: the language guard first (it depends on the visitor's cookie, so it
 * is never cached), then the cache, then a render. A page is cached only with status 200 and a shareable address.
 * A render that throws outside the app's error boundaries answers 500 with the client-rendered shell, which shows
 * the error page in the browser.
 */
export function publicPages({ app, bundle, cache }: PublicPagesOptions) {
  return {
    /**
     * Null: this request is not server-rendered: the console's preview of drafts (it needs the staff session), or a
     * Host header that is not a plain host name (it would be written into the page's absolute addresses). `shell`
     * reads the app's index.html, only when a page is rendered (a cached page needs no file read).
     */
    async answer(request: FastifyRequest, shell: () => Promise<string | null>): Promise<PageAnswer | null> {
      const origin = siteOrigin(request);
      if (origin === null) return null;
      const url = new URL(request.url, origin);
      if (PREVIEW.test(url.search)) return null;
      const fetchApi = inProcessFetch(app, request);
      const redirect = await bundle.languageRedirect({ url: url.href, cookie: request.headers.cookie, fetchApi });
      if (redirect) return { kind: 'redirect', location: redirect };
      const key = cacheKey(url);
      const cached = key === null ? undefined : cache.get(key);
      if (cached) return { kind: 'page', page: cached };
      const template = await shell();
      if (template === null) return null;
      let rendered;
      try {
        rendered = await bundle.renderPage({ url: url.href, fetchApi });
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server rendering failed');
        return { kind: 'page', page: servedPage(500, template) };
      }
      if (rendered.kind === 'redirect') return { kind: 'redirect', location: rendered.location };
      const page = servedPage(rendered.status, pageDocument(template, rendered));
      if (key !== null && page.status === 200) cache.set(key, page);
      return { kind: 'page', page };
    },
    /** Content changed: no page rendered before may be served again. */
    invalidate(): void {
      cache.clear();
    },
  };
}

export type PublicPages = ReturnType<typeof publicPages>;
