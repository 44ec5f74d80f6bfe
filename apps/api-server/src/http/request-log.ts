import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[Redacted]';

// A query parameter whose name (lower case, without `-`, `_`, `.`) contains one of these may carry a secret: a
// password typed into a form that was sent by GET, a reset link's token, a captcha answer, an API key, a signature.
const SECRET_NAME_PARTS = ['password', 'passwd', 'pwd', 'secret', 'token', 'captcha', 'apikey', 'authorization', 'cookie', 'credential', 'signature', 'session'];
// Short names that are secrets only on their own ("keyword", "category" and "postcode" are not).
const SECRET_NAMES = new Set(['key', 'code', 'sig', 'auth', 'otp', 'pin']);

/** Whether a query parameter's value must never be logged, judged by its (decoded) name. */
export function isSecretParamName(name: string): boolean {
  const plain = name.toLowerCase().replace(/[-_.]/g, '');
  return SECRET_NAMES.has(plain) || SECRET_NAME_PARTS.some((part) => plain.includes(part));
}

/** The decoded name of one raw `name=value` pair (`+` and %-escapes, as a form or a browser writes them). */
function decodedName(rawName: string): string {
  return new URLSearchParams(`${rawName}=`).keys().next().value ?? rawName;
}

const USER_INFO = /^([a-z][a-z\d+.-]*:\/\/)[^/?#@]*@/i;

/**
 * The URL with the values of secret query parameters replaced by `[Redacted]` and any `user:password@` removed;
 * every other byte is kept as it came (a log is read to find out what a client sent).
 */
export function redactUrl(url: string): string {
  const withoutUserInfo = url.replace(USER_INFO, `$1${REDACTED}@`);
  const queryAt = withoutUserInfo.indexOf('?');
  if (queryAt < 0) return withoutUserInfo;
  const hashAt = withoutUserInfo.indexOf('#', queryAt);
  const end = hashAt < 0 ? withoutUserInfo.length : hashAt;
  const query = withoutUserInfo
    .slice(queryAt + 1, end)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const rawName = pair.slice(0, equals);
      return isSecretParamName(decodedName(rawName)) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${withoutUserInfo.slice(0, queryAt + 1)}${query}${withoutUserInfo.slice(end)}`;
}

// Headers that carry credentials whole. `referer` and `location` carry URLs, whose secret parameters are redacted.
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key', 'x-auth-token', 'x-csrf-token']);
const URL_HEADERS = new Set(['referer', 'location', 'content-location']);

/** Headers as they may be logged: credentials replaced, URLs redacted; a header named like a secret parameter too. */
export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (SECRET_HEADERS.has(lower) || isSecretParamName(lower)) out[name] = REDACTED;
    else if (URL_HEADERS.has(lower) && typeof value === 'string') out[name] = redactUrl(value);
    else out[name] = value;
  }
  return out;
}

/** Fastify's own `req` fields (method, url, host, client address) with the URL redacted; headers are not logged. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * The one place where the log learns what to hide. Pino applies a serializer to the key of a log object with its
 * name, whoever writes the line: `req` (Fastify's "incoming request"), `url` (e.g. a failed server render) and
 * `headers`. Applied to whatever logger options the server is built with, tests' capturing streams included, so
 * what a test reads is what production writes. `false` stays false.
 */
export function redactingLogger(options: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (options === false || options === undefined) return options;
  const base: LoggerOptions = options === true ? {} : options;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: requestSerializer,
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
      headers: (headers: unknown) => (headers && typeof headers === 'object' ? redactHeaders(headers as Record<string, unknown>) : headers),
    },
  };
}
