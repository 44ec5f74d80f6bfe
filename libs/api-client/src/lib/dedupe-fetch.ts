type Fetch = (input: Request) => Promise<Response>;

/**
 * Identical in-flight requests (same method, URL and body) share one network call: the spec cancels such
 * duplicates, and sharing has the same effect on the server while every caller still gets its answer (a double
 * click on "submit" creates one order, not two). Multipart bodies are never shared: their boundaries differ.
 */
export function dedupeFetch(inner: Fetch): Fetch {
  const inFlight = new Map<string, Promise<Response>>();
  return async (request) => {
    const contentType = request.headers.get('content-type') ?? '';
    if (contentType.startsWith('multipart/')) return inner(request);
    const body = request.body ? await request.clone().text() : '';
    const key = `${request.method} ${request.url}\n${request.headers.get('authorization') ?? ''}\n${body}`;
    const pending = inFlight.get(key);
    if (pending) return (await pending).clone();
    const promise = inner(request).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return (await promise).clone();
  };
}
