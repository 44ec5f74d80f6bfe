import type { PageRouteOf } from '@forwarder/portal-shell/bootstrap';

/**
 * The query parameters each page reads, per route of the route table (TypeScript refuses a route left out). `shared`: the page is
 * the same for everyone who asks for it (a list's page and category); `visitor`: the visitor's own (waybills tracked,
 * a reset token, a user name), so an address with one is rendered for its request alone and never kept. The server
 * renders and caches a page's address with these parameters only, sorted (`pageAddress`), and names it canonical with
 * the shared ones: any other (a campaign tag, a cache-buster) names the same page and never reaches the render. `preview` is not here: a
 * preview is never rendered on the server.
 */
export const PAGE_QUERIES: { readonly [Route in PageRouteOf<'public-site'>]: PageQuery } = {
  '/': {},
  '/login': { visitor: ['redirect', 'username', 'expired'] },
  '/forgot-password': {},
  '/reset-password': { visitor: ['token'] },
  '/article': { shared: ['category', 'page'] },
  '/article/:id': {},
  '/list': {},
  '/list/:id': { shared: ['page'] },
  '/nav': {},
  '/nav/:id': {},
  '/site': {},
  '/site/contact-us': {},
  '/site/tracking': { visitor: ['numbers'] },
  '/site/tracking-detail': { visitor: ['number'] },
  '/site/quote': {},
};

export interface PageQuery {
  shared?: readonly string[];
  visitor?: readonly string[];
}
