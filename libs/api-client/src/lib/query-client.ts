import { QueryClient } from '@tanstack/react-query';

/**
 * An app's one QueryClient (created at start-up and shared with the route loaders). Retries are off by default:
 * every failed call already shows its section 8 toast through the client's `onError`, and a retry would toast again;
 * a query that wants retries sets them itself. Focus refetches are off: the portals' lists change by the member's
 * own actions, which invalidate what they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
