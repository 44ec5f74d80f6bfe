import fs from 'node:fs';
import { parse } from 'yaml';
import { inlineExternalRefs } from './external-refs';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type JsonSchema = Record<string, unknown> | boolean;

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface MediaSpec {
  schema?: JsonSchema;
}

export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path, e.g. `/api/f/content/article/{id}`. */
  path: string;
  /** Fastify path, e.g. `/api/f/content/article/:id`. */
  url: string;
  parameters: ParameterSpec[];
  requestBody: { required: boolean; content: Record<string, MediaSpec> } | undefined;
  responses: Record<string, { content: Record<string, MediaSpec> }>;
  requiresAuth: boolean;
  /**
   * The header of the API key the operation requires instead of a bearer token (its security names an `apiKey`
   * scheme in a header, e.g. `X-Api-Key`, lower-cased as Node reads headers); null for every other operation.
   */
  apiKeyHeader: string | null;
  /** The operation's `x-` extensions (e.g. `x-staff-role: admin`), for a contract's guard. */
  extensions: Record<string, unknown>;
}

export interface LoadedSpec {
  file: string;
  /**
   * The whole document, the shared components it names from another file put in place (external-refs.ts); component
   * schemas are compiled from it so recursive `$ref`s keep working.
   */
  document: Record<string, unknown>;
  operations: OperationSpec[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function resolvePointer(document: Obj, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only internal $refs are supported, got "${ref}"`);
  return ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => {
      if (!isObj(node) || !(key in node)) throw new Error(`Unresolvable $ref "${ref}"`);
      return node[key];
    }, document);
}

/**
 * Follows `$ref`s of OpenAPI objects (parameters, request bodies, responses, path items). Schema `$ref`s are left
 * alone: Ajv resolves them against the document, which keeps recursive schemas finite.
 */
function deref<T>(document: Obj, value: unknown, seen = new Set<string>()): T {
  if (isObj(value) && typeof value['$ref'] === 'string') {
    const ref = value['$ref'];
    if (seen.has(ref)) throw new Error(`Circular $ref "${ref}"`);
    seen.add(ref);
    return deref<T>(document, resolvePointer(document, ref), seen);
  }
  return value as T;
}

export const toFastifyPath = (path: string): string => path.replace(/\{([^}]+)\}/g, ':$1');

function requiresBearer(security: unknown): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  // Any alternative that is empty (`{}`) makes authentication optional.
  if (security.some((req) => isObj(req) && Object.keys(req).length === 0)) return false;
  return security.some((req) => isObj(req) && 'bearerAuth' in req);
}

/**
 * The header of the first `apiKey` scheme (in a header) among the operation's security requirements, when none of
 * them is bearerAuth or empty: such an operation is called by machines with a key, never with a user's token.
 */
function apiKeyHeaderOf(security: unknown, schemes: unknown): string | null {
  if (!Array.isArray(security) || !isObj(schemes)) return null;
  if (security.some((req) => !isObj(req) || Object.keys(req).length === 0 || 'bearerAuth' in req)) return null;
  for (const req of security as Obj[]) {
    for (const name of Object.keys(req)) {
      const scheme = schemes[name];
      if (isObj(scheme) && scheme['type'] === 'apiKey' && scheme['in'] === 'header' && typeof scheme['name'] === 'string') {
        return scheme['name'].toLowerCase();
      }
    }
  }
  return null;
}

export function parseSpec(text: string, file: string): LoadedSpec {
  const parsed = parse(text) as unknown;
  if (!isObj(parsed) || !isObj(parsed['paths'])) throw new Error(`${file} is not an OpenAPI document (no paths)`);
  const document = inlineExternalRefs(parsed, file);
  const globalSecurity = document['security'];
  const securitySchemes = isObj(document['components']) ? document['components']['securitySchemes'] : undefined;
  const operations: OperationSpec[] = [];
  const seenIds = new Set<string>();

  for (const [path, rawItem] of Object.entries(document['paths'] as Obj)) {
    const item = deref<Obj>(document, rawItem);
    const shared = ((item['parameters'] as unknown[]) ?? []).map((p) => deref<ParameterSpec>(document, p));
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const operationId = op['operationId'];
      if (typeof operationId !== 'string') throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      if (seenIds.has(operationId)) throw new Error(`Duplicate operationId "${operationId}"`);
      seenIds.add(operationId);

      const own = ((op['parameters'] as unknown[]) ?? []).map((p) => deref<ParameterSpec>(document, p));
      // Operation-level parameters override path-level ones with the same name and location.
      const byKey = new Map<string, ParameterSpec>();
      for (const p of [...shared, ...own]) {
        byKey.set(`${p.in}:${p.name}`, { ...p, required: p.in === 'path' ? true : Boolean(p.required), schema: p.schema ?? {} });
      }

      const rawBody = op['requestBody'] === undefined ? undefined : deref<Obj>(document, op['requestBody']);
      const responses: OperationSpec['responses'] = {};
      for (const [status, rawResponse] of Object.entries((op['responses'] as Obj) ?? {})) {
        const response = deref<Obj>(document, rawResponse);
        responses[status] = { content: (response['content'] as Record<string, MediaSpec>) ?? {} };
      }

      operations.push({
        operationId,
        method,
        path,
        url: toFastifyPath(path),
        parameters: [...byKey.values()],
        requestBody: rawBody
          ? { required: Boolean(rawBody['required']), content: (rawBody['content'] as Record<string, MediaSpec>) ?? {} }
          : undefined,
        responses,
        requiresAuth: requiresBearer(op['security'] ?? globalSecurity),
        apiKeyHeader: apiKeyHeaderOf(op['security'] ?? globalSecurity, securitySchemes),
        extensions: Object.fromEntries(Object.entries(op).filter(([key]) => key.startsWith('x-'))),
      });
    }
  }
  return { file, document, operations };
}

const cache = new Map<string, { mtimeMs: number; spec: LoadedSpec }>();

/** Reads and parses the contract once per process (re-read only when the file changes). */
export function loadSpec(file: string): LoadedSpec {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    throw new Error(`OpenAPI contract not found at ${file} (CONTRACTS_DIR, relative to the repository root, holds <name>/<name>.yaml per contract)`);
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.spec;
  const spec = parseSpec(fs.readFileSync(file, 'utf8'), file);
  cache.set(file, { mtimeMs: stat.mtimeMs, spec });
  return spec;
}
