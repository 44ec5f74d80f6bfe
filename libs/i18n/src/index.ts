// Public entry of @forwarder/i18n: locales, locale-prefixed paths, language cookies and guard,
// catalog activation. The build-time Lingui config is tools/lingui/create-app-config.ts.
export { LOCALES, DEFAULT_LOCALE, SOURCE_LOCALE, LOCALE_META, isLocale, otherLocale } from './lib/locales';
export type { Locale, LocaleMeta } from './lib/locales';
export { splitLocalePath, joinLocalePath, switchLocalePath } from './lib/locale-path';
export type { LocalePath } from './lib/locale-path';
export { LANG_COOKIE, LANG_REDIRECT_COOKIE, readLocaleCookie, writeLocaleCookie } from './lib/locale-cookie';
export { activateLocale } from './lib/activate-locale';
export type { CatalogLoader } from './lib/activate-locale';
export { loadRouteCatalog, routeCatalogLoader } from './lib/route-catalogs';
export type { RouteCatalogLoader } from './lib/route-catalogs';
export { createLocaleLoader, createLocalizedRoutes, localeRedirectTarget, LOCALE_BRANCHES } from './lib/locale-routing';
export type { LocalizedRoutesOptions } from './lib/locale-routing';
export { useLocale, useLocaleSwitch } from './lib/use-locale-switch';
export { useLocalePath } from './lib/use-locale-path';
export type { LocaleSwitch } from './lib/use-locale-switch';
export type { LocaleSwitchOptions } from './lib/use-locale-switch';
export { currentLocale } from './lib/current-locale';
export { isLanguageAllowed, resolveAllowedLanguage } from './lib/language-config';
export type { LanguageConfigLike } from './lib/language-config';
export { localizedJson } from './lib/localized-json';
export { lazyResolver, type LazyResolver } from './lib/lazy-resolver';
export { formatMoney } from './lib/money';
// Times with their zone named (`2026-11-23 14:15 (UTC+08:00)`): events in their own zone, other times in the site's; no dayjs.
export { formatDateInZone, formatEventTime, formatTimeInZone, formatViewerTime, utcOffsetMinutes, viewerTimeZone, zoneNameAt } from './lib/zoned-time';
export { countryName } from './lib/country-name';
// Native date inputs in the page's language: their value written out, a day range's message (no min/max bubbles).
export { dayRangeError, formatDateInputValue } from './lib/date-input';
