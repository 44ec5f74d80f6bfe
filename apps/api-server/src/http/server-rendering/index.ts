import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env';
import { publicPages, type PublicPages, type ServedPage } from './public-pages';
import { memoryRenderCache } from './render-cache';
import { loadServerBundle } from './server-bundle';

export { publicPages, type PublicPages, type ServedPage } from './public-pages';
export { memoryRenderCache, type RenderCache } from './render-cache';

const PUBLIC_SITE = 'public-site';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write through the staff contract that succeeded: content, navigation or settings may have changed. */
export function isStaffWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  return !READS.has(request.method) && request.url.startsWith('/api/ops/') && reply.statusCode < 400;
}

/**
 * The public site's server-rendered pages, or null when its server bundle is not built. Whatever staff change through
 * the console empties the render cache, so the next visitor sees it.
 */
export function publicSitePages(app: FastifyInstance, config: Pick<AppConfig, 'staticRoot' | 'renderCacheTtlMs'>): PublicPages | null {
  const bundle = loadServerBundle(config.staticRoot, PUBLIC_SITE);
  if (!bundle) return null;
  const pages = publicPages({ app, bundle, cache: memoryRenderCache<ServedPage>({ ttlMs: config.renderCacheTtlMs }) });
  app.addHook('onResponse', async (request, reply) => {
    if (isStaffWrite(request, reply)) pages.invalidate();
  });
  return pages;
}
