import { i18n } from '@lingui/core';
import { splitLocalePath } from './locale-path';
import { isLocale, DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The current language outside React (e.g. the API client's `accept-language`): the activated
 * Lingui locale, else the URL's prefix (before the first catalog is activated), else zh-Hans.
 */
export function currentLocale(): Locale {
  if (isLocale(i18n.locale)) return i18n.locale;
  if (typeof window !== 'undefined') return splitLocalePath(window.location.pathname).locale;
  return DEFAULT_LOCALE;
}
