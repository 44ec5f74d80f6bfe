// Answers in the contract's shapes, for the handlers of `installApi`.

/** A JSON answer. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An empty answer (204 by default). */
export const noContent = (status = 204) => new Response(null, { status });

const CODES: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 413: 'PayloadTooLarge', 500: 'InternalError' };

type ValidationErrors = Array<{ message: string; members: string[] }> | null;

/** The contract's error body (`ErrorResponse`): `{ error: { code, message, details, validationErrors } }`. */
export function errorBody(message: string, validationErrors: ValidationErrors = null, code: string | null = 'Validation') {
  return { error: { code, message, details: null, validationErrors } };
}

/** An error answer in the contract's shape; the code defaults to the status's usual one (400 → Validation). */
export function apiError(status: number, message: string, validationErrors: ValidationErrors = null, code: string | null = CODES[status] ?? 'Validation') {
  return json(errorBody(message, validationErrors, code), status);
}
