import { QueryClient, type QueryObserverOptions } from '@tanstack/react-query';

/**
 * An app's one QueryClient (created at start-up and shared with the route loaders). Retries are off by default:
 * every failed call already shows its section 8 toast through the client's `onError`, and a retry would toast again;
 * a query that wants retries sets them itself. Focus refetches are off: the portals' lists change by the member's
 * own actions, which invalidate what they change.
 */
/**
 * Defaults an app changes: a server-rendered page keeps a failed read failed when it mounts (`retryOnMount: false`),
 * so the browser's first render shows the same not-found view the server rendered instead of a skeleton.
 */
export type QueryOptionsOverrides = Pick<QueryObserverOptions, 'retryOnMount'>;

export function createQueryClient(queries: QueryOptionsOverrides = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000, ...queries },
      mutations: { retry: false },
    },
  });
}
