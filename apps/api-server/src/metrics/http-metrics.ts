import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-errors';
import { isApiUrl } from '../http/api-url';
import type { AppMetrics, RequestLabels } from './app-metrics';

// What an answered request is counted as. Contract operations by their operationId (a bounded set, fixed by the
// contracts); everything else in three groups, never by its path, which a visitor chooses: an unbounded label would
// let anyone grow the process's memory and every scrape.

/** HTML answers outside the contracts: the apps' pages (server-rendered or not) and the API reference. */
const PAGE = 'page';
/** Other answers outside the contracts: built assets, pictures, robots.txt, the sitemap, the reference's scripts. */
const STATIC = 'static';
/** Nothing answers this path: no route, or an /api path that names no operation. */
const UNMATCHED = 'unmatched';

export function requestLabels(request: FastifyRequest, reply: FastifyReply): RequestLabels {
  const status = reply.statusCode;
  const { operationId, contract, metricsGroup } = request.routeOptions.config;
  if (operationId) return { contract: contract ?? '', operation: operationId, status };
  if (metricsGroup) return { contract: '', operation: metricsGroup, status };
  if (request.routeOptions.url === undefined || (status === 404 && isApiUrl(request.url))) {
    return { contract: '', operation: UNMATCHED, status };
  }
  const type = reply.getHeader('content-type');
  return { contract: '', operation: typeof type === 'string' && type.startsWith('text/html') ? PAGE : STATIC, status };
}

/**
 * Counts every answered request and every rate-limit refusal into `metrics`, and makes them `app.metrics` for the
 * owners of other figures (the database pool, the render cache) to register theirs. Install before the routes'
 * plugins, whose hooks are inherited from here.
 */
export function installMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.decorate('metrics', metrics);
  // Callback style, not async: the hot path pays one histogram observation and no promise.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(requestLabels(request, reply), reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onError', (_request, _reply, error, done) => {
    if (error instanceof AppError && error.status === 429 && error.rateLimit) metrics.rateLimitRefused(error.rateLimit);
    done();
  });
}
