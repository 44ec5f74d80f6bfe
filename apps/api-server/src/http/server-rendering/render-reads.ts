import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { READ_SCOPES_EXTENSION, requestScopes, type RenderScope } from './render-scopes';

/**
 * The API reads one page render made (through `inProcessFetch`): the scopes they named, and whether the page may be
 * kept for everyone. It may not when one read declared no scopes (tracking: per visitor, changed by every scan) or
 * failed (a page showing an error would be kept for the cache's time). A 404 is an answer like any other: a page
 * whose optional block is absent is still the page.
 */
export class RenderReads {
  readonly scopes = new Set<RenderScope>();
  private unshareable = false;

  get shareable(): boolean {
    return !this.unshareable;
  }

  record(scopes: readonly RenderScope[] | null, status: number): void {
    if (scopes === null || (status >= 400 && status !== 404)) this.unshareable = true;
    else for (const scope of scopes) this.scopes.add(scope);
  }
}

// The render's collector, found by the in-process requests its API client makes (they run in its async context).
const current = new AsyncLocalStorage<RenderReads>();

/** Runs a render, collecting the reads it makes. */
export function collectReads<T>(reads: RenderReads, render: () => Promise<T>): Promise<T> {
  return current.run(reads, render);
}

/** Records each contract operation answered inside a render (any other request has no collector and costs a lookup). */
export function installReadTracking(app: FastifyInstance): void {
  // Callback style, not async: every answer passes here.
  app.addHook('onSend', (request, reply, payload, done) => {
    current.getStore()?.record(requestScopes(request, READ_SCOPES_EXTENSION), reply.statusCode);
    done(null, payload);
  });
}
