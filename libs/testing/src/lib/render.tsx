// The real providers of the apps around what a spec renders: Lingui with a real catalog, Chakra, React Query (the
// apps' QueryClient), a memory router and the toaster.
import { createQueryClient } from '@forwarder/api-client';
import { activateLocale, type CatalogLoader, type Locale } from '@forwarder/i18n';
import { AppToaster, UiProvider } from '@forwarder/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { specCatalog } from './catalog';

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export interface RenderOptions {
  /** Language to render in (default zh-Hans); its catalog is loaded and active before the first render. */
  locale?: Locale;
  /** Default: the catalog of the app the spec belongs to (`appCatalog(name)` for a lib's spec), else none. */
  loadCatalog?: CatalogLoader;
  /** The memory router's first URL (default `/`). */
  initialPath?: string;
  /** Route pattern `ui` is mounted on (default `*`), for components that read params. */
  routePath?: string;
  queryClient?: QueryClient;
}

function Providers({ router, queryClient }: { router: MemoryRouter; queryClient: QueryClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>
  );
}

/** Renders `ui` with the app's providers, in a language whose catalog is active first. */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { locale = 'zh-Hans', initialPath = '/', routePath = '*', queryClient = createQueryClient() } = options;
  await activateLocale(locale, options.loadCatalog ?? specCatalog());
  const router = createMemoryRouter([{ path: routePath, element: ui }], { initialEntries: [initialPath] });
  return { queryClient, router, ...render(<Providers router={router} queryClient={queryClient} />) };
}

/**
 * Renders an app's route tree (its language branches load and activate their own catalogs) at a path, with the same
 * providers; `createRoutes` gets the QueryClient its loaders share with the components.
 */
export function renderRoutes(
  createRoutes: (queryClient: QueryClient) => RouteObject[],
  { initialPath = '/', queryClient = createQueryClient() }: Pick<RenderOptions, 'initialPath' | 'queryClient'> = {},
) {
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [initialPath] });
  return { queryClient, router, ...render(<Providers router={router} queryClient={queryClient} />) };
}
