// Public entry of @forwarder/app-manifest: one record per web app (name, URL prefix, audience, centre, dev port,
// routes) and the questions everything else asks of it. Pure data and functions: the server, the browser apps,
// Vite configs and the workspace scripts all read it.
export { APPS } from './lib/apps';
export type { AppManifestEntry } from './lib/types';
export {
  appByName,
  rootApp,
  appOfPath,
  mayEnter,
  homeAppOf,
  viteBase,
  routeMatcher,
  type AppManifest,
  type AppName,
  type RouteOf,
} from './lib/manifest';
