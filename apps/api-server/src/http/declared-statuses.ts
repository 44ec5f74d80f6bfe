import type { LoadedSpec, OperationSpec } from './openapi/spec';

/** Methods whose request body Fastify reads (GET and HEAD bodies are ignored), so it can refuse it. */
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * The statuses the server answers an operation with before (or whatever) its handler decides: the framework's
 * refusals and the error handler's. A client generated from the contract must know each of them.
 *   400  a path that does not decode (`%zz`), an input the schema refuses, a malformed body
 *   408, 431  headers not sent within node's headersTimeout, or over its maxHeaderSize (answered on the socket,
 *        see framework-errors.ts)
 *   500  an unexpected failure
 *   503  starting, shutting down, or the database out of reach for now (health.ts, graceful-close.ts,
 *        error-handler.ts), with Retry-After
 *   401  an operation that needs a token (or an API key)
 *   404, 414  a path parameter: an unknown id, or one over Fastify's maxParamLength
 *   413, 415  a method whose body is read: too large, or of a type the operation does not take
 * 403, 409 and 429 follow from each operation's own rules and stay its author's to declare.
 */
export function frameworkStatusesOf(op: OperationSpec): number[] {
  const statuses = [400, 408, 431, 500, 503];
  if (op.requiresAuth || op.apiKeyHeader) statuses.push(401);
  if (op.parameters.some((p) => p.in === 'path')) statuses.push(404, 414);
  if (BODY_METHODS.has(op.method) || op.requestBody) statuses.push(413, 415);
  return statuses.sort((a, b) => a - b);
}

export interface UndeclaredStatuses {
  operationId: string;
  missing: number[];
}

/** Operations of a contract that do not declare every status the server may answer them with. */
export function undeclaredStatuses(spec: LoadedSpec): UndeclaredStatuses[] {
  return spec.operations
    .map((op) => ({ operationId: op.operationId, missing: frameworkStatusesOf(op).filter((s) => !(String(s) in op.responses)) }))
    .filter((entry) => entry.missing.length > 0);
}
