import type { ApiSession, LoginResult } from '@forwarder/api-client';
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';

/** The cookie of the login state (spec section 3: "kept in a cookie named login"), shared by the three apps. */
export const LOGIN_COOKIE = 'login';

const listeners = new Set<() => void>();
let cachedRaw: string | undefined;
let cached: ApiSession | null = null;

function parseSession(raw: string): ApiSession | null {
  try {
    const value = JSON.parse(raw) as Partial<ApiSession> | null;
    if (value && typeof value.accessToken === 'string' && value.accessToken && typeof value.tokenType === 'string' && value.tokenType) {
      return { accessToken: value.accessToken, tokenType: value.tokenType };
    }
  } catch {
    // A cookie that is not our JSON (tampered, or written by another site version) means signed out.
  }
  return null;
}

/**
 * The current login `{ accessToken, tokenType }` or null: what the API client sends as
 * `authorization`. Read from the cookie on every call (cheap), so a sign-out in another tab or an
 * expired cookie is seen at once; the parsed value is reused while the cookie is unchanged (stable
 * snapshots for `useSession`). Null outside the browser.
 */
export function getSession(): ApiSession | null {
  if (typeof document === 'undefined') return null;
  const raw = Cookies.get(LOGIN_COOKIE);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = raw ? parseSession(raw) : null;
  }
  return cached;
}

export function hasSession(): boolean {
  return getSession() !== null;
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * Stores a login response in the `login` cookie: path `/` (all three apps), SameSite=Lax, Secure on
 * https, expiring with the token (`expiresIn`). Only `accessToken` and `tokenType` are kept.
 */
export function storeSession(result: Pick<LoginResult, 'accessToken' | 'tokenType'> & { expiresIn?: number }): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  Cookies.set(LOGIN_COOKIE, JSON.stringify({ accessToken: result.accessToken, tokenType: result.tokenType }), {
    path: '/',
    sameSite: 'lax',
    secure,
    ...(result.expiresIn ? { expires: new Date(Date.now() + result.expiresIn * 1000) } : {}),
  });
  notify();
}

/**
 * Removes the login cookie. The language cookies (`lang`, `i18n_redirected`) are kept on purpose:
 * signing out should not switch the site's language (see README, "Logout").
 */
export function clearSession(): void {
  Cookies.remove(LOGIN_COOKIE, { path: '/' });
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab may sign in or out: re-read the cookie when this one comes back to the front.
  const onFocus = () => listener();
  window.addEventListener('focus', onFocus);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', onFocus);
  };
}

/** The current login, re-rendering on sign-in/out in this tab (and on focus, for other tabs). */
export function useSession(): ApiSession | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
