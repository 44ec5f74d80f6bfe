type Fetch = (input: Request) => Promise<Response>;

/** The spec's request timeout. */
export const REQUEST_TIMEOUT_MS = 1_000_000;

/** Aborts a request that has not answered within `timeoutMs`, keeping the caller's own abort signal working. */
export function timeoutFetch(inner: Fetch, timeoutMs = REQUEST_TIMEOUT_MS): Fetch {
  return (request) => {
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return inner(new Request(request, { signal }));
  };
}
