import { appOfPath, homeAppOf, mayEnter, type AppName } from '@forwarder/app-manifest';
import { joinLocalePath, splitLocalePath, type Locale } from '@forwarder/i18n';

// Who may enter which app is the manifest's `audience` (libs/app-manifest); these answer it for paths that may
// carry the language prefix.

/** The app of a path with or without the language prefix ('/en/user/center' → 'member-portal'). */
export function appNameOfPath(pathname: string): AppName {
  const { path } = splitLocalePath(pathname.split(/[?#]/)[0] ?? '/');
  return appOfPath(path).name as AppName;
}

/**
 * The user's own centre in a language: the centre of the app whose audience lists the user type
 * (`/user/center` for members, `/en/merchant/center` for an English merchant); the home page for an unknown type.
 */
export function centerPath(userType: number | null | undefined, locale: Locale): string {
  return joinLocalePath(locale, homeAppOf(userType)?.centre ?? '/');
}

/**
 * Role rule (decision, README; issue 14 in docs/decisions.md): each portal keeps one audience, so a user opening an
 * app their type may not enter (a member on `/merchant/...`, a merchant on `/user/...`) goes to the same page of their
 * own portal when it has one (`/user/my-order?status=1` → `/merchant/my-order?status=1`: a shared link still opens),
 * else to their own centre, in the same language. Returns that target, or null when the path is allowed (public pages
 * and the apps of the user's audience).
 */
export function roleRedirectTarget(userType: number | null | undefined, pathname: string): string | null {
  const [pathOnly = '/', query] = splitOnce(pathname);
  const { locale, path } = splitLocalePath(pathOnly);
  const app = appOfPath(path);
  if (mayEnter(app, userType)) return null;
  const home = homeAppOf(userType);
  const samePage = home && app.prefix ? `${home.prefix}${path.slice(app.prefix.length)}` : null;
  if (home && samePage && samePage !== home.prefix && (home.routes as readonly string[]).includes(samePage)) {
    return joinLocalePath(locale, samePage) + (query ?? '');
  }
  return centerPath(userType, locale);
}

/** A path and its query (with `?`), the fragment dropped. */
function splitOnce(pathname: string): [string, string | undefined] {
  const clean = pathname.split('#')[0] ?? '';
  const at = clean.indexOf('?');
  return at < 0 ? [clean, undefined] : [clean.slice(0, at), clean.slice(at)];
}
