import { BILLING_PAGE_PIECES, createAppLinguiConfig } from '../../tools/lingui/create-app-config';

// The site-management pages (navigation, home blocks, articles and categories, site settings, shipping products
// and rate sheets) are one route catalog: only those routes load their strings, so the fulfilment pages staff use
// all day (scan, receive, orders) do not carry them (docs/decisions.md, "Route catalogs").
const SITE_ROUTES = ['site-nav', 'home-blocks', 'articles', 'article-edit', 'article-categories', 'site-settings', 'products', 'product-detail', 'rate-sheet-import', 'charge-types', 'exchange-rates'];
const SITE_FEATURES = ['site-content', 'site-settings', 'articles', 'article-categories', 'products', 'rate-sheet', 'rate-sheet-import', 'charge-types', 'exchange-rates'];
const SITE_SHARED = ['src/shared/content', 'src/shared/countries', 'src/shared/images', 'src/shared/list/move-buttons.tsx', 'src/app/routes/site-catalog.ts'];

// The billing pages (a customer's billing, top-up notices, receivables) are another (issue 29): their strings stay out
// of the main catalog every page loads. @forwarder/billing stays in the main one (the order detail shows a charge) but for its
// pieces only these pages use (BILLING_PAGE_PIECES).
const BILLING_ROUTES = ['customer-billing', 'top-up-notices', 'receivables'];
const BILLING_FEATURES = ['customer-billing', 'top-up-notices', 'receivables'];

export default createAppLinguiConfig(__dirname, ['billing', 'portal-shell', 'spreadsheet-import'], {
  routeCatalogs: [
    {
      name: 'billing',
      include: [...BILLING_ROUTES.map((route) => `src/app/routes/${route}-page.tsx`), ...BILLING_FEATURES.map((feature) => `src/features/${feature}`), 'src/app/routes/billing-catalog.ts', ...BILLING_PAGE_PIECES],
    },
    {
      name: 'site',
      include: [...SITE_ROUTES.map((route) => `src/app/routes/${route}-page.tsx`), ...SITE_FEATURES.map((feature) => `src/features/${feature}`), ...SITE_SHARED],
    },
  ],
});
