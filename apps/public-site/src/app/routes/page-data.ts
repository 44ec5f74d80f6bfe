import { activateLocale, splitLocalePath } from '@forwarder/i18n';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs, Params, RouteObject } from 'react-router-dom';
import { loadCatalog } from '../load-catalog';
import { isPreviewSearch } from '../preview';

/** What a page's data depends on: its path parameters and its address (query string, preview). */
export interface PageDataArgs {
  params: Params;
  url: URL;
  preview: boolean;
}

/**
 * The reads a page renders from, as the query option factories of `@forwarder/api-client` make them. A page module
 * exports it beside its `Component`; its route's loader fetches them before the page renders: on the server (so the
 * first HTML holds the content) and on client navigations (no skeleton between pages).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page reads queries of different data types
export type PageData = (args: PageDataArgs) => ReadonlyArray<FetchQueryOptions<any, any, any, any>>;

interface PageModule {
  Component: NonNullable<RouteObject['Component']>;
  /** A page's own loader (e.g. its route catalog's); it runs beside the data's. */
  loader?: LoaderFunction;
  pageData?: PageData;
}

/**
 * The page routes with a loader for each page that declares its data. The loader activates the URL's language first
 * (the query keys and `accept-language` follow it; the language branch's loader runs at the same time), and a read
 * that fails is kept as failed in the cache (the page shows its not-found or error view; the loader never throws).
 */
export function withPageData(routes: RouteObject[], queryClient: QueryClient): RouteObject[] {
  return routes.map((route) => {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') return route;
    return {
      ...route,
      lazy: async () => {
        const { pageData, ...page } = await (lazy as () => Promise<PageModule>)();
        if (!pageData) return page;
        const data = pageLoader(pageData, queryClient);
        const own = page.loader;
        return { ...page, loader: own ? async (args: LoaderFunctionArgs) => (await Promise.all([own(args), data(args)]))[0] : data };
      },
    };
  });
}

function pageLoader(pageData: PageData, queryClient: QueryClient): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    await activateLocale(splitLocalePath(url.pathname).locale, loadCatalog);
    const reads = pageData({ params, url, preview: isPreviewSearch(url.search) });
    // A read its page keeps disabled (no waybill number yet) is not made here either.
    await Promise.all(reads.filter((options) => (options as { enabled?: unknown }).enabled !== false).map((options) => queryClient.prefetchQuery(options)));
    return null;
  };
}
