import { createLocaleAcceptance } from '@forwarder/auth';
import { createLocalizedRoutes } from '@forwarder/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { loadCatalog } from '../load-catalog';
import { NotFoundPage } from '@forwarder/ui';

// Spec section 2, public routes. Paths are relative to the language branch ('/' or '/en'), so
// each page exists as /x and /en/x. Every page is its own lazy chunk: the home chunk carries
// nothing the other pages need (forms, schemas, tables).
const pages: RouteObject[] = [
  { index: true, lazy: () => import('./home-page') },
  { path: 'login', lazy: () => import('./login-page') },
  { path: 'article', lazy: () => import('./article-list-page') },
  { path: 'article/:id', lazy: () => import('./article-detail-page') },
  { path: 'list', lazy: () => import('./category-list-page') },
  { path: 'list/:id', lazy: () => import('./category-detail-page') },
  { path: 'nav', lazy: () => import('./nav-list-page') },
  { path: 'nav/:id', lazy: () => import('./nav-detail-page') },
  { path: 'site', lazy: () => import('./site-page') },
  { path: 'site/contact-us', lazy: () => import('./contact-us-page') },
  { path: 'site/tracking', lazy: () => import('./tracking-page') },
  { path: 'site/tracking-detail', lazy: () => import('./tracking-detail-page') },
  { path: '*', Component: NotFoundPage },
];

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return createLocalizedRoutes({
    children: pages,
    Layout: SiteLayout,
    loadCatalog,
    isLocaleAllowed: createLocaleAcceptance(queryClient),
  });
}
