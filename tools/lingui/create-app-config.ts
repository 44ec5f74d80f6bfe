// Build-time helper: every app's
// `lingui.config.ts` calls this, so locales and catalog layout are declared once.
//
// One catalog per app: it holds the app's own messages plus those of the shared front-end libs
// (`libs/ui`, `libs/i18n`), so each app ships exactly one small file per language and never the
// other apps' strings. See libs/i18n/README.md ("Catalogs") for the trade-off.
import path from 'node:path';
import { defineConfig, type LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const SHARED_LIBS = ['ui', 'i18n'];

/** `featureLibs`: shared feature libs the app mounts (e.g. `data-management`), extracted like the shared libs. */
export function createAppLinguiConfig(appDir: string, featureLibs: readonly string[] = []): LinguiConfig {
  const libsDir = path.relative(appDir, path.join(__dirname, '../../libs'));
  return defineConfig({
    rootDir: appDir,
    locales: ['zh-Hans', 'en'],
    sourceLocale: 'zh-Hans',
    fallbackLocales: { default: 'zh-Hans' },
    format: formatter({ lineNumbers: false }),
    catalogs: [
      {
        path: '<rootDir>/src/locales/{locale}/messages',
        include: ['<rootDir>/src', ...[...SHARED_LIBS, ...featureLibs].map((lib) => `<rootDir>/${libsDir}/${lib}/src`)],
        exclude: ['**/node_modules/**', '**/*.spec.ts', '**/*.spec.tsx'],
      },
    ],
  });
}
