// Front door of the content module: the public site's navigation, home blocks, articles, categories and uploaded
// pictures, read by visitors (api-f) and written by staff (api-ops); the module's definition is ./module.ts. It owns
// the content_* tables and site_images, which no other module names: the composition root takes their types from
// here, and the pages a visitor can open for the sitemap (http/site-files, through siteSources).

export type { ContentTables } from './content.tables';
export { listPublishedPages } from './published-pages';
