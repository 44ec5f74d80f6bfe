// Errors a handler or service throws. The HTTP error handler turns every one of them into the ABP error shape
// with the message translated into the request's language, so services never deal with locales.

export type MessageParams = Record<string, string | number>;

export interface ValidationIssue {
  /** Field paths in contract naming: `receiver.phone`, `parcels[0].weightKg`. */
  members: string[];
  /** A message key (translated per request) or, if no key fits, literal text. */
  messageKey?: string;
  message?: string;
  params?: MessageParams;
}

export interface AppErrorOptions {
  code?: string | null;
  params?: MessageParams;
  /** Message key of the optional `details` text. */
  detailsKey?: string;
  validationErrors?: ValidationIssue[];
  headers?: Record<string, string>;
  /** The rate limit that refused the request (tracking, login, …): counted per name by the metrics. */
  rateLimit?: string;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly messageKey: string;
  readonly params: MessageParams;
  readonly detailsKey: string | undefined;
  readonly validationErrors: ValidationIssue[] | undefined;
  readonly headers: Record<string, string>;
  readonly rateLimit: string | undefined;

  constructor(status: number, messageKey: string, options: AppErrorOptions = {}) {
    super(messageKey);
    this.name = new.target.name;
    this.status = status;
    this.messageKey = messageKey;
    this.code = options.code ?? null;
    this.params = options.params ?? {};
    this.detailsKey = options.detailsKey;
    this.validationErrors = options.validationErrors;
    this.headers = options.headers ?? {};
    this.rateLimit = options.rateLimit;
  }
}

/** A message meant for the end user (ABP's UserFriendlyException): 400 unless told otherwise. */
export class UserFriendlyError extends AppError {
  constructor(messageKey: string, options: AppErrorOptions & { status?: number } = {}) {
    super(options.status ?? 400, messageKey, options);
  }
}

/** A broken business rule with a stable machine-readable code, e.g. `Logistics:NoDefaultSender`. */
export class BusinessError extends AppError {
  constructor(code: string, messageKey: string, status = 400, params: MessageParams = {}) {
    super(status, messageKey, { code, params });
  }
}

/** Missing, or owned by someone else: the two are indistinguishable on purpose. */
export class NotFoundError extends AppError {
  constructor(messageKey = 'Core:EntityNotFound', params: MessageParams = {}) {
    super(404, messageKey, { code: 'NotFound', params });
  }
}

export class UnauthorizedError extends AppError {
  constructor(messageKey = 'Core:Unauthorized') {
    super(401, messageKey, { code: 'Unauthorized', headers: { 'www-authenticate': 'Bearer' } });
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey = 'Core:Forbidden') {
    super(403, messageKey, { code: 'Forbidden' });
  }
}

export class TooManyRequestsError extends AppError {
  /** `rateLimit` names the limit that refused (tracking, quote): the metrics count refusals per name. */
  constructor(retryAfterSeconds: number | undefined, rateLimit: string, messageKey = 'Core:TooManyRequests') {
    super(429, messageKey, {
      code: 'TooManyRequests',
      rateLimit,
      params: { seconds: retryAfterSeconds ?? 0 },
      headers: retryAfterSeconds ? { 'retry-after': String(Math.ceil(retryAfterSeconds)) } : {},
    });
  }
}

/** Seconds a client is told to wait (Retry-After) when the server cannot answer for now: about one database restart. */
export const SERVICE_UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * The server cannot answer this request right now but will soon: it is starting or shutting down, or the database
 * is out of reach (a restart). Retry-After tells the client when to try again.
 */
export class ServiceUnavailableError extends AppError {
  constructor(options: { cause?: unknown } = {}) {
    super(503, 'Core:ServiceUnavailable', {
      code: 'ServiceUnavailable',
      headers: { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_SECONDS) },
    });
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

export class ValidationError extends AppError {
  constructor(validationErrors: ValidationIssue[]) {
    super(400, 'Core:ValidationFailed', {
      code: 'Validation',
      validationErrors,
      detailsKey: 'Core:ValidationFailedDetails',
    });
  }
}

/** Shortcut for one invalid field. */
export function invalidField(member: string, messageKey: string, params?: MessageParams): ValidationError {
  return new ValidationError([{ members: [member], messageKey, ...(params ? { params } : {}) }]);
}
