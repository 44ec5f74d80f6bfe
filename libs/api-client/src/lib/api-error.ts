import type { components } from '@forwarder/contracts/api-f';

export type AbpError = components['schemas']['ErrorInfo'];
export type ValidationErrorInfo = components['schemas']['ValidationErrorInfo'];

/**
 * What went wrong with a call, in the categories of the spec's error catalogue (section 8), so an app can pick
 * the right toast without looking at HTTP details:
 * - `server`: the server answered an ABP error with a message (red 'request error' toast with that message);
 * - `server-without-message`: an error response without a usable message ('Sorry, an error occurred');
 * - `no-response`: network failure or timeout ('Sorry, the request got no response');
 * - `request-build`: the request could not be built ('Sorry, failed to create the request');
 * - `cancelled`: aborted by the caller (no toast).
 */
export type ApiErrorKind = 'server' | 'server-without-message' | 'no-response' | 'request-build' | 'cancelled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status when the server answered. */
  readonly status: number | undefined;
  /** The ABP error body when the server sent one. */
  readonly error: AbpError | undefined;

  constructor(kind: ApiErrorKind, message: string, options: { status?: number; error?: AbpError; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.error = options.error;
  }

  get code(): string | null {
    return this.error?.code ?? null;
  }

  get validationErrors(): ValidationErrorInfo[] {
    return this.error?.validationErrors ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isAbpErrorBody(body: unknown): body is { error: AbpError } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return typeof error === 'object' && error !== null;
}

/** Classifies an error response body (already parsed, or undefined when it was not JSON). */
export function apiErrorFromResponse(status: number, body: unknown): ApiError {
  if (isAbpErrorBody(body)) {
    const message = typeof body.error.message === 'string' ? body.error.message.trim() : '';
    if (message) return new ApiError('server', message, { status, error: body.error });
    return new ApiError('server-without-message', `HTTP ${status}`, { status, error: body.error });
  }
  return new ApiError('server-without-message', `HTTP ${status}`, { status });
}

/** Classifies an exception thrown while sending (abort, timeout, network, or a request that could not be built). */
export function apiErrorFromException(cause: unknown, callerSignal?: AbortSignal | null): ApiError {
  if (cause instanceof ApiError) return cause;
  const name = (cause as { name?: unknown } | null)?.name;
  if (callerSignal?.aborted) return new ApiError('cancelled', 'The request was cancelled', { cause });
  if (name === 'AbortError') return new ApiError('cancelled', 'The request was cancelled', { cause });
  if (name === 'TimeoutError' || cause instanceof TypeError) {
    // fetch rejects with TypeError on network failure; the timeout signal rejects with TimeoutError.
    return new ApiError('no-response', (cause as Error).message || 'No response', { cause });
  }
  const message = cause instanceof Error && cause.message ? cause.message : 'Failed to create the request';
  return new ApiError('request-build', message, { cause });
}

/** `parcels[0].weightKg` (the server's member notation) → `parcels.0.weightKg` (react-hook-form's field paths), lower-cased. */
function memberPath(member: string): string {
  return member.replace(/\[(\d+)\]/g, '.$1').toLowerCase();
}

/**
 * The server's `validationErrors` that name one of a form's fields (members are the contract's field names,
 * matched case-insensitively; nested members such as `receiver.phoneNumber` or `parcels[0].weightKg` match the
 * form paths `receiver.phoneNumber` and `parcels.0.weightKg`), first message per field: what a form shows under
 * each field. The rest of the error is the caller's to show (alert or toast).
 */
export function serverFieldErrors<F extends string>(
  error: ApiError,
  fields: readonly F[],
): Array<{ field: F; message: string }> {
  const found = new Map<F, string>();
  for (const item of error.validationErrors) {
    for (const member of item.members) {
      const path = memberPath(member);
      const field = fields.find((name) => memberPath(name) === path);
      if (field && !found.has(field)) found.set(field, item.message);
    }
  }
  return [...found].map(([field, message]) => ({ field, message }));
}
