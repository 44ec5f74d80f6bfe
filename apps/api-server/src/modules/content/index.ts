// Front door of the content module: the public site's navigation, home blocks, articles, categories and uploaded
// pictures, read by visitors (api-f) and written by staff (api-ops); the module's definition is ./module.ts. It owns
// the content_* tables and site_images, which no other module names: db/schema.ts takes their types from here, and
// the sitemap (http/site-files) asks for the pages a visitor can open.

export type { ContentTables } from './content.tables';
export { listPublishedPages, type PublishedPage, type PublishedPages } from './published-pages';
