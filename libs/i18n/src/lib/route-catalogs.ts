import { i18n, type Messages } from '@lingui/core';
import type { LoaderFunction } from 'react-router-dom';
import { loadWithEveryLocale } from './activate-locale';
import { splitLocalePath } from './locale-path';
import type { Locale } from './locales';

// Route catalogs (docs/decisions.md, "Route catalogs"): a lazy route's strings in their own file per language, so
// they stay out of every other page's first load. `i18n.load` merges a catalog into the language's messages, so a
// route catalog adds to the main one. Once a route has loaded its catalog, `activateLocale` loads it in every
// language it switches to: the route is then rendered in the new language with its own strings, never with ids.

/** Loads one language of a route catalog, e.g. `(locale) => import(`../locales/${locale}/quote.po`)`. */
export type RouteCatalogLoader = (locale: Locale) => Promise<{ messages: Messages }>;

// Each route catalog the app has loaded, with its languages loaded so far (or loading: one request per language).
const loaded = new Map<RouteCatalogLoader, Map<Locale, Promise<void>>>();

/** Loads (once per language) a route catalog into Lingui, and remembers it for later language switches. */
export function loadRouteCatalog(loader: RouteCatalogLoader, locale: Locale): Promise<void> {
  const languages = loaded.get(loader) ?? remember(loader);
  let done = languages.get(locale);
  if (!done) {
    done = loader(locale).then(({ messages }) => i18n.load(locale, messages));
    // A failed request (offline) is retried by the next visit instead of being remembered.
    done.catch(() => languages.delete(locale));
    languages.set(locale, done);
  }
  return done;
}

function remember(loader: RouteCatalogLoader): Map<Locale, Promise<void>> {
  const languages = new Map<Locale, Promise<void>>();
  loaded.set(loader, languages);
  loadWithEveryLocale((next) => loadRouteCatalog(loader, next));
  return languages;
}

/**
 * The `loader` of a route with its own catalog: the page renders only once its strings are loaded in the language
 * of the URL. (The language branch's loader runs at the same time, so the URL, not the active locale, says which.)
 */
export function routeCatalogLoader(loader: RouteCatalogLoader): LoaderFunction {
  return async ({ request }) => {
    await loadRouteCatalog(loader, splitLocalePath(new URL(request.url).pathname).locale);
    return null;
  };
}
