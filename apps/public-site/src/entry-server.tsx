// The public site's server entry (built by `vite build --ssr` into dist/apps/public-site-server, loaded by the
// api-server): renders a page of the site in the request's language with the same route tree, loaders and components
// the browser hydrates. Data comes through the customer contract's client, whose requests the api-server answers
// in-process. Nothing personal is read: no session, no cookie but the language choice, so the HTML can be cached.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createApiClient, createQueryClient, setApiClient, systemQueries } from '@forwarder/api-client';
import {
  DEFAULT_LOCALE,
  isLanguageAllowed,
  isLocale,
  LANG_COOKIE,
  LANG_REDIRECT_COOKIE,
  LOCALE_META,
  localeRedirectTarget,
  splitLocalePath,
  type Locale,
} from '@forwarder/i18n';
import { renderOnServer, type ServerRenderResult } from '@forwarder/portal-shell/server';
export { sharedStylesheets as stylesheets } from '@forwarder/portal-shell/server';
import { i18n } from '@lingui/core';
import { createRoutes, PAGE_QUERY_DEFAULTS } from './app/router';

export { pageAddress, type PageAddress } from './app/page-address';

/** Answers one API request in-process (the api-server's `inject`), as the visitor's own request would be answered. */
export type FetchApi = (request: Request) => Promise<Response>;

interface RequestScope {
  locale: Locale;
  fetchApi: FetchApi;
}

// Each page render's language and transport, for the one API client every query factory uses: async-local, so
// renders of concurrent requests (in other languages, for other visitors) never share them.
const scope = new AsyncLocalStorage<RequestScope>();

function currentScope(): RequestScope {
  const current = scope.getStore();
  if (!current) throw new Error('An API call outside a page render');
  return current;
}

setApiClient(
  createApiClient({
    // openapi-fetch needs an absolute URL; the host is never contacted (fetchApi answers in-process).
    baseUrl: 'http://api.internal',
    getLanguage: () => scope.getStore()?.locale ?? DEFAULT_LOCALE,
    getSession: () => null,
    fetch: (request) => currentScope().fetchApi(request),
  }),
);

export interface PageRequest {
  /** The page's absolute URL: its `pageAddress` under the site's configured origin. */
  url: string;
  fetchApi: FetchApi;
}

export type RenderedPage = ServerRenderResult & { htmlLang: string };

/** Renders one page: a redirect (the language guard), or the page's status, head, body and query state. */
export function renderPage({ url, fetchApi }: PageRequest): Promise<RenderedPage> {
  const address = new URL(url);
  const { locale } = splitLocalePath(address.pathname);
  return scope.run({ locale, fetchApi }, async () => {
    const queryClient = createQueryClient(PAGE_QUERY_DEFAULTS);
    try {
      const result = await renderOnServer({
        routes: createRoutes(queryClient),
        queryClient,
        url,
        // Lingui's active language is process-wide: set right before the synchronous render.
        beforeRender: () => i18n.activate(locale),
      });
      return { ...result, htmlLang: LOCALE_META[locale].htmlLang };
    } finally {
      queryClient.clear();
    }
  });
}

// The anonymous application configuration (allowed languages) for the language guard, shared by all requests.
const guardQueries = createQueryClient();

/**
 * The language guard of spec section 4 before any cache: a visitor whose chosen language (cookie) is English and who
 * opens a path without `/en` goes to the `/en` path, if the site serves English. Null: no redirect.
 */
export async function languageRedirect({ url, cookie, fetchApi }: { url: string; cookie: string | undefined; fetchApi: FetchApi }): Promise<string | null> {
  const chosen = chosenLocale(cookie);
  const address = new URL(url);
  if (!chosen || chosen === splitLocalePath(address.pathname).locale) return null;
  const target = localeRedirectTarget(address, chosen);
  if (!target) return null;
  const config = await scope.run({ locale: DEFAULT_LOCALE, fetchApi }, () =>
    guardQueries.fetchQuery({ ...systemQueries.applicationConfiguration(), staleTime: 60_000 }).catch(() => null),
  );
  return isLanguageAllowed(chosen, config) ? target : null;
}

function chosenLocale(cookie: string | undefined): Locale | undefined {
  const values = new Map<string, string>();
  for (const part of (cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) values.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const value = values.get(LANG_REDIRECT_COOKIE) ?? values.get(LANG_COOKIE);
  return isLocale(value) ? value : undefined;
}
