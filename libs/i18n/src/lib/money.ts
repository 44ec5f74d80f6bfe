import { DEFAULT_LOCALE, isLocale, LOCALE_META } from './locales';

/** An amount in its currency as the language writes it ("US$125.00" in Chinese, "$125.00" in English). */
export function formatMoney(value: number, currency: string, locale: string): string {
  const intlLocale = LOCALE_META[isLocale(locale) ? locale : DEFAULT_LOCALE].intlLocale;
  return new Intl.NumberFormat(intlLocale, { style: 'currency', currency }).format(value);
}
