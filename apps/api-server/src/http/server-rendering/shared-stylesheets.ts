import type { FastifyInstance } from 'fastify';
import { compressedOnDemand, sendCompressible } from '../html-response';
import { IMMUTABLE } from '../static-spa';
import type { ServerBundle } from './server-bundle';

/**
 * Serves the stylesheets the server bundle's pages link to (Chakra's global style, the same on every page): read from
 * the bundle once at start, compressed once, cached by browsers for a year. Their paths hash their content, so every
 * process of one build serves the same sheet at the same path, and a new build's sheet has a new one.
 */
export function installSharedStylesheets(app: FastifyInstance, bundle: Pick<ServerBundle, 'stylesheets'>): void {
  for (const { path, css } of bundle.stylesheets()) {
    const body = Buffer.from(css, 'utf8');
    const compressed = compressedOnDemand(body);
    app.get(path, async (request, reply) =>
      sendCompressible(request, reply, { status: 200, body, type: 'text/css; charset=utf-8', headers: { 'cache-control': IMMUTABLE }, compressed }),
    );
  }
}
