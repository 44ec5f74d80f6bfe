import { splitLocalePath } from '@forwarder/i18n';
import { PAGE_QUERIES, type PageQuery } from './routes/page-queries';

// A page's own address: what the server renders and keeps in its cache (apps/api-server, server-rendering/
// public-pages.ts), and what the page names canonical. Two addresses that differ only in parameters their page does
// not read, or in the order of those it reads, are the same page.

export interface PageAddress {
  /** The absolute URL with the page's declared query parameters only, sorted by name, empty ones dropped. */
  url: string;
  /** False when the address holds a parameter of the visitor's own: rendered for its request alone, never kept. */
  shared: boolean;
}

/** `:id` matches one path segment, as in the app manifest; a trailing slash is the same page, as for the router. */
const ROUTES = Object.entries(PAGE_QUERIES).map(([route, query]): [RegExp, PageQuery] => [
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  query,
]);

/** The parameters of the page at `pathname` (an unknown path is the not-found page, which reads none). */
function queryOf(pathname: string): PageQuery {
  const { path } = splitLocalePath(pathname);
  return ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? {};
}

/** `search` with the given parameters only, sorted by name (stable: one name's values keep their order), no empties. */
function only(search: string, names: ReadonlySet<string>): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (names.has(name) && value !== '') kept.append(name, value);
  kept.sort();
  return kept;
}

export function pageAddress(href: string): PageAddress {
  const url = new URL(href);
  const { shared = [], visitor = [] } = queryOf(url.pathname);
  const kept = only(url.search, new Set([...shared, ...visitor]));
  url.search = kept.toString();
  url.hash = '';
  return { url: url.href, shared: !visitor.some((name) => kept.has(name)) };
}

/** The query a page names in its canonical address: its shared parameters (`?…`, or '' when it has none). */
export function canonicalSearch(pathname: string, search: string): string {
  const text = only(search, new Set(queryOf(pathname).shared)).toString();
  return text ? `?${text}` : '';
}
