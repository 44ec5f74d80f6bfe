// The real Lingui catalogs of the apps, for specs: a lib's messages live in the catalogs of the apps that include it
// (tools/lingui/create-app-config.ts), so a lib's spec borrows an app's.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, type AppName } from '@forwarder/app-manifest';
import type { CatalogLoader } from '@forwarder/i18n';
import type { Messages } from '@lingui/core';

const workspaceRoot = path.resolve(__dirname, '../../../..');
// One loader per app, so activateLocale loads each app's catalog once per language.
const loaders = new Map<AppName, CatalogLoader>();

/**
 * An app's PO catalogs in one (`apps/<name>/src/locales/<locale>/*.po`: the main catalog and its route catalogs,
 * which the app loads with their routes), compiled by Jest's PO transform: a spec renders a route's components
 * without its route's loader.
 */
export function appCatalog(app: AppName): CatalogLoader {
  let loader = loaders.get(app);
  if (!loader) {
    loader = async (locale) => {
      const dir = path.join(workspaceRoot, 'apps', app, 'src/locales', locale);
      const files = fs.readdirSync(dir).filter((name) => name.endsWith('.po'));
      const catalogs = await Promise.all(files.map((name) => import(path.join(dir, name)) as Promise<{ messages: Messages }>));
      return { messages: Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages };
    };
    loaders.set(app, loader);
  }
  return loader;
}

/** No catalog: messages render as written in the source language (a lib's spec that needs no translation). */
export const sourceCatalog: CatalogLoader = () => Promise.resolve({ messages: {} });

/** The app the running spec belongs to (a file under `apps/<name>/`), if any. */
export function specApp(): AppName | undefined {
  const testPath = expect.getState().testPath ?? '';
  const relative = path.relative(path.join(workspaceRoot, 'apps'), testPath).split(path.sep);
  return APPS.find((app) => app.name === relative[0])?.name;
}

/** The catalog of the running spec's app, else the source messages. */
export function specCatalog(): CatalogLoader {
  const app = specApp();
  return app ? appCatalog(app) : sourceCatalog;
}
