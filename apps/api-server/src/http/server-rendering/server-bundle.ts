import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RenderedBody } from './page-document';

/** Answers one request of the customer contract in-process, for the page being rendered. */
export type FetchApi = (request: Request) => Promise<Response>;

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | (RenderedBody & { kind: 'page'; status: number });

/** The exports of `dist/apps/<app>-server/entry-server.cjs` (apps/public-site/src/entry-server.tsx). */
export interface ServerBundle {
  renderPage(request: { url: string; fetchApi: FetchApi }): Promise<RenderedPage>;
  languageRedirect(request: { url: string; cookie: string | undefined; fetchApi: FetchApi }): Promise<string | null>;
  /**
   * The page's own address (apps/public-site/src/app/page-address.ts): the query parameters its route declares it
   * reads, sorted by name, and no other; what is rendered and kept. `shared` is false when one of them is the
   * visitor's own (waybills tracked, a reset token): such a page is rendered for its request alone.
   */
  pageAddress(url: string): { url: string; shared: boolean };
  /** The stylesheets every page links to (Chakra's global style), each served at its path: see shared-stylesheets.ts. */
  stylesheets(): SharedStylesheet[];
}

/** A stylesheet of the bundle's pages (libs/portal-shell's `SharedStylesheet`). */
export interface SharedStylesheet {
  path: string;
  css: string;
  /** Its markup in every rendered page. */
  linked: string;
  /** The markup that writes it into a page instead (first-visit-styles.ts). */
  inline: string;
}

const EXPORTS = ['renderPage', 'languageRedirect', 'pageAddress', 'stylesheets'] as const;

/** Where the app's server bundle is built (tools/vite/create-app-config.mts, `serverBundleDir`). */
export function serverBundleFile(staticRoot: string, appName: string): string {
  return path.join(staticRoot, `${appName}-server`, 'entry-server.cjs');
}

/**
 * The app's server bundle, or null when it is not built (a server started on client builds alone, or a test's static
 * root): then the app's pages go out as the client-rendered shell, as before server rendering.
 */
export function loadServerBundle(staticRoot: string, appName: string): ServerBundle | null {
  const file = serverBundleFile(staticRoot, appName);
  if (!fs.existsSync(file)) return null;
  // A require made at run time from the built file's place: the bundle and its chunks are CommonJS, and their
  // packages (React, Chakra, …) resolve from the workspace's node_modules like the server's own.
  const bundle = createRequire(file)(file) as Partial<ServerBundle>;
  const missing = EXPORTS.filter((name) => typeof bundle[name] !== 'function');
  if (missing.length > 0) throw new Error(`${file} does not export ${missing.join(', ')}: rebuild it (npx nx build ${appName})`);
  return bundle as ServerBundle;
}
