import { createLocalizedRoutes, joinLocalePath, splitLocalePath } from '@forwarder/i18n';
import { redirect, type RouteObject } from 'react-router-dom';
import { PortalLayout } from '../layout/portal-layout';
import { loadCatalog } from '../load-catalog';
import { paths } from '../paths';
import { NotFoundPage } from './not-found-page';

// Spec section 2, merchant area. The router's basename is '/' and paths are full ('merchant/...'),
// because the language prefix comes first (/en/merchant/center) while the Vite base (/merchant/) only
// places the assets. Each page is a lazy chunk.
// The merchant layout requires authentication: the access guard arrives with libs/auth.
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

export const appRoutes = createLocalizedRoutes({ children: pages, Layout: PortalLayout, loadCatalog });
