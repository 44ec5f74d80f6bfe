import type { FastifyRequest } from 'fastify';
import type { LoadedSpec } from '../openapi/spec';

// What a cached public page depends on, as the contracts declare it (openapi/api-f, "Conventions"): a read names the
// scopes its answer depends on (`x-render-scopes`), a write the scopes it changes (`x-render-invalidates`). A page is
// kept until one of the scopes its reads named changes; a write that names none (a scan, a batch event, a sign-in)
// leaves every page where it is.

export const READ_SCOPES_EXTENSION = 'x-render-scopes';
export const INVALIDATES_EXTENSION = 'x-render-invalidates';

/**
 * Every scope the contracts may name. `reference` (code tables, countries) changes only with a release, so no
 * operation invalidates it: its pages live for the cache's time.
 */
export const RENDER_SCOPES = ['settings', 'navigation', 'content', 'rates', 'reference'] as const;
export type RenderScope = (typeof RENDER_SCOPES)[number];

/**
 * Every page carries the tenant's name and icon in its head (the shell is filled from the settings before the render),
 * whatever its reads: a settings change reaches every kept page.
 */
export const SHELL_SCOPE: RenderScope = 'settings';

const isScope = (value: unknown): value is RenderScope => typeof value === 'string' && (RENDER_SCOPES as readonly string[]).includes(value);

/** The scopes an extension lists, or null when the operation does not declare it (or declares something unreadable). */
export function declaredScopes(extensions: Readonly<Record<string, unknown>> | undefined, name: string): RenderScope[] | null {
  const value = extensions?.[name];
  if (!Array.isArray(value) || !value.every(isScope)) return null;
  return value;
}

/** The declaration of the contract operation a request was routed to (null: no operation, or not declared). */
export function requestScopes(request: FastifyRequest, name: string): RenderScope[] | null {
  return declaredScopes(request.routeOptions.config.extensions, name);
}

/**
 * What a contract gets wrong about its render scopes, one line each: a write (any operation but a GET) that does not
 * say which scopes it changes (`[]` for none), a GET that claims to change some, a scope that does not exist.
 */
export function renderDeclarationProblems(spec: Pick<LoadedSpec, 'operations'>): string[] {
  const problems: string[] = [];
  for (const op of spec.operations) {
    for (const name of [READ_SCOPES_EXTENSION, INVALIDATES_EXTENSION]) {
      if (name in op.extensions && declaredScopes(op.extensions, name) === null) {
        problems.push(`${op.operationId}: ${name} must list scopes of ${RENDER_SCOPES.join(', ')}`);
      }
    }
    const writes = INVALIDATES_EXTENSION in op.extensions;
    if (op.method !== 'get' && !writes) problems.push(`${op.operationId}: declares no ${INVALIDATES_EXTENSION} (\`[]\` when it changes no public page)`);
    if (op.method === 'get' && writes) problems.push(`${op.operationId}: a GET changes nothing, yet declares ${INVALIDATES_EXTENSION}`);
  }
  return problems;
}
