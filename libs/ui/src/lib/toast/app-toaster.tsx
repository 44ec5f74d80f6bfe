import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToastRequests, toastsRequested } from './toast';

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * The toast host of an app: render once inside `UiProvider`. It stays empty (and its chunk
 * unloaded) until the first `showToast` / `showRequestErrorToast`.
 */
export function AppToaster() {
  const requested = useSyncExternalStore(subscribeToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
