import type { CatalogLoader } from '@forwarder/i18n';

// One chunk per language (the template literal makes Vite emit one per file that matches);
// only the active language is fetched.
export const loadCatalog: CatalogLoader = (locale) => import(`../locales/${locale}/messages.po`);
