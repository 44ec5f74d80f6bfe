import { contentQueries, systemQueries, type QueryOptionsOverrides } from '@forwarder/api-client';
import { RouteErrorPage } from '@forwarder/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router-dom';
import { isPreviewSearch } from './preview';
import { createAppRoutes } from './routes/route-table';

/** The site's query defaults, in the browser and on the server: see `withPageData`. */
export const PAGE_QUERY_DEFAULTS: QueryOptionsOverrides = { retryOnMount: false };

/**
 * Header and footer data of every page (tenant configuration and nav list), fetched through the
 * query cache before the branch renders, so a server renderer could await the same loader.
 * A failure is not fatal: the request's toast has been shown and the layout renders without it.
 */
async function prefetchLayoutData(queryClient: QueryClient, preview: boolean): Promise<void> {
  await Promise.allSettled([
    Promise.resolve().then(() => queryClient.ensureQueryData(systemQueries.applicationConfiguration())),
    Promise.resolve().then(() => queryClient.ensureQueryData(contentQueries.navList(preview))),
  ]);
}

function withLayoutData(loader: RouteObject['loader'], queryClient: QueryClient): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    // The language loader first: it may redirect, and it activates the language the calls send.
    const result: unknown = typeof loader === 'function' ? await loader(args) : null;
    await prefetchLayoutData(queryClient, isPreviewSearch(new URL(args.request.url).search));
    return result;
  };
}

/**
 * The app's route tree: the localized branches of the route table, each with the layout data
 * loader and the error page. The pages sit in a pathless route with its own error element, so a
 * page that fails keeps the header and footer; a failing layout falls back to the branch's.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // The language branches are layout routes with a path, never index routes.
  return (createAppRoutes(queryClient) as NonIndexRouteObject[]).map((branch) => ({
    ...branch,
    loader: withLayoutData(branch.loader, queryClient),
    errorElement: <RouteErrorPage />,
    children: [{ errorElement: <RouteErrorPage />, children: branch.children ?? [] }],
  }));
}
