import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { ServiceUnavailableError } from '../errors/app-errors';

/** A request the server has begun and not yet answered (its path without the query, which may hold personal data). */
export interface RequestInFlight {
  method: string;
  url: string;
  ageMs: number;
}

const inFlightByApp = new WeakMap<FastifyInstance, Map<IncomingMessage, number>>();

/**
 * Lets `app.close()` end as soon as the requests it found in flight are answered, whoever else is connected.
 *
 * Node's server.close() waits for every connection, and Fastify only closes the ones idle at that moment. Two kinds
 * would otherwise hold a shutdown for minutes:
 * - a keep-alive socket whose request was in flight when close() began: it becomes idle afterwards and would stay
 *   open until keepAliveTimeout. Answers sent while closing carry `Connection: close`, so Node ends it after them;
 * - a socket with no request in progress that Node does not count as idle: opened and silent (a browser's
 *   preconnect, a proxy's pool) or stopped half-way through its headers. It would stay until headersTimeout (60 s),
 *   past the grace: the probe of issue 16 saw exit code 1 that way. Once nothing is in flight these are cut: they
 *   hold no work, and a client whose request was never received sends it again to another process.
 *
 * A new request that arrives on an open connection once closing began is refused with the contract's 503 (and
 * Retry-After), answered here rather than by Fastify's own 503 (`return503OnClosing: false` in app.ts), whose body
 * has neither the contract's shape nor the security headers. The health probes still answer (health.ts).
 */
export function installGracefulClose(app: FastifyInstance): void {
  const inFlight = new Map<IncomingMessage, number>();
  inFlightByApp.set(app, inFlight);
  let closing = false;

  const closeLeftoverConnections = () => {
    if (closing && inFlight.size === 0) app.server.closeAllConnections();
  };
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    inFlight.set(request, Date.now());
    response.once('close', () => {
      inFlight.delete(request);
      closeLeftoverConnections();
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    // Fastify calls server.close() right after this hook: only then may the remaining sockets go, or one
    // accepted in between would be left waiting.
    setImmediate(closeLeftoverConnections);
  });
  // Callback style, not async: every request passes here, and is not closing.
  app.addHook('onRequest', (request, _reply, done) => {
    done(closing && !request.routeOptions.config?.probe ? new ServiceUnavailableError() : undefined);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** The requests still being answered, oldest first (empty for an app without installGracefulClose). */
export function requestsInFlight(app: FastifyInstance, now = Date.now()): RequestInFlight[] {
  const inFlight = inFlightByApp.get(app);
  if (!inFlight) return [];
  return [...inFlight]
    .map(([request, startedAt]) => ({ method: request.method ?? '?', url: (request.url ?? '?').split('?', 1)[0] ?? '?', ageMs: now - startedAt }))
    .sort((a, b) => b.ageMs - a.ageMs);
}
