import { createQueryClient, operationKey } from '@forwarder/api-client';
import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, bootstrapApp, installClients, type BootstrapOptions } from './bootstrap';
import { restoreQueryState, SERVER_STATE_ELEMENT_ID } from './server-state';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Starts an app on a page the server rendered (its query cache in `#ssr-state`): the cache is restored, the router
 * runs its loaders against it (no request for data the server sent), and React adopts the server's HTML once the
 * router is ready, so the first client render is the server's. A page without server state (the console's preview)
 * starts like any other app. Only the server-rendered app imports this, so the portals carry none of it.
 */
export function hydrateApp(options: BootstrapOptions): void {
  const container = document.getElementById('root');
  const serverState = document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!container || !serverState || !container.firstChild) return bootstrapApp(options);
  const { app, routes, clients = [], queries = {} } = options;
  // The server renders every visitor signed out (its HTML is shared by all): until the page is hydrated, the client
  // reads as signed out too, so its first render is the server's; then a signed-in visitor's header follows.
  let hydrated = false;
  const appOptions = installClients(app, clients, () => (hydrated ? appOptions.getSession() : null));
  const queryClient = createQueryClient(queries);
  restoreQueryState(queryClient, serverState);
  const router = createBrowserRouter(routes(queryClient));
  const onHydrated = () => {
    hydrated = true;
    if (appOptions.getSession()) void queryClient.invalidateQueries({ queryKey: operationKey('getApplicationConfiguration') });
  };
  // Hydration as a transition: React yields to the browser every few milliseconds instead of adopting the whole
  // server page in one long task, so the page stays responsive while it becomes interactive.
  void whenInitialized(router).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
            <HydratedMark onHydrated={onHydrated} />
          </AppProviders>
        </StrictMode>,
      );
    }),
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
