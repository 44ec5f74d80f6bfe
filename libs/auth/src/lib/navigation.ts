import type { AppName } from '@forwarder/app-manifest';
import { appNameOfPath } from './roles';

/**
 * Full page loads, behind an object so tests can spy on them (jsdom cannot navigate). Leaving an
 * app (public site → portal, portal → login) must load the other app's document.
 */
export const documentNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};

/**
 * Loads another app's page. Returns a promise that never settles: a route loader returning it
 * keeps the router pending, so nothing of the current app renders while the browser leaves.
 * `replace` keeps a guarded or login page out of the history (no Back-button loop).
 */
export function leaveApp(url: string, { replace = false }: { replace?: boolean } = {}): Promise<never> {
  if (replace) documentNavigation.replace(url);
  else documentNavigation.assign(url);
  return new Promise<never>(() => undefined);
}

/**
 * Goes to `target` from an app: a client-side navigation when the target belongs to the same app,
 * a full page load otherwise (architecture guide: a link into another app is a document load).
 */
export function goTo(
  target: string,
  currentApp: AppName,
  navigate: (to: string, options?: { replace?: boolean }) => unknown,
  { replace = false }: { replace?: boolean } = {},
): void {
  if (appNameOfPath(target) === currentApp) void navigate(target, { replace });
  else void leaveApp(target, { replace });
}
