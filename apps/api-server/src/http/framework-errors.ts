import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DEFAULT_LOCALE, resolveLocale } from '../i18n/locale';
import { AppError } from '../errors/app-errors';
import { abpErrorOf, abpErrorOfStatus, sendAbpError } from './error-handler';
import { CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from './security-headers';

const FRAMEWORK_REFUSALS: Record<string, { status: number; code: string; key: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'BadUrl', key: 'Core:BadUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'UriTooLong', key: 'Core:UriTooLong' },
};

/**
 * Fastify answers a few requests before any route or hook sees them: a path that does not decode (`%zz`), a path
 * parameter over maxParamLength, a failed async constraint. Its own bodies echo the path and carry none of our
 * headers (no CSP, no nosniff); through this option they take the contract's shape and the same headers as every
 * other answer.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const locale = resolveLocale(request.headers['accept-language']);
  const refusal = FRAMEWORK_REFUSALS[error.code];
  if (!refusal) request.log.error({ err: error }, 'framework error');
  const appError = refusal
    ? new AppError(refusal.status, refusal.key, { code: refusal.code })
    : new AppError(500, 'Core:InternalError', { code: 'InternalError' });
  // This reply belongs to no route: the root onSend hooks do not run for it, so its headers are set here.
  reply.headers({ 'content-security-policy': CONTENT_SECURITY_POLICY, ...STATIC_SECURITY_HEADERS, 'cache-control': 'no-store' });
  sendAbpError(reply, appError.status, abpErrorOf(appError, locale));
};

/** Node's parser errors whose answer we write ourselves; any other (a reset, a half-closed socket) gets none. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Node rejects some requests before Fastify exists for them (headers over maxHeaderSize, a request line it cannot
 * parse, a request that took too long): only the raw socket is left. The answer is written by hand with the same
 * security headers and the contract's error shape; the headers were never parsed, so the language is the default.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  if (socket.writable) {
    const body = JSON.stringify(abpErrorOfStatus(status, DEFAULT_LOCALE));
    const headers: Record<string, string | number> = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'content-security-policy': CONTENT_SECURITY_POLICY,
      ...STATIC_SECURITY_HEADERS,
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
