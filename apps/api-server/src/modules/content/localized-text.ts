import type { Locale } from '../../i18n/locale';

/** The text in the request's language; English falls back to zh-Hans when it was left empty (not translated). */
export function pickText(locale: Locale, zhHans: string, en: string): string {
  return locale === 'en' && en.trim() !== '' ? en : zhHans;
}

/** Page-content text as the contract stores it: JSON with one entry per language code. */
export const localizedJson = (zhHans: string, en: string): string => JSON.stringify({ 'zh-Hans': zhHans, en });

/** The two languages of page-content JSON text; text that is not such JSON (written by hand) counts as zh-Hans. */
export function parseLocalizedJson(text: string): { zhHans: string; en: string } {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const entry = (key: string): string => {
        const v = (value as Record<string, unknown>)[key];
        return typeof v === 'string' ? v : '';
      };
      return { zhHans: entry('zh-Hans'), en: entry('en') };
    }
  } catch {
    // fall through: plain text
  }
  return { zhHans: text, en: '' };
}
