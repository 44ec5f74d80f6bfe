import type { FastifyInstance } from 'fastify';
import { isApiUrl } from './api-url';

/**
 * API answers say `no-store` unless their route chose a caching policy itself. One rule for the whole API instead
 * of a list of personal operations: a profile, an order or an address book must never sit in a shared or a
 * browser cache, and an operation added tomorrow is covered without anyone remembering it. What may be cached
 * opts in explicitly (`public, max-age=…` on uploaded site images and the bundled assets); public JSON (site
 * content, regions) is small and cheap, and may differ by the caller's language, so it gains little from caching.
 * Errors are included: a 401 or 404 must not be replayed from a cache after the caller signed in or the data
 * changed.
 */
export function installCachePolicy(app: FastifyInstance): void {
  // Callback style, not async: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control') && isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
