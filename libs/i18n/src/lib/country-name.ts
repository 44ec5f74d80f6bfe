import type { Locale } from './locales';

const cache = new Map<Locale, Intl.DisplayNames>();

/**
 * A country's name in a page language from its ISO 3166-1 alpha-2 code ('CN' → '中国' / 'China'), through the
 * browser's own CLDR data (no table in the bundle). An unknown or malformed code comes back as it was.
 */
export function countryName(code: string, locale: Locale): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  try {
    let names = cache.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
      cache.set(locale, names);
    }
    return names.of(upper) ?? code;
  } catch {
    return code;
  }
}
