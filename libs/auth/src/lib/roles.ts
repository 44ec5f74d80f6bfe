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
 * Role rule (decision, README): a user opening an app their type may not enter (a member on `/merchant/...`, a
 * merchant on `/user/...`) goes to their own centre in the same language. Returns that target, or null when the
 * path is allowed (public pages and the apps of the user's audience).
 */
export function roleRedirectTarget(userType: number | null | undefined, pathname: string): string | null {
  const { locale, path } = splitLocalePath(pathname.split(/[?#]/)[0] ?? '/');
  if (mayEnter(appOfPath(path), userType)) return null;
  return centerPath(userType, locale);
}
