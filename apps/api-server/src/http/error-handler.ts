import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseErrorCode, isDatabaseUnavailable } from '../db/connection-errors';
import { AppError, ServiceUnavailableError } from '../errors/app-errors';
import { resolveLocale, type Locale } from '../i18n/locale';
import { hasMessage, t } from '../i18n/messages';
import { isApiUrl } from './api-url';
import { ContractViolationError } from './operations';

export interface AbpErrorBody {
  error: {
    code: string | null;
    message: string;
    details: string | null;
    validationErrors: { message: string; members: string[] }[] | null;
  };
}

const STATUS_DEFAULTS: Record<number, { code: string; key: string }> = {
  400: { code: 'BadRequest', key: 'Core:BadRequest' },
  401: { code: 'Unauthorized', key: 'Core:Unauthorized' },
  403: { code: 'Forbidden', key: 'Core:Forbidden' },
  404: { code: 'NotFound', key: 'Core:RouteNotFound' },
  408: { code: 'RequestTimeout', key: 'Core:RequestTimeout' },
  413: { code: 'PayloadTooLarge', key: 'Core:PayloadTooLarge' },
  414: { code: 'UriTooLong', key: 'Core:UriTooLong' },
  415: { code: 'UnsupportedMediaType', key: 'Core:UnsupportedMediaType' },
  431: { code: 'HeadersTooLarge', key: 'Core:HeadersTooLarge' },
  429: { code: 'TooManyRequests', key: 'Core:TooManyRequests' },
  503: { code: 'ServiceUnavailable', key: 'Core:ServiceUnavailable' },
};

/** The ABP body of a bare status (a framework's refusal): its code and localised message, nothing more. */
export function abpErrorOfStatus(status: number, locale: Locale): AbpErrorBody {
  const fallback = STATUS_DEFAULTS[status] ?? { code: 'BadRequest', key: 'Core:BadRequest' };
  return abpErrorOf(new AppError(status, fallback.key, { code: fallback.code }), locale);
}

function localeOf(request: FastifyRequest): Locale {
  return request.locale ?? resolveLocale(request.headers['accept-language']);
}

export function abpErrorOf(error: AppError, locale: Locale): AbpErrorBody {
  const text = (key: string, params: Record<string, string | number>) => t(locale, key, params);
  const validationErrors =
    error.validationErrors?.map((issue) => ({
      members: issue.members,
      message: issue.messageKey
        ? text(issue.messageKey, { field: issue.members.join(', '), ...issue.params })
        : (issue.message ?? ''),
    })) ?? null;
  let details = error.detailsKey ? text(error.detailsKey, error.params) : null;
  if (details && validationErrors?.length) {
    details = `${details}\n${validationErrors.map((v) => ` - ${v.message}`).join('\n')}`;
  }
  return {
    error: {
      code: error.code,
      message: hasMessage(error.messageKey) ? text(error.messageKey, error.params) : error.messageKey,
      details,
      validationErrors,
    },
  };
}

export function sendAbpError(reply: FastifyReply, status: number, body: AbpErrorBody): FastifyReply {
  return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(body);
}

/** Every error leaves the server in the ABP shape; 500s say nothing about internals (they are logged instead). */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const locale = localeOf(request);
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      // Not a bug: the database is restarting or out of reach. This request fails alone, and says when to retry.
      request.log.warn({ dbError: databaseErrorCode(error), reason: error.message }, 'database unavailable: answered 503');
      error = new ServiceUnavailableError({ cause: error });
    }
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      // A 503 is the server's state (starting, stopping, database away), logged where it arises, not a failure here.
      if (error.status >= 500 && error.status !== 503) request.log.error({ err: error }, 'request failed');
      return sendAbpError(reply, error.status, abpErrorOf(error, locale));
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500 && !(error instanceof ContractViolationError)) {
      const body = abpErrorOfStatus(status, locale);
      // Framework messages (malformed JSON, body too large) help the caller and reveal nothing internal.
      body.error.details = error.message;
      return sendAbpError(reply, status, body);
    }
    if (error instanceof ContractViolationError) {
      request.log.error({ err: error, violations: error.violations }, error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return sendAbpError(reply, 500, abpErrorOf(new AppError(500, 'Core:InternalError', { code: 'InternalError' }), locale));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url)) {
      return sendAbpError(reply, 404, abpErrorOf(new AppError(404, 'Core:RouteNotFound', { code: 'NotFound' }), localeOf(request)));
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
