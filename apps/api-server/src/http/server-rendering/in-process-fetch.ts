import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FetchApi } from './server-bundle';

// Headers of the visitor's request that an API call made for their page carries on: none that identify a session
// (the HTML may be cached and shared), only what shapes the answer without being personal.
const FORWARDED = ['user-agent'] as const;

/**
 * The transport of a page render's API calls: `inject` into this same server (no socket, no second port), as if the
 * visitor had made the call — from their address, so per-address limits (tracking) count their page views.
 */
export function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): FetchApi {
  return async (request) => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    for (const name of FORWARDED) {
      const value = visitor.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: visitor.ip,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers: responseHeaders });
  };
}
