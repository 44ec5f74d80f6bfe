import { i18n, type Messages } from '@lingui/core';
import { LOCALE_META, type Locale } from './locales';

/**
 * Loads one language's catalog. Each app passes
 * `(locale) => import(`../locales/${locale}/messages.po`)`: the Lingui Vite plugin compiles the
 * PO file on import and Vite emits one chunk per language, so only the active one is fetched.
 */
export type CatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

// The loader each language's catalog came from: an app has one loader, so each language loads once; a spec that
// renders with another app's catalog (libs/testing's appCatalog) loads that one.
const loadedBy = new Map<Locale, CatalogLoader>();

// More catalogs to load in every language activated from now on: route-catalogs.ts adds each route catalog it has
// loaded. Kept here as a bare list so an app without route catalogs carries none of their code.
const alsoLoad = new Set<(locale: Locale) => Promise<void>>();

/** Has `load` run (and awaited) for every language activated from now on, before the activation. */
export function loadWithEveryLocale(load: (locale: Locale) => Promise<void>): void {
  alsoLoad.add(load);
}

/**
 * Loads (once per language and loader) and activates a language, and keeps `<html lang>` in step. The route
 * catalogs loaded so far (the route on screen) load in the new language too, before it is activated: a switch made
 * on that route must not render it with the main catalog alone.
 */
export async function activateLocale(locale: Locale, loadCatalog: CatalogLoader): Promise<void> {
  const main = async () => {
    if (loadedBy.get(locale) === loadCatalog) return;
    const { messages } = await loadCatalog(locale);
    i18n.load(locale, messages);
    loadedBy.set(locale, loadCatalog);
  };
  await Promise.all([main(), ...[...alsoLoad].map((load) => load(locale))]);
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = LOCALE_META[locale].htmlLang;
  }
}
