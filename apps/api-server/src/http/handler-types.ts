import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiKeyCaller } from '../auth/api-keys';
import type { AuthUser } from '../auth/auth-user';
import type { AppConfig } from '../config/env';
import type { Locale } from '../i18n/locale';
import type { MultipartContract, MultipartData, MultipartOptions } from './multipart';
import type { FileResult, StatusResult } from './results';

// Types of a handler derived from one operation of an openapi-typescript `operations` interface.

type IsNever<T> = [T] extends [never] ? true : false;
type Defined<T> = Exclude<T, undefined>;
type EmptyObject = Record<string, never>;
type OrEmpty<T> = IsNever<Defined<T>> extends true ? EmptyObject : Defined<T>;

type ParametersOf<Op> = Op extends { parameters: infer P } ? P : EmptyObject;

export type PathParamsOf<Op> = OrEmpty<ParametersOf<Op> extends { path?: infer X } ? X : never>;
export type QueryOf<Op> = OrEmpty<ParametersOf<Op> extends { query?: infer X } ? X : never>;

type BodyContent<C> = 'application/json' extends keyof C
  ? C['application/json']
  : 'application/x-www-form-urlencoded' extends keyof C
    ? C['application/x-www-form-urlencoded']
    : undefined; // multipart: read it with ctx.readMultipart()

type RequestBodyOf<Op> = Op extends { requestBody?: infer RB } ? RB : never;
/** JSON or form body; `undefined` also when the contract marks the body optional and none was sent. */
export type BodyOf<Op> =
  IsNever<Defined<RequestBodyOf<Op>>> extends true
    ? undefined
    : Defined<RequestBodyOf<Op>> extends { content: infer C }
      ? BodyContent<C> | (undefined extends RequestBodyOf<Op> ? undefined : never)
      : undefined;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;
type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type SuccessResponses<Op> = {
  [K in keyof ResponsesOf<Op>]: K extends SuccessStatus | `${SuccessStatus}` ? ResponsesOf<Op>[K] : never;
}[keyof ResponsesOf<Op>];
type ResultOfResponse<R> = R extends { content: infer C }
  ? 'application/json' extends keyof C
    ? C['application/json']
    : FileResult
  : undefined | void;

/** The JSON body of a success response (or a FileResult for binary ones, nothing for 204). */
export type ResponseOf<Op> = ResultOfResponse<SuccessResponses<Op>>;
export type HandlerResult<Op> = ResponseOf<Op> | StatusResult<ResponseOf<Op>>;

/**
 * What a handler of operation `Op` gets. `DB` is the tables its module's scope names (the module's `<name>.db.ts`):
 * the one database of the server, seen through the module's own tables and those of the front doors it calls.
 */
export interface HandlerContext<Op, DB = unknown> {
  params: PathParamsOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
  /** Always set for operations whose contract requires bearerAuth; for public ones only when a valid token came. */
  user: AuthUser | null;
  /** The API key of an operation whose contract requires one (apiKeyAuth), checked with its scope; null otherwise. */
  apiKey: ApiKeyCaller | null;
  /** The signed-in user, or 401; with `allowedTypes`, 403 for other user types. */
  requireUser(...allowedTypes: number[]): AuthUser;
  locale: Locale;
  /** Translates a message key into the request's language. */
  t(key: string, params?: Record<string, string | number>): string;
  db: Kysely<DB>;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Parts of a multipart/form-data request; fields checked against the contract. */
  readMultipart(options?: MultipartOptions): Promise<MultipartData>;
  /** The operation's multipart rules, for a handler that streams the parts itself instead of readMultipart. */
  multipartContract: MultipartContract;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<Op, DB = unknown> = (ctx: HandlerContext<Op, DB>) => Promise<HandlerResult<Op>>;

/** Handlers by operationId; each module supplies some of them. */
export type HandlerMap<Ops, DB = unknown> = { [K in keyof Ops]?: Handler<Ops[K], DB> };

/** Runtime view of any handler (the router does not know the operation's types). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyHandler = (ctx: HandlerContext<any, any>) => Promise<unknown>;
export type AnyHandlerMap = Record<string, AnyHandler>;

/** Handlers of one contract over the tables `DB`: keys checked against its operationIds. */
export type DefineHandlers<Ops, DB> = <H extends HandlerMap<Ops, DB>>(handlers: H & Record<Exclude<keyof H, keyof Ops>, never>) => H;

/**
 * Returns `defineHandlers` bound to one contract and one database scope. Keys are checked against the contract's
 * operationIds and each handler's params/query/body/result are inferred from it; `db` is typed over `DB`.
 */
export function handlersFor<Ops, DB>(): DefineHandlers<Ops, DB> {
  return (handlers) => handlers;
}
