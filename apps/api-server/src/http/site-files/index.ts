import type { FastifyInstance } from 'fastify';
import { sendCompressible } from '../html-response';
import type { PublishedPages, ShellTenantSettings } from '../site-sources';
import { registerFavicon } from './favicon';
import { robotsTxt } from './robots';
import { sitemapXml } from './sitemap';

// The files crawlers and browsers ask the public site for at fixed paths, generated from the database. Files, not
// API operations: they are outside the contract.

export interface SiteFilesOptions {
  /** The tenant's settings, read per request (the favicon can change in the console at any time). */
  tenant: () => Promise<Pick<ShellTenantSettings, 'faviconUrl'>>;
  /** The published pages, read per request (the sitemap is cached by crawlers, not here). */
  publishedPages: () => Promise<PublishedPages>;
  /** The site's public origin (PUBLIC_BASE_URL): the absolute addresses of both files, whatever the request's Host. */
  origin: string;
}

/** Crawlers re-read these often enough; an hour-old sitemap only delays a new article's discovery. */
const ROBOTS_CACHE = 'public, max-age=3600';
const SITEMAP_CACHE = 'public, max-age=600';

export function installSiteFiles(app: FastifyInstance, options: SiteFilesOptions): void {
  const { origin } = options;
  app.get('/robots.txt', async (_request, reply) => {
    return reply.header('cache-control', ROBOTS_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(origin));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = sitemapXml(origin, await options.publishedPages());
    return sendCompressible(request, reply, { status: 200, body: xml, type: 'application/xml; charset=utf-8', headers: { 'cache-control': SITEMAP_CACHE } });
  });

  registerFavicon(app, async () => (await options.tenant()).faviconUrl);
}
