// Build only: gives a lazy route its own copy of some packages, so what only that route uses of them stays out of
// the chunk the app's other pages share. A bundler puts each module in one chunk and keeps every export any chunk
// uses: when the cost calculator (useFieldArray, number schemas) and the login form share react-hook-form's single
// module and zod's core, the login, password and contact pages download the calculator's part too (+3 KiB gzip,
// docs/decisions.md "Route catalogs (issue 13)"). With its own copy the route downloads the whole of what it uses
// once, the others only theirs. The price: a visitor who opens both pays the copy twice.
//
// Only packages without module state that matters across copies qualify: react-hook-form (a form and its fields
// are all inside the route) and zod (its global config lives on globalThis, and its `instanceof` checks use traits).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface RouteOwnCopies {
  /** Tag of the copy (the route's name), e.g. 'quote'. */
  name: string;
  /** Folders or files (relative to the app folder) whose imports of `packages` get the route's copy. */
  include: readonly string[];
  /** Bare package names, e.g. ['react-hook-form', 'zod'] (subpaths such as `zod/mini` included). */
  packages: readonly string[];
}

const TAG = '?route-copy=';

export function routeOwnCopies(appDir: string, rules: readonly RouteOwnCopies[]): Plugin {
  const prepared = rules.map((rule) => ({ ...rule, include: rule.include.map((p) => path.resolve(appDir, p)) }));
  const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}${path.sep}`);
  return {
    name: 'forwarder:route-own-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith('\0')) return null;
      const tagAt = importer.indexOf(TAG);
      const importerFile = tagAt === -1 ? importer.replace(/\?.*$/, '') : importer.slice(0, tagAt);
      const copyOf = tagAt === -1 ? undefined : importer.slice(tagAt + TAG.length);
      const rule = copyOf
        ? prepared.find((r) => r.name === copyOf)
        : prepared.find((r) => r.include.some((dir) => inside(importerFile, dir)));
      if (!rule) return null;
      const ofPackage = rule.packages.some((p) => source === p || source.startsWith(`${p}/`));
      // Inside a copy, the package's own relative imports stay in the copy; its other bare imports (react) do not.
      if (!ofPackage && !(copyOf && source.startsWith('.'))) return null;
      const resolved = await this.resolve(source, importerFile, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      return { ...resolved, id: `${resolved.id}${TAG}${rule.name}` };
    },
    load(id) {
      const at = id.indexOf(TAG);
      return at === -1 ? null : fs.readFileSync(id.slice(0, at), 'utf8');
    },
  };
}
