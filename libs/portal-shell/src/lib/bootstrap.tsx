// Import order mirrors what each app's main.tsx did before the kit (React first, then the client's collaborators, then
// the providers): the bundler lays modules out in this order, and the first load compresses best in it.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, createQueryClient, setApiClient, type ApiClientOptions, type QueryOptionsOverrides, type ClientInstaller } from '@forwarder/api-client';
import { createUnauthorizedHandler, getSession, isErrorReportSuppressed } from '@forwarder/auth';
import { currentLocale } from '@forwarder/i18n';
import { AppToaster, ChunkReloadGuard, showRequestErrorToast, UiProvider } from '@forwarder/ui';
import { appByName, type AppManifestEntry, type AppName } from '@forwarder/app-manifest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createStyleCache } from './style-cache';

/**
 * The API client of an app. Nothing here touches browser globals until a request runs. The 401 policy follows from
 * the manifest: in an app whose audience must sign in, a 401 (token expired or revoked, or the login cookie gone) to
 * any query or mutation clears the session and goes to /login?redirect=<current path>&expired=1, whose page says the
 * session expired; an app open to anyone (the public site) only clears the stale session.
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
 * so the browser can hydrate what the server rendered). `styleCache`: the server's collecting cache; in the browser, the
 * page's own.
 */
export function AppProviders({ queryClient, styleCache = browserStyleCache(), children }: { queryClient: QueryClient; styleCache?: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <I18nProvider i18n={i18n}>
        <UiProvider>
          <QueryClientProvider client={queryClient}>
            {children}
            <AppToaster />
            <ChunkReloadGuard />
          </QueryClientProvider>
        </UiProvider>
      </I18nProvider>
    </CacheProvider>
  );
}

let pageStyleCache: EmotionCache | undefined;

/** The page's one Emotion cache (made at first use: it adopts the server's style elements when it is created). */
function browserStyleCache(): EmotionCache {
  return (pageStyleCache ??= createStyleCache());
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

/** The app's API clients, installed before the router's first loaders run; `getSession` may be narrowed. */
export function installClients(app: AppName, clients: readonly ClientInstaller[], getSession?: ApiClientOptions['getSession']): ApiClientOptions {
  const options = apiClientOptionsFor(appByName(app));
  const clientOptions: ApiClientOptions = getSession ? { ...options, getSession } : options;
  setApiClient(createApiClient(clientOptions));
  for (const install of clients) install(clientOptions);
  return options;
}

/**
 * Starts an app in `#root`: installs its API clients, creates its one QueryClient and browser router, and renders
 * the providers. (A page the server rendered is hydrated by `hydrateApp` instead: `@forwarder/portal-shell/hydrate`.)
 */
export function bootstrapApp({ app, routes, clients = [], queries = {} }: BootstrapOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing from index.html');
  installClients(app, clients);
  const queryClient = createQueryClient(queries);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes(queryClient))} />
      </AppProviders>
    </StrictMode>,
  );
}
