import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/env';
import type { Kysely } from 'kysely';
import type { HttpTables } from '../http.tables';
import type { Lifecycle } from '../../runtime/lifecycle';
import { publicPages, type PublicPages, type PublicPagesStats, type ServedPage } from './public-pages';
import { RenderCache } from './render-cache';
import { GenerationSync, installWriteInvalidation } from './render-invalidation';
import { RenderLimiter } from './render-limiter';
import { installReadTracking } from './render-reads';
import { loadServerBundle } from './server-bundle';
import { installSharedStylesheets } from './shared-stylesheets';

export type { PublicPages, ServedPage } from './public-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** The render cache's counters (size, hits, renders in flight, …); null when the public site is not server-rendered. */
    renderCacheStats(): PublicPagesStats | null;
  }
}

const PUBLIC_SITE = 'public-site';

export interface RenderCacheOptions {
  db: Kysely<HttpTables>;
  config: Pick<AppConfig, 'staticRoot' | 'publicOrigin' | 'render'>;
  /** The generations are read once the process is ready: their table does not exist before the migrations. */
  lifecycle: Pick<Lifecycle, 'whenReady'>;
}

/**
 * The render cache's part of the app. Call before the contracts are registered: it hooks their routes, recording the
 * reads a render makes and making each successful write invalidate what it declares, here and (through the
 * database) in every other process, even one that renders nothing itself. Then `publicSitePages` serves the public
 * site's pages, or answers null when its server bundle is not built.
 */
export function installRenderCache(app: FastifyInstance, { db, config, lifecycle }: RenderCacheOptions) {
  let pages: PublicPages | null = null;
  const sync = new GenerationSync(db, (scopes) => pages?.invalidate(scopes), app.log);
  installReadTracking(app);
  installWriteInvalidation(app, sync);
  app.decorate('renderCacheStats', () => pages?.stats() ?? null);

  return {
    publicSitePages(): PublicPages | null {
      const bundle = loadServerBundle(config.staticRoot, PUBLIC_SITE);
      if (!bundle) return null;
      installSharedStylesheets(app, bundle);
      const { render } = config;
      pages = publicPages({
        app,
        bundle,
        cache: new RenderCache<ServedPage>({ ttlMs: render.cacheTtlMs, maxBytes: render.cacheMaxBytes }),
        limiter: new RenderLimiter({ concurrency: render.concurrency, queueMax: render.queueMax }),
        origin: config.publicOrigin,
      });
      // Only a process that keeps pages needs to hear of other processes' writes.
      app.addHook('onReady', async () => lifecycle.whenReady(() => sync.start(render.syncIntervalMs)));
      app.addHook('onClose', async () => sync.stop());
      return pages;
    },
  };
}
