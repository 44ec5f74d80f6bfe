import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React adopts the server's HTML (and on the server), true from the render after: the moment the page's
 * handlers are attached. A page the router opens in the browser is true from its first render (no flash).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
