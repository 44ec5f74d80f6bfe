#!/usr/bin/env node
// Bundle size report of the front-end apps, run after their builds.
// For each app: the initial JS that dist/apps/<app>/index.html loads (entry script and
// modulepreload links, plus every static import of those chunks according to Vite's manifest),
// then per lazy route the first-visit total = initial + the larger language catalog + the
// route chunk and its own static imports, plus the larger language of each route catalog the route's chunk imports
// (a route catalog loads before the page renders: docs/decisions.md, "Route catalogs"). Sizes are raw and gzip -9. Exit 1 when a route
// exceeds its budget in tools/size-budgets.json (also 1 when a build is missing).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { loadAppManifest } from './lib/app-manifest.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'tools/size-budgets.json'), 'utf8'));
// Every app of the manifest (libs/app-manifest) unless names are given; each needs an entry in the budgets.
const apps = process.argv.slice(2).length ? process.argv.slice(2) : (await loadAppManifest()).APPS.map((app) => app.name);

const kib = (bytes) => (bytes / 1024).toFixed(1);
const sizeCache = new Map();
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const buf = fs.readFileSync(file);
    sizeCache.set(file, { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length });
  }
  return sizeCache.get(file);
}
function total(files) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const s = sizeOf(f);
    raw += s.raw;
    gzip += s.gzip;
  }
  return { raw, gzip };
}

let failed = false;

for (const app of apps) {
  const distDir = path.join(root, 'dist/apps', app);
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(indexFile) || !fs.existsSync(manifestFile)) {
    console.error(`${app}: no build in ${path.relative(root, distDir)} (run its build first)`);
    failed = true;
    continue;
  }
  const html = fs.readFileSync(indexFile, 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  // index.html references files under the app's base (e.g. /user/assets/x.js).
  const toDist = (url) => {
    const rel = url.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, '');
    const candidates = [rel, rel.split('/').slice(1).join('/')];
    const found = candidates.find((c) => byFile.has(c) || fs.existsSync(path.join(distDir, c)));
    if (!found) throw new Error(`${app}: ${url} not found in ${distDir}`);
    return found;
  };
  const htmlRefs = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => toDist(m[1]));

  // Static imports, recursively (what the browser must fetch before the module runs).
  const closure = (keys, into = new Set()) => {
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) continue;
      into.add(chunk.file);
      closure(chunk.imports ?? [], into);
    }
    return into;
  };
  const initialFiles = closure(htmlRefs.map((file) => byFile.get(file) ?? file));
  for (const f of htmlRefs) initialFiles.add(f);
  // Files a lazy chunk adds on top of the initial ones.
  const newFiles = (keys) => {
    const all = closure(keys, new Set(initialFiles));
    return new Set([...all].filter((f) => !initialFiles.has(f)));
  };
  const abs = (files) => [...files].map((f) => path.join(distDir, f));
  const initial = total(abs(initialFiles));

  const entryKeys = htmlRefs.map((f) => byFile.get(f)).filter(Boolean);
  const dynamicKeys = [...new Set(entryKeys.flatMap((k) => manifest[k].dynamicImports ?? []))];
  const catalogKeys = dynamicKeys.filter((k) => k.endsWith('.po'));
  const routeKeys = dynamicKeys.filter((k) => /\/routes\//.test(k));
  const catalog = catalogKeys
    .map((k) => ({ key: k, ...total(abs(newFiles([k]))) }))
    .sort((a, b) => b.gzip - a.gzip)[0] ?? { raw: 0, gzip: 0 };

  const appBudget = budgets[app];
  if (!appBudget) {
    console.error(`${app}: no entry in tools/size-budgets.json (give the app a default budget)`);
    failed = true;
    continue;
  }
  const rows = [];
  rows.push(['initial (index.html)', initialFiles.size, initial.raw, initial.gzip, '']);
  if (catalogKeys.length) rows.push([`catalog (largest of ${catalogKeys.length})`, 1, catalog.raw, catalog.gzip, '']);
  for (const key of routeKeys.sort()) {
    const name = manifest[key].name ?? path.basename(key);
    const own = newFiles([key]);
    // Route catalogs: `.po` files the route's own chunks import (one per language, `<locale>/<name>.po`); a visit
    // fetches one language of each, so the larger counts.
    const routeCatalogs = new Map();
    for (const k of [...own].flatMap((f) => manifest[byFile.get(f)]?.dynamicImports ?? [])) {
      if (k.endsWith('.po')) routeCatalogs.set(path.basename(k), [...(routeCatalogs.get(path.basename(k)) ?? []), k]);
    }
    for (const languages of routeCatalogs.values()) {
      const files = languages.map((k) => [...newFiles([k])]);
      files.sort((a, b) => total(abs(b)).gzip - total(abs(a)).gzip);
      for (const f of files[0]) own.add(f);
    }
    const first = total([...abs(initialFiles), ...abs(own)]);
    const raw = first.raw + catalog.raw;
    const gzip = first.gzip + catalog.gzip;
    const budget = appBudget.routes?.[name] ?? appBudget.default;
    const over = budget !== undefined && gzip / 1024 > budget;
    if (over) failed = true;
    rows.push([`route ${name}`, initialFiles.size + own.size + 1, raw, gzip, budget === undefined ? '' : `${over ? 'OVER ' : 'ok ≤ '}${budget}`]);
  }

  console.log(`\n${app}`);
  const header = ['', 'files', 'raw KiB', 'gzip KiB', 'budget (gzip KiB)'];
  const lines = [header, ...rows.map(([label, n, raw, gzip, b]) => [label, String(n), kib(raw), kib(gzip), b])];
  const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  for (const l of lines) {
    console.log(l.map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
  }
}

if (failed) {
  console.error('\nsize budget exceeded or build missing');
  process.exit(1);
}
