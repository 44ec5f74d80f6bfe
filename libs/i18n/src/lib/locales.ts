/** The site's languages. zh-Hans is the source language of every message, the default and the fallback. */
export const LOCALES = ['zh-Hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'zh-Hans';
export const SOURCE_LOCALE: Locale = 'zh-Hans';

export interface LocaleMeta {
  /** URL prefix ('' for the default language). */
  prefix: '' | `/${string}`;
  /** Value of `<html lang>`; the Lingui locale code is already a valid BCP 47 tag. */
  htmlLang: string;
  /** Locale for Intl/dayjs formatting and the server's culture parameter. */
  intlLocale: string;
  /** Label of the language toggle that switches *to* this language. */
  toggleLabel: string;
}

export const LOCALE_META: Record<Locale, LocaleMeta> = {
  'zh-Hans': { prefix: '', htmlLang: 'zh-Hans', intlLocale: 'zh-CN', toggleLabel: '中文' },
  en: { prefix: '/en', htmlLang: 'en', intlLocale: 'en-US', toggleLabel: 'EN' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The other language (the site has exactly two). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'zh-Hans' : 'en';
}
