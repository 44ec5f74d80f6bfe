import { routeCatalogLoader, type RouteCatalogLoader } from '@forwarder/i18n';

// The billing pages' strings (the `billing` route catalog, see lingui.config.ts): a customer's billing, the top-up
// notices and the receivables export this as their loader, as the site-management pages do with theirs, so the
// console's main catalog (loaded by every page) does not carry them.
const loadBillingCatalog: RouteCatalogLoader = (locale) => import(`../../locales/${locale}/billing.po`);

export const billingCatalogLoader = routeCatalogLoader(loadBillingCatalog);
