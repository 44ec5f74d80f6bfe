import { createLocalizedRoutes, joinLocalePath, splitLocalePath } from '@forwarder/i18n';
import { NotFoundPage, RouteErrorPage } from '@forwarder/ui';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, redirect, type RouteObject } from 'react-router-dom';
import { PortalLayout } from '../layout/portal-layout';
import { loadCatalog } from '../load-catalog';
import { paths } from '../paths';
import { createLocaleAcceptance, createPortalLoader } from '@forwarder/auth';

// Spec section 2, merchant area. The router's basename is '/' and paths are full ('merchant/...'),
// because the language prefix comes first (/en/merchant/center) while the Vite base (/merchant/) only
// places the assets. Each page is a lazy chunk.
const pages: RouteObject[] = [
  {
    // Area entry: its behaviour is not specified; it opens "My home".
    path: 'merchant',
    loader: ({ request }) =>
      redirect(joinLocalePath(splitLocalePath(new URL(request.url).pathname).locale, paths.center)),
  },
  { path: 'merchant/center', lazy: () => import('./center-page') },
  { path: 'merchant/merchant-datas', lazy: () => import('./merchant-datas-page') },
  { path: '*', Component: NotFoundPage },
];

/**
 * The "merchant" layout requires authentication (spec section 2): the layout route's loader is the
 * access guard, and every page of the app (the 404 of /merchant/... included) sits under it.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return createLocalizedRoutes({
    children: [
      {
        loader: createPortalLoader(queryClient),
        Component: PortalLayout,
        errorElement: <RouteErrorPage />,
        children: [{ errorElement: <RouteErrorPage />, children: pages }],
      },
    ],
    Layout: Outlet,
    loadCatalog,
    isLocaleAllowed: createLocaleAcceptance(queryClient),
  }).map((branch) => ({ ...branch, errorElement: <RouteErrorPage /> }));
}
