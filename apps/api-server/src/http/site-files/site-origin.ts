import type { FastifyRequest } from 'fastify';

/** A Host value a URL may carry: name or address, optional port. Anything else is not put into our documents. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * `protocol://host` of the request (behind a trusted proxy, the forwarded ones: app.ts sets trustProxy), for the
 * absolute URLs robots.txt and the sitemap must give; null when the Host header is not a plain host name.
 */
export function siteOrigin(request: FastifyRequest): string | null {
  const host = request.host;
  if (!host || !HOST.test(host)) return null;
  return `${request.protocol}://${host.toLowerCase()}`;
}
