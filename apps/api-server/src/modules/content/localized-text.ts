import type { Locale } from '../../i18n/locale';

/** The text in the request's language; English falls back to zh-Hans when it was left empty (not translated). */
export function pickText(locale: Locale, zhHans: string, en: string): string {
  return locale === 'en' && en.trim() !== '' ? en : zhHans;
}
