import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compressedOnDemand, compressHtml, type HtmlEncoding } from '../html-response';
import { firstVisitStyles } from './first-visit-styles';
import { inProcessFetch } from './in-process-fetch';
import { pageDocument } from './page-document';
import type { RenderCache, RenderCacheStats } from './render-cache';
import type { RenderLimiter, RenderLimiterStats } from './render-limiter';
import { collectReads, RenderReads } from './render-reads';
import { SHELL_SCOPE, type RenderScope } from './render-scopes';
import type { FetchApi, ServerBundle } from './server-bundle';

/** A page ready to send: its status and HTML (without the per-response analytics snippet), and its compressed copies. */
export interface ServedPage {
  status: number;
  body: Buffer;
  /** The body in a coding (computed once per page, ahead for a kept one). */
  compressed: (encoding: HtmlEncoding) => Buffer;
  /** The same page with the shared stylesheets written in, for a visitor's first page (first-visit-styles.ts). */
  firstVisit?: ServedPage;
}

export type PageAnswer =
  | { kind: 'redirect'; location: string }
  /** `setCookie`: the page carries the shared stylesheets written in, and the cookie says so from now on. */
  | { kind: 'page'; page: ServedPage; setCookie?: string }
  /** No render could start (the queue is full) and no page is kept for the address: the caller answers 503. */
  | { kind: 'busy'; retryAfterSeconds: number };

export interface PublicPagesOptions {
  app: FastifyInstance;
  bundle: ServerBundle;
  cache: RenderCache<ServedPage>;
  limiter: RenderLimiter;
  /** The site's public origin (PUBLIC_BASE_URL): the pages' absolute addresses, whatever the request's Host. */
  origin: string;
}

/** What the metrics read: the cache's size, how it answered, and the renders running, waiting and refused. */
export interface PublicPagesStats extends RenderCacheStats, RenderLimiterStats {
  /** Answers from a fresh kept page (or from a render another request was making of the same page). */
  hits: number;
  /** Renders made. */
  misses: number;
  /** Kept pages answered although stale, because no render could start. */
  staleServed: number;
  /** Requests answered 503: no render could start and no page was kept. */
  refused: number;
}

/** What a visitor refused for overload is told to wait: a few renders' time, long enough for the queue to drain. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const PREVIEW = /(?:^|[?&])preview=1(?:&|$)/;

const ENCODINGS: readonly HtmlEncoding[] = ['br', 'gzip'];

/** A page rendered for one request: compressed in the one coding it is sent in, if any. */
function servedPage(status: number, html: string, firstVisitHtml?: string): ServedPage {
  const body = Buffer.from(html, 'utf8');
  const page: ServedPage = { status, body, compressed: compressedOnDemand(body) };
  return firstVisitHtml === undefined || firstVisitHtml === html ? page : { ...page, firstVisit: servedPage(status, firstVisitHtml) };
}

/** A page to keep: every coding made now, so that its size is known when it is stored and never grows after. */
function keptPage(html: string, firstVisitHtml?: string): { page: ServedPage; bytes: number } {
  const body = Buffer.from(html, 'utf8');
  const copies = new Map(ENCODINGS.map((encoding) => [encoding, compressHtml(body, encoding)]));
  const bytes = [...copies.values()].reduce((sum, copy) => sum + copy.length, body.length);
  const page: ServedPage = { status: 200, body, compressed: (encoding) => copies.get(encoding) ?? compressHtml(body, encoding) };
  if (firstVisitHtml === undefined || firstVisitHtml === html) return { page, bytes };
  const firstVisit = keptPage(firstVisitHtml);
  return { page: { ...page, firstVisit: firstVisit.page }, bytes: bytes + firstVisit.bytes };
}

interface Rendered {
  answer: PageAnswer;
  /** The page as kept for everyone, or null (not kept: another request for the address renders its own). */
  kept: ServedPage | null;
}

/**
 * The public site's pages rendered on the server. In order: the language guard (it depends on the visitor's cookie,
 * so it is never cached); the page's own address (`pageAddress`: its declared query parameters only, so junk
 * parameters all name one page; an address with a parameter of the visitor's own is rendered alone); a fresh kept page; the render of the same page another request is making; a render, when a slot is
 * free or one frees up in the queue; else the kept page even if stale; else `busy`. A page is kept when it rendered
 * with status 200 from reads that all declare their scopes (render-reads.ts). A render that throws outside the
 * app's error boundaries answers 500 with the client-rendered shell, which shows the error page in the browser.
 */
