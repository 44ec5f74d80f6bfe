import { createLocaleAcceptance } from '@forwarder/auth';
import { createLocalizedRoutes } from '@forwarder/i18n';
import { pageRoutes } from '@forwarder/portal-shell/bootstrap';
import { NotFoundPage } from '@forwarder/ui';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/site-layout';
import { loadCatalog } from '../load-catalog';
import { withPageData } from './page-data';

// Spec section 2, public routes: one lazy page per route of the app manifest (TypeScript refuses a missing or extra
// route). Paths are relative to the language branch ('/' or '/en'), so each page exists as /x and /en/x. Every page
// is its own lazy chunk: the home chunk carries nothing the other pages need (forms, schemas, tables). The query
// parameters each page reads are declared per route in ./page-queries.ts.
const pages = pageRoutes('public-site', {
  '/': () => import('./home-page'),
  '/login': () => import('./login-page'),
  '/forgot-password': () => import('./forgot-password-page'),
  '/reset-password': () => import('./reset-password-page'),
  '/article': () => import('./article-list-page'),
  '/article/:id': () => import('./article-detail-page'),
  '/list': () => import('./category-list-page'),
  '/list/:id': () => import('./category-detail-page'),
  '/nav': () => import('./nav-list-page'),
  '/nav/:id': () => import('./nav-detail-page'),
  '/site': () => import('./site-page'),
  '/site/contact-us': () => import('./contact-us-page'),
  '/site/tracking': () => import('./tracking-page'),
  '/site/tracking-detail': () => import('./tracking-detail-page'),
  '/site/quote': () => import('./quote-page'),
});

export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return createLocalizedRoutes({
    children: [...withPageData(pages, queryClient), { path: '*', Component: NotFoundPage }],
    Layout: SiteLayout,
    loadCatalog,
    isLocaleAllowed: createLocaleAcceptance(queryClient),
  });
}
