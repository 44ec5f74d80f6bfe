import { APPS } from './apps';
import type { AppManifestEntry } from './types';

export type AppManifest = (typeof APPS)[number];
export type AppName = AppManifest['name'];
/** The routes of one app, as literal types: `RouteOf<'merchant-portal'>` is '/merchant' | '/merchant/center' | … */
export type RouteOf<Name extends AppName> = Extract<AppManifest, { name: Name }>['routes'][number];

export function appByName<Name extends AppName>(name: Name): Extract<AppManifest, { name: Name }> {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`No app named ${name} in the manifest`);
  return app as Extract<AppManifest, { name: Name }>;
}

/** The app that serves every path no other prefix claims (the public site), and its 404 page. */
export function rootApp(): AppManifestEntry {
  const root = APPS.find((a) => a.prefix === '');
  if (!root) throw new Error('The manifest has no app with the empty prefix');
  return root;
}

/** The app a path belongs to; `path` has no language prefix ('/user/center', not '/en/user/center'). */
export function appOfPath(path: string): AppManifestEntry {
  const clean = path.split(/[?#]/)[0] || '/';
  return APPS.find((a) => a.prefix && (clean === a.prefix || clean.startsWith(`${a.prefix}/`))) ?? rootApp();
}

/** Whether users of a type may enter an app (anyone may enter a public app). */
export function mayEnter(app: AppManifestEntry, userType: number | null | undefined): boolean {
  return app.audience === 'anyone' || (userType != null && (app.audience as readonly number[]).includes(userType));
}

/** The app a user type calls home (the first whose audience lists it), or undefined for an unknown type. */
export function homeAppOf(userType: number | null | undefined): AppManifestEntry | undefined {
  if (userType == null) return undefined;
  return APPS.find((a) => a.audience !== 'anyone' && (a.audience as readonly number[]).includes(userType));
}

/** The Vite `base` of an app: where its assets live ('/', '/user/'). */
export function viteBase(app: AppManifestEntry): '/' | `/${string}/` {
  return app.prefix ? `${app.prefix}/` : '/';
}

/** Does one of the app's routes match `path` (no language prefix, no trailing slash)? `:name` is one segment. */
export function routeMatcher(app: Pick<AppManifestEntry, 'routes'>): (path: string) => boolean {
  const pattern = new RegExp(
    `^(?:${app.routes
      .map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+'))
      .join('|')})$`,
  );
  return (path) => pattern.test(path);
}