export function publicPages({ app, bundle, cache, limiter, origin }: PublicPagesOptions) {
  const counts = { hits: 0, misses: 0, staleServed: 0, refused: 0 };
  const busy = (): PageAnswer => {
    counts.refused += 1;
    return { kind: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS };
  };
  const inFlight = new Map<string, Promise<ServedPage | null>>();
  const page = (served: ServedPage): PageAnswer => ({ kind: 'page', page: served });
  const styles = firstVisitStyles(bundle.stylesheets(), origin);

  /** Null when the app's shell is missing (not built). */
  async function render(request: FastifyRequest, url: string, fetchApi: FetchApi, shell: () => Promise<string | null>, keepable: boolean): Promise<Rendered | null> {
    // Before the first read (the shell's settings included): a change meanwhile leaves the page stale from the start.
    const since = cache.epoch();
    const template = await shell();
    if (template === null) return null;
    counts.misses += 1;
    const reads = new RenderReads();
    let rendered;
    try {
      rendered = await collectReads(reads, () => bundle.renderPage({ url, fetchApi }));
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed');
      return { answer: page(servedPage(500, template)), kept: null };
    }
    if (rendered.kind === 'redirect') return { answer: { kind: 'redirect', location: rendered.location }, kept: null };
    const html = pageDocument(template, rendered);
    const firstVisitHtml = styles?.inline(html);
    if (rendered.status !== 200 || !keepable || !reads.shareable || !cache.enabled) {
      return { answer: page(servedPage(rendered.status, html, firstVisitHtml)), kept: null };
    }
    const kept = keptPage(html, firstVisitHtml);
    const scopes: RenderScope[] = [SHELL_SCOPE, ...reads.scopes];
    cache.store(url, kept.page, { scopes, since, bytes: kept.bytes });
    return { answer: page(kept.page), kept: kept.page };
  }

  /** A page of the visitor's own: rendered when a slot is free or frees up, never kept nor shared. */
  async function renderAlone(request: FastifyRequest, url: string, fetchApi: FetchApi, shell: () => Promise<string | null>): Promise<PageAnswer | null> {
    const slot = limiter.acquire();
    if (!slot) return busy();
    const release = await slot;
    try {
      return (await render(request, url, fetchApi, shell, false))?.answer ?? null;
    } finally {
      release();
    }
  }

  /** The page for the address, as every visitor who has the shared stylesheets gets it. */
  async function answerFor(request: FastifyRequest, shell: () => Promise<string | null>): Promise<PageAnswer | null> {
    if (!request.url.startsWith('/')) return null;
    // The path and query of the request under the configured origin: the Host header never reaches a page.
    const requested = new URL(origin + request.url);
    if (PREVIEW.test(requested.search)) return null;
    const fetchApi = inProcessFetch(app, request);
    const redirect = await bundle.languageRedirect({ url: requested.href, cookie: request.headers.cookie, fetchApi });
    if (redirect) return { kind: 'redirect', location: redirect };
    const { url, shared: keepable } = bundle.pageAddress(requested.href);
    if (!keepable) return renderAlone(request, url, fetchApi, shell);

    const kept = cache.lookup(url);
    if (kept?.fresh) {
      counts.hits += 1;
      return page(kept.value);
    }
    const shared = await inFlight.get(url);
    if (shared) {
      counts.hits += 1;
      return page(shared);
    }
    const slot = limiter.acquire();
    if (!slot) {
      if (!kept) return busy();
      counts.staleServed += 1;
      return page(kept.value);
    }
    const release = await slot;
    try {
      // A render of this page may have finished while this request waited for its slot.
      const now = cache.lookup(url);
      if (now?.fresh) {
        counts.hits += 1;
        return page(now.value);
      }
      const rendering = render(request, url, fetchApi, shell, true);
      const keptOnly = rendering.then((r) => r?.kept ?? null, () => null);
      inFlight.set(url, keptOnly);
      try {
        return (await rendering)?.answer ?? null;
      } finally {
        if (inFlight.get(url) === keptOnly) inFlight.delete(url);
      }
    } finally {
      release();
    }
  }

  return {
    /**
     * Null: this request is not server-rendered (the console's preview of drafts, which needs the staff session; an
     * absolute-form request target). `shell` reads the app's index.html, only when a page is rendered or refused.
     */
    async answer(request: FastifyRequest, shell: () => Promise<string | null>): Promise<PageAnswer | null> {
      const answer = await answerFor(request, shell);
      if (answer?.kind !== 'page' || !answer.page.firstVisit || !styles || styles.known(request.headers.cookie)) return answer;
      return { kind: 'page', page: answer.page.firstVisit, setCookie: styles.setCookie };
    },

    /** Something the pages show changed (a write of this process, or one another process reported). */
    invalidate(scopes: readonly RenderScope[]): void {
      cache.invalidate(scopes);
    },

    stats(): PublicPagesStats {
      return { ...cache.stats(), ...limiter.stats(), ...counts };
    },
  };
}

export type PublicPages = ReturnType<typeof publicPages>;
