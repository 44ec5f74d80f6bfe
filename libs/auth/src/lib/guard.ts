import { isApiError, type Profile } from '@forwarder/api-client';
import { splitLocalePath } from '@forwarder/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { leaveApp } from './navigation';
import { loadProfile } from './profile';
import { loginPath } from './redirect';
import { roleRedirectTarget } from './roles';
import { clearSession, getSession } from './session';

/** The full path of a request (path and query; the hash never reaches a loader). */
export function fullPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/**
 * Access guard of a portal (spec section 4 and 6), for the loader of the route that wraps the
 * portal's pages, so nothing renders before a redirect:
 * - no access token → `/login?redirect=<full original path>` in the page's language (full page
 *   load: the login page is the public site's);
 * - loads the profile (a 401 means the token expired or was revoked: the session is cleared and
 *   the user sent to log in again, `&expired=1` so the login page says why);
 * - role rule: a member on `/merchant/...` or a merchant on `/user/...` goes to the same page of their own
 *   portal when it has one, else to their own centre (`roleRedirectTarget`).
 * Resolves to the profile.
 */
export function createPortalGuard(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<Profile> => {
    const url = new URL(request.url);
    const { locale } = splitLocalePath(url.pathname);
    const toLogin = () => leaveApp(loginPath(locale, fullPath(url)), { replace: true });
    if (!getSession()) return toLogin();
    let profile: Profile;
    try {
      profile = await loadProfile(queryClient);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        // The cookie held a token the server no longer accepts: the session expired (or was revoked), say so.
        clearSession();
        return leaveApp(loginPath(locale, fullPath(url), { expired: true }), { replace: true });
      }
      throw error;
    }
    const roleTarget = roleRedirectTarget(profile.userType, url.pathname + url.search);
    if (roleTarget) return leaveApp(roleTarget, { replace: true });
    return profile;
  };
}
