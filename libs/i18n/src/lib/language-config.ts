import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The part of the server's application configuration (`systemQueries.applicationConfiguration()`)
 * that decides which languages are accepted. Structural, so this util lib needs no API client:
 * the contract's `ApplicationConfiguration` is assignable.
 */
export interface LanguageConfigLike {
  localization?: { languages?: ReadonlyArray<{ cultureName?: string | null }> | null } | null;
}

/**
 * Spec section 4: a language value is accepted only if the server lists it among its cultures.
 * The value must also be one of the site's own languages (a culture the site has no catalog for
 * cannot be shown). Without a configuration yet (not loaded, or failed) the site's own list is
 * the best knowledge available, so a known language is accepted.
 */
export function isLanguageAllowed(lang: unknown, config: LanguageConfigLike | null | undefined): lang is Locale {
  if (!isLocale(lang)) return false;
  const languages = config?.localization?.languages;
  if (!languages) return true;
  return languages.some((language) => language.cultureName === lang);
}

/** The value when accepted, else the fallback zh-Hans (spec section 9). */
export function resolveAllowedLanguage(lang: unknown, config: LanguageConfigLike | null | undefined): Locale {
  return isLanguageAllowed(lang, config) ? lang : DEFAULT_LOCALE;
}
