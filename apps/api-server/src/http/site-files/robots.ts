import { APPS } from '@forwarder/app-manifest';

// Search engines may read the public site; the portals (behind a login, nothing to index) and the API may not. The
// portal prefixes come from the app manifest, so a new portal is disallowed the day it is added.

const LANGUAGE_PREFIX = '/en';

export function robotsTxt(origin: string): string {
  const privatePrefixes = [...APPS.filter((app) => app.prefix).map((app) => app.prefix), '/api'];
  const disallowed = privatePrefixes.flatMap((prefix) => [`${prefix}/`, `${LANGUAGE_PREFIX}${prefix}/`]);
  return ['User-agent: *', 'Allow: /', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
