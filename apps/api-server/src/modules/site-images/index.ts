// Front door of the site-images module: other modules may resolve an uploaded picture's URL.

export type { SiteImagesTables } from './site-images.tables';
export { SITE_IMAGE_URL_PATTERN, siteImageUrl } from './site-image-check';
