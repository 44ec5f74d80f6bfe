import Cookies from 'js-cookie';
import { isLocale, type Locale } from './locales';

/** Cookie names from the spec (section 4 and 9); shared by the three apps (path '/'). */
export const LANG_COOKIE = 'lang';
export const LANG_REDIRECT_COOKIE = 'i18n_redirected';
const COOKIE_OPTIONS = { expires: 365, sameSite: 'lax', path: '/' } as const;

/** The language the visitor chose last, if any (written only by an explicit switch). */
export function readLocaleCookie(): Locale | undefined {
  const value = Cookies.get(LANG_REDIRECT_COOKIE) ?? Cookies.get(LANG_COOKIE);
  return isLocale(value) ? value : undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  Cookies.set(LANG_COOKIE, locale, COOKIE_OPTIONS);
  Cookies.set(LANG_REDIRECT_COOKIE, locale, COOKIE_OPTIONS);
}
