// Front door of the content module: the public site's navigation, home blocks, articles, categories and uploaded
// pictures, read by visitors (api-f) and written by staff (api-ops); the module's definition is ./module.ts. It owns
// the content_* tables and site_images, which no other module names: the composition root takes their types from
// here, and the pages a visitor can open for the sitemap (http/site-files, through siteSources). Its check of an
// uploaded picture is shared: billing checks a customer's screenshot of a transfer with it, under its own rules.

export type { ContentTables } from './content.tables';
export { listPublishedPages } from './published-pages';
export { checkSiteImage, type ImageRules } from './images/image-check';
