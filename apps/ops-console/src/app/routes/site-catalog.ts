import { routeCatalogLoader, type RouteCatalogLoader } from '@forwarder/i18n';

// The site-management pages' strings (the `site` route catalog, see lingui.config.ts): each of those routes exports
// this as its loader, so the catalog is loaded in the URL's language before the page renders, and again in the other
// language when staff switch on the page. Only lazy routes import this module: its chunk map stays out of the
// console's first load.
const loadSiteCatalog: RouteCatalogLoader = (locale) => import(`../../locales/${locale}/site.po`);

export const siteCatalogLoader = routeCatalogLoader(loadSiteCatalog);
