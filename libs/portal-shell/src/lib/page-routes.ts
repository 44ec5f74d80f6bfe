import { appByName, type AppManifest, type AppName, type RouteOf } from '@forwarder/app-manifest';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

// Replaced by the bundler at build time (Vite: 'production'), set by Jest ('test'); typed here so the apps' browser
// tsconfigs (no Node types) accept it.
declare const process: { env: { NODE_ENV?: string } };

/** A page module loaded on first visit: each file under an app's `routes/` exports its `Component`. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** An app's area entry: the route equal to its prefix (`/user`), which opens its centre; none for the root app. */
export type EntryRouteOf<Name extends AppName> = Extract<AppManifest, { name: Name }>['prefix'];

/** The routes of an app that are pages: its manifest routes without the area entry. */
export type PageRouteOf<Name extends AppName> = Exclude<RouteOf<Name>, EntryRouteOf<Name>>;

/**
 * One lazy page per page route of the manifest, keyed by the route: TypeScript refuses a map with a route missing or
 * one the manifest does not list (`pageRoutes` checks the same at run time).
 */
export type PageMap<Name extends AppName> = { readonly [Route in PageRouteOf<Name>]: LazyPage };

/**
 * The page routes of an app, relative to a language branch ('/' is the index, '/user/center' → 'user/center'), in the
 * manifest's order. Outside production builds it throws when the map and the manifest disagree (a map built around
 * the type, e.g. with a cast).
 */
export function pageRoutes<Name extends AppName>(name: Name, pages: PageMap<Name>): RouteObject[] {
  const app = appByName(name);
  const expected: readonly string[] = app.routes.filter((route) => route !== app.prefix);
  // Outside production builds only (Vite drops the branch): the type already refuses such a map in app code.
  if (process.env.NODE_ENV !== 'production') assertSameRoutes(name, expected, Object.keys(pages));
  const lazyOf = pages as Readonly<Record<string, LazyPage>>;
  return expected.map((route) =>
    route === '/' ? { index: true, lazy: lazyOf[route] } : { path: route.slice(1), lazy: lazyOf[route] },
  );
}

function assertSameRoutes(name: string, expected: readonly string[], given: readonly string[]): void {
  const missing = expected.filter((route) => !given.includes(route));
  const extra = given.filter((route) => !expected.includes(route));
  if (missing.length || extra.length) {
    throw new Error(`${name}: the page map and the app manifest disagree (missing: ${missing.join(', ') || '-'}; not in the manifest: ${extra.join(', ') || '-'})`);
  }
}
