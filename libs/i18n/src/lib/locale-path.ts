import { DEFAULT_LOCALE, LOCALE_META, LOCALES, type Locale } from './locales';

export interface LocalePath {
  locale: Locale;
  /** The path without the language prefix; always starts with '/'. */
  path: string;
}

/** Splits '/en/user/center' into { locale: 'en', path: '/user/center' }; unprefixed paths are zh-Hans. */
export function splitLocalePath(pathname: string): LocalePath {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_META[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** Joins a language and an unprefixed path: ('en', '/') -> '/en', ('en', '/login') -> '/en/login'. */
export function joinLocalePath(locale: Locale, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const { prefix } = LOCALE_META[locale];
  if (!prefix) return normalized;
  return normalized === '/' ? prefix : `${prefix}${normalized}`;
}

/** The same page in another language. Query and hash are the caller's to keep. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return joinLocalePath(locale, splitLocalePath(pathname).path);
}
