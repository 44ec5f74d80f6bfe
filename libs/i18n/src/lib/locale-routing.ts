import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { activateLocale, type CatalogLoader } from './activate-locale';
import { readLocaleCookie } from './locale-cookie';
import { joinLocalePath, splitLocalePath } from './locale-path';
import { DEFAULT_LOCALE, LOCALE_META, LOCALES, type Locale } from './locales';

/**
 * Language guard (spec section 4): when the visitor's chosen language is English and the path
 * lacks the /en prefix, go to the same path with /en prepended. Returns the target or null.
 */
export function localeRedirectTarget(
  url: URL,
  chosen: Locale | undefined,
  isAllowed: (locale: Locale) => boolean = () => true,
): string | null {
  const { locale, path } = splitLocalePath(url.pathname);
  // A prefixed path whose language the server does not list falls back to zh-Hans (no prefix).
  if (LOCALE_META[locale].prefix && !isAllowed(locale)) return `${joinLocalePath(DEFAULT_LOCALE, path)}${url.search}${url.hash}`;
  if (!chosen || chosen === locale || LOCALE_META[locale].prefix || !isAllowed(chosen)) return null;
  return `${joinLocalePath(chosen, path)}${url.search}${url.hash}`;
}

/**
 * Builds the loader of a language branch of the route tree: applies the language guard, then
 * loads and activates that branch's catalog before any page of it renders (no flash of the
 * other language, and `<html lang>` is right before paint).
 */
export function createLocaleLoader(
  locale: Locale,
  loadCatalog: CatalogLoader,
  isAllowed?: (locale: Locale) => boolean,
): LoaderFunction {
  return async ({ request }) => {
    const target = localeRedirectTarget(new URL(request.url), readLocaleCookie(), isAllowed);
    if (target) throw redirect(target);
    await activateLocale(locale, loadCatalog);
    return null;
  };
}

/**
 * Route-object paths of the language branches: '/' for zh-Hans (no prefix) and '/en'.
 * Apps nest the same children under each, so every page exists as `/x` and `/en/x`.
 */
export const LOCALE_BRANCHES: ReadonlyArray<{ locale: Locale; path: string }> = LOCALES.map(
  (locale) => ({ locale, path: LOCALE_META[locale].prefix || '/' }),
);

export interface LocalizedRoutesOptions {
  /** Pages of the app, with paths relative to a language branch ('' is the index, '*' the 404). */
  children: RouteObject[];
  /** Layout rendered around every page of a branch (header, language toggle, footer). */
  Layout: ComponentType;
  loadCatalog: CatalogLoader;
  /** Shown while the first catalog and page chunk load; nothing by default. */
  HydrateFallback?: ComponentType;
  /**
   * Whether the server accepts a language (spec section 4), e.g.
   * `(locale) => isLanguageAllowed(locale, cachedApplicationConfiguration())`. Every language is
   * accepted when omitted. Kept synchronous so the guard never waits for the network.
   */
  isLocaleAllowed?: (locale: Locale) => boolean;
}

/**
 * The route tree of an app: one branch per language (`/` and `/en`), each with the same pages.
 * The router's basename stays '/': the language prefix comes *before* the app's own base
 * (`/en/user/...`), so the pages carry their full path (`user/center`) and the Vite `base`
 * (`/user/`) only decides where assets are served from.
 */
export function createLocalizedRoutes({
  children,
  Layout,
  loadCatalog,
  HydrateFallback = EmptyFallback,
  isLocaleAllowed,
}: LocalizedRoutesOptions): RouteObject[] {
  return LOCALE_BRANCHES.map(({ locale, path }) => ({
    id: `locale:${locale}`,
    path,
    loader: createLocaleLoader(locale, loadCatalog, isLocaleAllowed),
    Component: Layout,
    HydrateFallback,
    children,
  }));
}

function EmptyFallback() {
  return null;
}
