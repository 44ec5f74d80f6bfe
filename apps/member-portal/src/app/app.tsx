import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AppToaster, ChunkReloadGuard, UiProvider } from '@forwarder/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';

/**
 * The app's one QueryClient (created in main.tsx, shared with the route loaders: the access guard
 * loads the profile through it). Retries are off: every failed call already shows its toast.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** Providers of the app: Lingui, Chakra, React Query, the router, the toaster and the chunk-reload guard. */
export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
          <ChunkReloadGuard />
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>
  );
}
