import { joinLocalePath, splitLocalePath, type Locale } from '@forwarder/i18n';
import { centerPath, roleRedirectTarget } from './roles';

/** Name of the login page's query parameter holding the originally requested full path. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Name of the login page's query parameter saying why the user is there: `expired=1` when a signed-in page lost its
 * session (the server answered 401: token expired, revoked, or its cookie gone), so the page can say so.
 */
export const SESSION_EXPIRED_PARAM = 'expired';

// Any base works: only whether the value stays on it matters.
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * Accepts only a same-site path: it must start with exactly one '/' and stay on this origin once
 * the browser has parsed it. Rejected: `//host`, `/\host` (browsers read '\' as '/'), absolute
 * URLs (`https://…`, `javascript:`), relative paths, and control characters (browsers strip tabs
 * and newlines, so `/\t/host` would become `//host`). Returns the normalised path with query and
 * hash, or null.
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isLoginPath(pathname: string): boolean {
  return splitLocalePath(pathname.split(/[?#]/)[0] ?? '/').path === '/login';
}

/**
 * The login page of a language, with the page to return to: `/en/login?redirect=%2Fen%2Fuser%2Fcenter`.
 * The redirect is the full original path (its own language prefix and query kept). `expired`: the user was signed in
 * and the session was lost (`&expired=1`, the page says so).
 */
export function loginPath(locale: Locale, redirect?: string | null, { expired = false }: { expired?: boolean } = {}): string {
  const base = joinLocalePath(locale, '/login');
  const safe = sanitizeRedirect(redirect);
  const query = [
    ...(safe && !isLoginPath(safe) ? [`${REDIRECT_PARAM}=${encodeURIComponent(safe)}`] : []),
    ...(expired ? [`${SESSION_EXPIRED_PARAM}=1`] : []),
  ];
  return query.length ? `${base}?${query.join('&')}` : base;
}

/**
 * Where a signed-in user goes from the login page: the requested path when it is a safe
 * same-site path the user may open (not the login page itself, not the other role's portal),
 * otherwise their own centre in the login page's language.
 */
export function postLoginTarget(redirect: string | null | undefined, userType: number | null | undefined, locale: Locale): string {
  const safe = sanitizeRedirect(redirect);
  if (!safe || isLoginPath(safe)) return centerPath(userType, locale);
  return roleRedirectTarget(userType, safe) ?? safe;
}
