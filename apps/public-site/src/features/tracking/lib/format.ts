import { LOCALE_META, isLocale, DEFAULT_LOCALE } from '@forwarder/i18n';

/** Date and time of a tracking event in the page language (Intl culture from the i18n lib). */
export function formatDateTime(iso: string, locale: string): string {
  const culture = LOCALE_META[isLocale(locale) ? locale : DEFAULT_LOCALE].intlLocale;
  return new Intl.DateTimeFormat(culture, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
