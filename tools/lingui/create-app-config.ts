// Build-time helper: every app's
// `lingui.config.ts` calls this, so locales and catalog layout are declared once.
//
// One main catalog per app: it holds the app's own messages plus those of the shared front-end libs
// (`libs/ui`, `libs/i18n`), so each app ships one small file per language and never the other apps' strings.
// A route whose strings should stay out of every first load declares a route catalog (`routeCatalogs`): its
// paths leave the main catalog and the route's lazy module loads that file. See libs/i18n/README.md ("Catalogs",
// "Route catalogs") for the trade-offs.
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const SHARED_LIBS = ['ui', 'i18n'];
const SPECS_AND_DEPS = ['**/node_modules/**', '**/*.spec.ts', '**/*.spec.tsx'];

/** The strings of one lazy route, in their own file per language (`src/locales/{locale}/<name>.po`). */
export interface RouteCatalog {
  /** File name of the catalog; the app's loader imports `../locales/${locale}/<name>.po`. */
  name: string;
  /** Folders or files of the app, relative to the app folder (`src/features/quote`, `src/app/routes/quote-page.tsx`). */
  include?: readonly string[];
  /** Feature libs (`libs/<name>/src`) the route alone mounts in this app. */
  libs?: readonly string[];
}

/**
 * Pieces of @forwarder/billing that only the billing pages mount (the invoice columns, the picture dialog, a top-up
 * notice's states), relative to an app folder: each app lists them in its `billing` route catalog so they stay out of
 * the main catalog every page loads. The rest of the lib stays in the main one (an order's page shows its charge).
 * The payment-method names stay there too: moved, they made the console's top-up notices page 0.1 KiB bigger (its
 * route catalog grew more than its main one shrank).
 */
export const BILLING_PAGE_PIECES = ['invoice-columns.tsx', 'fetched-picture.tsx', 'top-up-states.ts'].map(
  (file) => `../../libs/billing/src/lib/${file}`,
);

export interface AppLinguiOptions {
  routeCatalogs?: readonly RouteCatalog[];
}

/**
 * `featureLibs`: shared feature libs the app mounts (e.g. `data-management`), extracted like the shared libs.
 * `routeCatalogs`: catalogs of lazy routes; their paths are excluded from the main catalog (a message the route
 * shares with the rest of the app is extracted into both, so each file is complete on its own).
 */
export function createAppLinguiConfig(
  appDir: string,
  featureLibs: readonly string[] = [],
  { routeCatalogs = [] }: AppLinguiOptions = {},
): LinguiConfig {
  const libsDir = path.relative(appDir, path.join(__dirname, '../../libs'));
  const libSrc = (lib: string) => `<rootDir>/${libsDir}/${lib}/src`;
  const routePaths = (route: RouteCatalog) => [
    ...(route.include ?? []).map((p) => `<rootDir>/${p}`),
    ...(route.libs ?? []).map(libSrc),
  ];
  // Lingui hands `exclude` to glob's `ignore`, where a folder only hides its files with a `/**` suffix.
  const asIgnore = (p: string) => {
    const absolute = p.replace('<rootDir>', appDir);
    return fs.existsSync(absolute) && fs.statSync(absolute).isDirectory() ? `${absolute}/**` : absolute;
  };
  for (const route of routeCatalogs) {
    for (const p of routePaths(route)) {
      // A typo would silently leave the strings in the main catalog and the route's file empty.
      if (!fs.existsSync(p.replace('<rootDir>', appDir))) throw new Error(`route catalog ${route.name}: no ${p}`);
    }
  }
  return defineConfig({
    rootDir: appDir,
    locales: ['zh-Hans', 'en'],
    sourceLocale: 'zh-Hans',
    fallbackLocales: { default: 'zh-Hans' },
    format: formatter({ lineNumbers: false }),
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src', ...[...SHARED_LIBS, ...featureLibs].map(libSrc)],
        exclude: [...SPECS_AND_DEPS, ...routeCatalogs.flatMap(routePaths).map(asIgnore)],
      },
      ...routeCatalogs.map((route) => ({
        name: route.name,
        path: `<rootDir>/src/locales/{locale}/${route.name}`,
        include: routePaths(route),
        exclude: SPECS_AND_DEPS,
      })),
    ],
  });
}
