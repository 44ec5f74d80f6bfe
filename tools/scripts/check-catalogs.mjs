#!/usr/bin/env node
// Fails when a Lingui catalog is incomplete:
//  1. a message used in the sources (app + shared libs) is missing from the PO files
//     (someone forgot `i18n-extract`), or
//  2. a language lacks a translation, or
//  3. a translation does not compile (ICU syntax).
// Every catalog of the config is checked: the app's main catalog and its route catalogs (getCatalogs lists them all).
// Reads only; never writes catalogs. Usage: node tools/scripts/check-catalogs.mjs [<lingui.config.ts>...]
// (no argument: every app of the manifest, apps/<name>/lingui.config.ts).
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { getCatalogs, createCompiledCatalog } from '@lingui/cli/api';
import { loadAppManifest } from './lib/app-manifest.mjs';

const configPaths = process.argv.slice(2);
if (configPaths.length === 0) {
  const { APPS } = await loadAppManifest();
  configPaths.push(...APPS.map((app) => `apps/${app.name}/lingui.config.ts`));
}

let problems = 0;
const report = (msg) => {
  problems += 1;
  console.error(`  ✗ ${msg}`);
};

for (const configPath of configPaths) {
  const config = getConfig({ configPath: path.resolve(configPath) });
  console.log(`${configPath}`);
  for (const catalog of await getCatalogs(config)) {
    const extracted = (await catalog.collect()) ?? {};
    const stored = await catalog.readAll();
    for (const locale of config.locales) {
      const messages = stored[locale] ?? {};
      const file = path.relative(process.cwd(), `${catalog.getFilename(locale)}`);
      for (const [id, entry] of Object.entries(extracted)) {
        if (!messages[id]) report(`${file}: not extracted yet: "${entry.message ?? id}" (run i18n-extract)`);
      }
      // Strict: no fallback languages (the build falls back to zh-Hans; this check must not).
      const { missing, messages: translations } = await catalog.getTranslations(locale, {
        fallbackLocales: {},
        sourceLocale: config.sourceLocale,
      });
      // The source language's messages are their own translations.
      if (locale !== config.sourceLocale) {
        for (const { id } of missing) {
          report(`${file}: no translation for "${messages[id]?.message ?? id}"`);
        }
      }
      const { errors } = createCompiledCatalog(locale, translations, { namespace: 'es' });
      for (const error of errors) report(`${file}: does not compile: ${error.id}: ${error.error?.message ?? error}`);
      const count = Object.keys(extracted).length;
      console.log(`  ${locale.padEnd(8)} ${String(count).padStart(4)} messages  ${file}`);
    }
  }
}

if (problems > 0) {
  console.error(`\n${problems} catalog problem(s).`);
  process.exit(1);
}
console.log('catalogs complete');
