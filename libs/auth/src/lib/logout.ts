import { logout as revokeToken } from '@forwarder/api-client';
import { joinLocalePath, splitLocalePath, type Locale } from '@forwarder/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { withoutErrorToast } from './error-reporting';
import { leaveApp } from './navigation';
import { loginPath } from './redirect';
import { clearSession, getSession } from './session';

let loggingOut = false;

/** True between the start of `logout()` and the page load it ends with. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/**
 * Logout (spec section 4): revokes the token on the server (its failure is ignored: the token may
 * already be expired or revoked), removes the login cookie (the language cookies stay, see README),
 * empties the query cache and goes to the login page of the current language with a full page
 * load, which also resets every piece of in-memory state of the app.
 */
export async function logout({ queryClient, locale }: { queryClient: QueryClient; locale: Locale }): Promise<void> {
  loggingOut = true;
  if (getSession()) {
    try {
      await withoutErrorToast(() => revokeToken());
    } catch {
      // Ignored on purpose: signing out locally must work even when the server call fails.
    }
  }
  clearSession();
  queryClient.clear();
  return leaveApp(joinLocalePath(locale, '/login'));
}

/**
 * The API client's `onUnauthorized` (a 401: the token expired or was revoked, or the login cookie is gone): clears the
 * session; inside a portal it also sends the user to `/login?redirect=<current path>&expired=1` (full page load),
 * where the login page says the session has expired and, once signed in, brings the user back. The one place every
 * query and mutation of a portal (and of the console) ends up after a lost session: a form's own `onError` needs no
 * 401 case (the order form saves its draft before it sends, so what was typed is offered again on return).
 * Ignored while logging out, whose own revoke call may answer 401.
 */
export function createUnauthorizedHandler({ redirectToLogin }: { redirectToLogin: boolean }): () => void {
  return () => {
    if (loggingOut) return;
    clearSession();
    if (!redirectToLogin || typeof window === 'undefined') return;
    const { pathname, search } = window.location;
    void leaveApp(loginPath(splitLocalePath(pathname).locale, `${pathname}${search}`, { expired: true }), { replace: true });
  };
}
