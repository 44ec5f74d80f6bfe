import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { AppToaster, ChunkReloadGuard, UiProvider } from '@forwarder/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';

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
