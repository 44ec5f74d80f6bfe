import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env';
import type { Kysely } from 'kysely';
import { coreMessages } from '../i18n/core-messages';
import { DEFAULT_LOCALE, resolveLocale } from '../i18n/locale';
import { registerMessages } from '../i18n/messages';
import { AppMetrics } from '../metrics/app-metrics';
import { installMetrics } from '../metrics/http-metrics';
import type { ApiModule } from './api-module';
import { Lifecycle } from '../runtime/lifecycle';
import { contractSpecFile, type ServerContract } from './contract';
import { assertServedContracts, contractPlugin } from './contract-plugin';
import { installCachePolicy } from './cache-policy';
import { installErrorHandling } from './error-handler';
import { clientErrorHandler, frameworkErrors } from './framework-errors';
import { installGracefulClose } from './graceful-close';
import { installHealth } from './health';
import { DEFAULT_MULTIPART_LIMITS, type MultipartLimits } from './multipart';
import { loadSpec } from './openapi/spec';
import { redactingLogger } from './request-log';
import { installApiReference } from './api-reference/routes';
import { installSecurityHeaders } from './security-headers';
import { installSiteFiles } from './site-files';
import { installRenderCache } from './server-rendering';
import { installSpa, SPA_APPS, type SpaApp } from './static-spa';
import { installFormPostFallback } from './form-post-fallback';
import type { HttpTables } from './http.tables';
import type { SiteSources } from './site-sources';
import './fastify-augment';

/**
 * `DB` is the server's database as the composition root composes it (src/modules/index.ts): the HTTP floor's
 * tables and every module's. http/ knows only its own.
 */
export interface BuildAppOptions<DB extends HttpTables> {
  config: AppConfig;
  db: Kysely<DB>;
  /**
   * The contracts served (src/modules/index.ts lists the server's). Given by the caller, the composition root
   * (startServer, the test harness), so that http/ does not reach up into the module registry.
   */
  contracts: readonly ServerContract[];
  /** The modules serving them, in seeding order; each contract a module files handlers under must be in `contracts`. */
  modules: readonly ApiModule<DB>[];
  /** The modules' data the floor shows outside the contracts (metrics, page shells, sitemap): `siteSources(db)`. */
  site: SiteSources;
  /** Answer 501 for operations nobody implements yet instead of refusing to start (tests of one module only). */
  allowMissingHandlers?: boolean;
  multipartLimits?: Partial<MultipartLimits>;
  /** Fastify logger option; defaults to pino at config.logLevel. Redaction (request-log.ts) is added to it. */
  logger?: FastifyServerOptions['logger'];
  /** Client routes of the web apps; false disables static serving. */
  spaApps?: readonly SpaApp[] | false;
  /** The process's phase (startServer's); absent, the app is ready at once (its database already migrated). */
  lifecycle?: Lifecycle;
}

/** The whole HTTP application, not listening: main.ts listens, tests call `app.inject`. */
export async function buildApp<DB extends HttpTables>(options: BuildAppOptions<DB>): Promise<FastifyInstance> {
  const { config } = options;
  // The floor's own view of the server's database: DB has every table of HttpTables (its bound), which Kysely's
  // types cannot show the compiler for a type parameter.
  const db = options.db as unknown as Kysely<HttpTables>;
  const { contracts, modules } = options;
  assertServedContracts(contracts, modules);
  registerMessages('core', coreMessages);
  for (const module of modules) if (module.messages) registerMessages(module.name, module.messages);

  const app = Fastify({
    // Secret query parameters and headers never reach the log (request-log.ts), whichever logger options are given.
    logger: redactingLogger(options.logger ?? { level: config.logLevel }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Fastify numbers requests itself for the logs; a client-chosen id could forge log lines.
    requestIdHeader: false,
    frameworkErrors,
    clientErrorHandler,
    // graceful-close.ts answers requests that arrive while closing, in the contract's shape.
    return503OnClosing: false,
  });

  // First, so that every route's hooks (the contracts' plugins below) inherit the request metrics.
  const metrics = new AppMetrics();
  installMetrics(app, metrics);
  metrics.watchOutbox(() => options.site.outboxBacklog(), { onError: (error) => app.log.warn({ err: error }, 'metrics: the mail outbox could not be read') });

  app.decorateRequest('user', null);
  app.decorateRequest('locale', DEFAULT_LOCALE);
  // Callback style, not async: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    request.locale = resolveLocale(request.headers['accept-language']);
    done();
  });
  installSecurityHeaders(app);
  installCachePolicy(app);
  installGracefulClose(app);
  installErrorHandling(app);
  const lifecycle = options.lifecycle ?? new Lifecycle('ready');
  installHealth(app, { lifecycle, db, readinessTimeoutMs: config.readinessTimeoutMs });

  // Before the contracts: it hooks their routes (the reads a render makes, the writes that change pages).
  const renderCache = installRenderCache(app, { db, config, lifecycle });

  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, {
    limits: { ...DEFAULT_MULTIPART_LIMITS, ...options.multipartLimits },
  });

  for (const contract of contracts) {
    await app.register(contractPlugin, {
      contract,
      modules,
      spec: loadSpec(contractSpecFile(contract, config.contractsDir)),
      db,
      config,
      multipartLimits: { ...DEFAULT_MULTIPART_LIMITS, ...options.multipartLimits },
      allowMissingHandlers: options.allowMissingHandlers ?? false,
    });
  }

  // Once each, whichever contracts the module serves (a route outside the contracts belongs to none of them).
  await app.register(async (instance) => {
    for (const module of modules) module.routes?.(instance, { db: options.db });
  });

  installApiReference(app, contracts.map((contract) => ({ name: contract.name, specFile: contractSpecFile(contract, config.contractsDir) })));

  if (options.spaApps !== false) {
    const tenant = () => options.site.tenantSettings();
    installSiteFiles(app, { tenant, publishedPages: () => options.site.publishedPages(), origin: config.publicOrigin });
    const shellSettings = async () => {
      const settings = await tenant();
      return {
        siteName: settings.displaySiteName,
        faviconUrl: settings.faviconUrl,
        analytics: { snippet: settings.siteStatisticalCode, origins: settings.analyticsScriptOrigins },
      };
    };
    const pages = renderCache.publicSitePages();
    if (pages) metrics.watchRenderCache(() => pages.stats());
    await installSpa(app, {
      staticRoot: config.staticRoot,
      shellSettings,
      analyticsApp: 'public-site',
      ...(pages ? { serverRendered: { app: 'public-site', pages } } : {}),
      ...(options.spaApps ? { apps: options.spaApps } : {}),
    });
    // A form of the public site that the browser sent itself, before the page's scripts ran, lands back on its page.
    const site = (options.spaApps || SPA_APPS).find((spa) => spa.name === 'public-site');
    if (site) installFormPostFallback(app, site);
  }
  return app;
}
