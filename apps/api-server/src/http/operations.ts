import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateApiKey } from '../auth/api-keys';
import { findUserByToken, bearerTokenOf } from '../auth/tokens';
import type { AppConfig } from '../config/env';
import type { Kysely } from 'kysely';
import type { HttpTables } from './http.tables';
import { AppError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors/app-errors';
import { t } from '../i18n/messages';
import type { OperationGuard } from './contract';
import type { AnyHandler, AnyHandlerMap, HandlerContext } from './handler-types';
import { jsonInSlices, largeArrayKey } from './json-in-slices';
import { readMultipart, type MultipartLimits } from './multipart';
import type { LoadedSpec, OperationSpec } from './openapi/spec';
import { toValidationIssues } from './openapi/validation-issues';
import {
  compileValidators,
  MEDIA_FORM,
  MEDIA_JSON,
  MEDIA_MULTIPART,
  type OperationValidators,
} from './openapi/validators';
import { dropEmpty, mediaTypeOf, memberWithNul, nulCharacterIssue, unflatten } from './request-data';
import { contentDisposition, FileResult, StatusResult } from './results';

/** The server broke its own contract (a response that does not match the spec): always a 500, always logged. */
export class ContractViolationError extends Error {
  constructor(
    message: string,
    readonly violations: unknown,
  ) {
    super(message);
    this.name = 'ContractViolationError';
  }
}

export interface OperationBindingOptions {
  spec: LoadedSpec;
  handlers: AnyHandlerMap;
  db: Kysely<HttpTables>;
  config: AppConfig;
  multipartLimits: MultipartLimits;
  /** Tests of one module may run against the full contract before other modules exist: answer 501 for those. */
  allowMissingHandlers?: boolean;
  /** The contract's guard (403 for users an operation is not for), run before input validation. */
  authorize?: OperationGuard;
  /** The contract's name, for the request metrics. */
  contract?: string;
}

/** Fails with every problem at once so a developer fixes them in one round. */
export function checkHandlerCoverage(spec: LoadedSpec, handlers: AnyHandlerMap): { missing: string[]; unknown: string[] } {
  const ids = new Set(spec.operations.map((o) => o.operationId));
  return {
    missing: spec.operations.map((o) => o.operationId).filter((id) => typeof handlers[id] !== 'function'),
    unknown: Object.keys(handlers).filter((id) => !ids.has(id)),
  };
}

function successStatus(op: OperationSpec): number {
  const codes = Object.keys(op.responses)
    .filter((c) => /^2\d\d$/.test(c))
    .map(Number)
    .sort((a, b) => a - b);
  return codes[0] ?? 200;
}

function validateInputs(op: OperationSpec, v: OperationValidators, request: FastifyRequest): { params: unknown; query: unknown; body: unknown } {
  const issues = [];
  const params = { ...(request.params as Record<string, unknown>) };
  if (v.params && !v.params(params)) issues.push(...toValidationIssues(v.params.errors));
  const query = dropEmpty(request.query);
  if (v.query && !v.query(query)) issues.push(...toValidationIssues(v.query.errors));

  let body: unknown = undefined;
  const declared = op.requestBody;
  if (declared) {
    const mediaType = mediaTypeOf(request.headers['content-type']);
    const hasBody = request.body !== undefined && request.body !== null;
    if (mediaType && !(mediaType in declared.content)) {
      throw new AppError(415, 'Core:UnsupportedMediaType', { code: 'UnsupportedMediaType' });
    }
    if (mediaType === MEDIA_MULTIPART) {
      // Parts are streamed by the handler through ctx.readMultipart().
    } else if (!hasBody) {
      if (declared.required) {
        issues.push({ members: ['body'], messageKey: 'Validation:Required', params: { field: 'body' } });
      } else {
        // An absent optional JSON body reads as `{}`, so schema defaults (paging) still apply.
        const validate = v.body.get(MEDIA_JSON) ?? v.body.get(MEDIA_FORM);
        const empty = {};
        if (validate && validate(empty)) body = empty;
      }
    } else if (mediaType === MEDIA_FORM) {
      body = unflatten(dropEmpty(request.body));
      const validate = v.body.get(MEDIA_FORM);
      if (validate && !validate(body)) issues.push(...toValidationIssues(validate.errors));
    } else {
      body = request.body;
      const validate = v.body.get(mediaType ?? MEDIA_JSON);
      if (validate && !validate(body)) issues.push(...toValidationIssues(validate.errors));
    }
  }
  if (issues.length) throw new ValidationError(issues);
  // After the schema, so a field with a rule of its own (a search-text keyword) keeps its more precise message.
  const withNul = memberWithNul(params) ?? memberWithNul(query) ?? memberWithNul(body);
  if (withNul) throw new ValidationError([nulCharacterIssue(withNul)]);
  return { params, query, body };
}

async function sendResult(
  op: OperationSpec,
  /** The operation's first 2xx status (successStatus), worked out once per route. */
  success: number,
  v: OperationValidators,
  config: AppConfig,
  reply: FastifyReply,
  result: unknown,
): Promise<FastifyReply> {
  if (result instanceof FileResult) {
    // no-store comes from the API's cache policy (cache-policy.ts), as for every other answer here.
    reply.code(success).header('content-type', result.contentType);
    if (result.fileName) reply.header('content-disposition', contentDisposition(result.disposition, result.fileName));
    return reply.send(result.data);
  }
  let status = success;
  let body = result;
  if (result instanceof StatusResult) {
    status = result.status;
    body = result.body;
  }
  if (body === undefined || status === 204) {
    if (config.validateResponses && !(String(status) in op.responses)) {
      throw new ContractViolationError(`${op.operationId} answered ${status}, which the contract does not declare`, null);
    }
    return reply.code(status).send();
  }
  if (config.validateResponses) {
    const validate = v.responses.get(String(status));
    if (!validate) {
      throw new ContractViolationError(`${op.operationId} has no JSON response for status ${status} in the contract`, null);
    }
    // Validate what the client will receive (Dates become strings, undefined fields vanish).
    const wire: unknown = JSON.parse(JSON.stringify(body));
    if (!validate(wire)) {
      throw new ContractViolationError(`${op.operationId} ${status} response does not match the contract`, validate.errors);
    }
  }
  reply.code(status).header('content-type', 'application/json; charset=utf-8');
  const large = largeArrayKey(body);
  return reply.send(large === undefined ? body : jsonInSlices(body as Record<string, unknown>, large));
}

/** The extension raising an operation's request-body limit above the server's default (bytes). */
export const BODY_LIMIT_EXTENSION = 'x-body-limit-bytes';

export function registerOperations(app: FastifyInstance, options: OperationBindingOptions): void {
  const { spec, handlers, db, config } = options;
  const { missing, unknown } = checkHandlerCoverage(spec, handlers);
  const problems = [
    ...(missing.length && !options.allowMissingHandlers
      ? [`operations without a handler (${missing.length}): ${missing.join(', ')}`]
      : []),
    ...(unknown.length ? [`handlers for operationIds not in ${spec.file}: ${unknown.join(', ')}`] : []),
  ];
  if (problems.length) throw new Error(`The API does not match its contract ${spec.file}:\n  - ${problems.join('\n  - ')}`);

  const validators = compileValidators(spec);
  for (const op of spec.operations) {
    const v = validators.get(op.operationId) as OperationValidators;
    const handler: AnyHandler =
      handlers[op.operationId] ??
      (async () => {
        throw new AppError(501, 'Core:NotImplemented', { code: 'NotImplemented' });
      });

    const success = successStatus(op);
    const bodyLimit = op.extensions[BODY_LIMIT_EXTENSION];
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: op.url,
      // The extensions travel with the route, for hooks that act on what an operation declares (render-cache scopes);
      // the contract's name labels the request metrics.
      config: { operationId: op.operationId, extensions: op.extensions, ...(options.contract ? { contract: options.contract } : {}) },
      ...(typeof bodyLimit === 'number' && bodyLimit > 0 ? { bodyLimit } : {}),
      handler: async (request, reply) => {
        // An API-key operation is for machines: the key decides (401/403), a user's token is not even read. Every
        // other operation ignores a key, so a key alone gets the 401 of a missing token there.
        let apiKey: HandlerContext<unknown>['apiKey'] = null;
        if (op.apiKeyHeader) {
          const secret = request.headers[op.apiKeyHeader];
          apiKey = await authenticateApiKey(db, typeof secret === 'string' ? secret : null, op);
          request.user = null;
        } else {
          const token = bearerTokenOf(request.headers.authorization);
          request.user = token ? await findUserByToken(db, token) : null;
          if (op.requiresAuth && !request.user) throw new UnauthorizedError();
          if (request.user && options.authorize) options.authorize(request.user, op);
        }

        const input = validateInputs(op, v, request);
        const locale = request.locale;
        const multipartContract = { fields: v.body.get(MEDIA_MULTIPART), files: v.multipartFiles };
        const ctx: HandlerContext<unknown, HttpTables> = {
          params: input.params as never,
          query: input.query as never,
          body: input.body as never,
          user: request.user,
          apiKey,
          requireUser: (...allowedTypes) => {
            if (!request.user) throw new UnauthorizedError();
            if (allowedTypes.length && !allowedTypes.includes(request.user.userType)) throw new ForbiddenError();
            return request.user;
          },
          locale,
          t: (key, params) => t(locale, key, params),
          db,
          config,
          log: request.log,
          readMultipart: (opts) => readMultipart(request, multipartContract, options.multipartLimits, opts),
          multipartContract,
          request,
          reply,
        };
        const result = await handler(ctx);
        if (reply.sent) return reply;
        return sendResult(op, success, v, config, reply, result);
      },
    });
  }
}
