import { ApiError, type AbpError, type ApiErrorKind } from '@forwarder/api-client';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

// The query cache a server render filled, as it travels to the browser: in a non-executable
// `<script type="application/json" id="ssr-state">` (the CSP allows no inline script), read before hydrating so the
// first client render finds the same data the server rendered with.

/** Id of the JSON script element that carries the state. */
export const SERVER_STATE_ELEMENT_ID = 'ssr-state';

interface SerializedApiError {
  apiError: { kind: ApiErrorKind; message: string; status?: number; error?: AbpError };
}

/**
 * The cache as JSON, failed reads included: an unknown article rendered as "not found" on the server must render so
 * in the browser too, so the ApiError travels as plain data and is rebuilt on the other side.
 */
function serializeQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error' });
  for (const query of state.queries) {
    const error = query.state.error;
    // The error once, below: its copy as the last fetch's reason is a second, unusable one (a plain object).
    (query.state as { fetchFailureReason: unknown }).fetchFailureReason = null;
    if (error instanceof ApiError) {
      const serialized: SerializedApiError = {
        apiError: { kind: error.kind, message: error.message, ...(error.status === undefined ? {} : { status: error.status }), ...(error.error ? { error: error.error } : {}) },
      };
      (query.state as { error: unknown }).error = serialized;
    } else if (error) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an error's name, not UI text
      (query.state as { error: unknown }).error = { apiError: { kind: 'server-without-message', message: 'Error' } } satisfies SerializedApiError;
    }
  }
  // `<` escaped: the JSON sits inside HTML, where `</script>` in an article's text would end the element.
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The cache as the element the page carries it in: data, not code (the CSP allows no inline script). */
export function serverStateElement(queryClient: QueryClient): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup, not UI text
  return `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${serializeQueryState(queryClient)}</script>`;
}

function isSerializedApiError(value: unknown): value is SerializedApiError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * Puts the server's cache into the browser's. The data counts as fetched now: the browser's clock may differ from the
 * server's, and data the server has just read must not look stale and be fetched again before the page hydrates.
 */
export function restoreQueryState(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  const now = Date.now();
  for (const query of state.queries) {
    const error = query.state.error;
    if (isSerializedApiError(error)) {
      const { kind, message, status, error: body } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(kind, message, { ...(status === undefined ? {} : { status }), ...(body ? { error: body } : {}) });
      query.state.errorUpdatedAt = now;
    }
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
  }
  hydrate(queryClient, state);
}
