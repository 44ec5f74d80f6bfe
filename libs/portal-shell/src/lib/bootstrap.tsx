// Import order mirrors what each app's main.tsx did before the kit (React first, then the client's collaborators, then
// the providers): the bundler lays modules out in this order, and the first load compresses best in it.
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApiClient, createQueryClient, setApiClient, operationKey, type ApiClientOptions, type QueryOptionsOverrides, type ClientInstaller } from '@forwarder/api-client';
import { createUnauthorizedHandler, getSession, isErrorReportSuppressed } from '@forwarder/auth';
import { currentLocale } from '@forwarder/i18n';
import { AppToaster, ChunkReloadGuard, showRequestErrorToast, UiProvider } from '@forwarder/ui';
import { appByName, type AppManifestEntry, type AppName } from '@forwarder/app-manifest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { restoreQueryState, SERVER_STATE_ELEMENT_ID } from './server-state';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The API client of an app. Nothing here touches browser globals until a request runs. The 401 policy follows from
 * the manifest: in an app whose audience must sign in, a 401 (token expired or revoked) clears the session and goes
 * to /login?redirect=<current path>; an app open to anyone (the public site) only clears the stale session.
 */
export function apiClientOptionsFor(app: Pick<AppManifestEntry, 'audience'>): ApiClientOptions {
  return {
    // accept-language: the active language (the URL's prefix before the first catalog is active).
    getLanguage: currentLocale,
    // authorization: <tokenType> <accessToken> from the login cookie, when signed in.
    getSession,
    // Spec section 8 toasts; calls whose errors the page shows itself (login form, logout) stay quiet.
    onError: (error) => {
      if (!isErrorReportSuppressed()) showRequestErrorToast(error);
    },
    onUnauthorized: createUnauthorizedHandler({ redirectToLogin: app.audience !== 'anyone' }),
  };
}

/**
 * Providers of every app: Lingui, Chakra, React Query, the router, the toaster and the chunk-reload guard. `children`
 * is the router: a `RouterProvider` in the browser, a `StaticRouterProvider` on the server (the same tree either way,
 * so the browser can hydrate what the server rendered).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
          <ChunkReloadGuard />
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>
  );
}

export interface BootstrapOptions {
  /** The app's name in the manifest (libs/app-manifest). */
  app: AppName;
  /** The app's route tree; its loaders share the QueryClient with the components. */
  routes: (queryClient: QueryClient) => RouteObject[];
  /**
   * The clients of the other contracts the app talks to (`installOpsClient` from `@forwarder/api-client/ops`), each
   * installed with the app's options. Every app has the customer contract's client; an app that lists no other
   * contract loads no other client.
   */
  clients?: readonly ClientInstaller[];
  /**
   * The app's query defaults. The public site's loaders fetch each page's reads before it renders (on the server
   * too), so a read that failed there stays failed when the page mounts (`retryOnMount: false`): no second request
   * and toast, and the browser shows the not-found view the server rendered.
   */
  queries?: QueryOptionsOverrides;
}

/**
 * Starts an app in `#root`: installs its API clients (before the router's first loaders run), creates its one
 * QueryClient and browser router, and renders the providers. A page the server rendered (its query cache in
 * `#ssr-state`) is hydrated instead: the cache is restored, the router runs its loaders against it (no request for
 * data the server sent), and React adopts the server's HTML once the router is ready, so the first client render is
 * the server's.
 */
export function bootstrapApp({ app, routes, clients = [], queries = {} }: BootstrapOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  const options = apiClientOptionsFor(appByName(app));
  // The server renders every visitor signed out (its HTML is shared by all): until the page is hydrated, the client
  // reads as signed out too, so its first render is the server's; then a signed-in visitor's header follows.
  const hydration = { done: !(serverState && container.firstChild) };
  const clientOptions: ApiClientOptions = { ...options, getSession: () => (hydration.done ? options.getSession() : null) };
  setApiClient(createApiClient(clientOptions));
  for (const install of clients) install(clientOptions);
  const queryClient = createQueryClient(queries);
  if (serverState && !hydration.done) {
    restoreQueryState(queryClient, serverState);
    const router = createBrowserRouter(routes(queryClient));
    // Hydration as a transition: React yields to the browser every few milliseconds instead of adopting the whole
    // server page in one long task, so the page stays responsive while it becomes interactive.
    void whenInitialized(router).then(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <AppProviders queryClient={queryClient}>
              <RouterProvider router={router} />
              <HydratedMark
                onHydrated={() => {
                  hydration.done = true;
                  if (options.getSession()) void queryClient.invalidateQueries({ queryKey: operationKey('getApplicationConfiguration') });
                }}
              />
            </AppProviders>
          </StrictMode>,
        );
      }),
    );
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes(queryClient))} />
      </AppProviders>
    </StrictMode>,
  );
}

/** Resolves once the router has run the loaders of the first location (lazy pages loaded, catalogs active). */
function whenInitialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Marks `<html data-hydrated="true">` once React owns the server's page (the browser suite waits for it). */
function HydratedMark({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
    onHydrated();
    // Once, after the first commit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
