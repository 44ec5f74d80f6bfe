// The check that an app's router and the app manifest (libs/app-manifest) agree: one call in each app's spec.
import { appByName, type AppName } from '@forwarder/app-manifest';
import { LOCALE_BRANCHES, splitLocalePath } from '@forwarder/i18n';
import type { RouteObject } from 'react-router-dom';

const join = (base: string, segment: string | undefined) =>
  !segment ? base : segment.startsWith('/') ? segment : `${base.replace(/\/$/, '')}/${segment}`;

/** The URL patterns a route tree serves a page at (index and leaf routes; the `*` 404 apart), by language branch. */
export function servedPaths(routes: readonly RouteObject[]): Map<string, { paths: string[]; notFound: boolean }> {
  const branches = new Map<string, { paths: string[]; notFound: boolean }>();
  for (const branch of routes) {
    const prefix = join('/', branch.path);
    const served = { paths: [] as string[], notFound: false };
    const walk = (route: RouteObject, base: string) => {
      if (route.path === '*') {
        served.notFound = true;
        return;
      }
      const here = route.index ? base : join(base, route.path);
      if (route.children?.length) route.children.forEach((child) => walk(child, here));
      else if (route.index || route.path) served.paths.push(splitLocalePath(here).path);
    };
    (branch.children ?? []).forEach((child) => walk(child, prefix));
    branches.set(prefix, served);
  }
  return branches;
}

/**
 * Fails unless every language branch of `routes` serves exactly the app's manifest routes (plus a `*` 404): a page
 * added to the router but not to the manifest (the server would 404 it on reload) or the other way round.
 */
export function expectRoutesToMatchManifest(routes: readonly RouteObject[], app: AppName): void {
  const expected = [...appByName(app).routes].sort();
  const branches = servedPaths(routes);
  expect([...branches.keys()].sort()).toEqual(LOCALE_BRANCHES.map((b) => b.path).sort());
  for (const [branch, served] of branches) {
    expect({ branch, routes: [...served.paths].sort(), notFound: served.notFound }).toEqual({ branch, routes: expected, notFound: true });
  }
}

/** Loads every lazy page of a route tree's first branch and expects a component from each. */
export async function expectEveryPageToLoad(routes: readonly RouteObject[]): Promise<void> {
  const lazy: Array<() => Promise<unknown>> = [];
  const walk = (route: RouteObject) => {
    if (typeof route.lazy === 'function') lazy.push(route.lazy as () => Promise<unknown>);
    route.children?.forEach(walk);
  };
  (routes[0]?.children ?? []).forEach(walk);
  expect(lazy.length).toBeGreaterThan(0);
  for (const load of lazy) {
    const module = (await load()) as { Component?: unknown };
    expect(typeof module.Component).toBe('function');
  }
}
