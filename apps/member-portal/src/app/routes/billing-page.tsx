import { routeCatalogLoader, type RouteCatalogLoader } from '@forwarder/i18n';

// Billing (issue 29): the account, top-up notices, the ledger, statements and invoices, the page both portals show,
// from @forwarder/customer-billing. Its strings are the billing route catalog (not in the other pages' first load),
// loaded in the URL's language before the page renders; declared here so its chunk map stays out of the first load.
const loadBillingCatalog: RouteCatalogLoader = (locale) => import(`../../locales/${locale}/billing.po`);
export const loader = routeCatalogLoader(loadBillingCatalog);

export { BillingPage as Component } from '@forwarder/customer-billing';
