// Bundles the server for production: dist/apps/api-server/{main,cli}.js (dependencies stay in node_modules).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

await build({
  entryPoints: { main: path.join(here, 'src/main.ts'), cli: path.join(here, 'src/cli.ts') },
  outdir: path.join(root, 'dist/apps/api-server'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  tsconfig: path.join(here, 'tsconfig.app.json'),
  logLevel: 'info',
});

// The API reference's own script and stylesheet (src/http/api-reference/browser): files the server sends as they are.
fs.cpSync(path.join(here, 'src/http/api-reference/browser'), path.join(root, 'dist/apps/api-server/api-reference'), { recursive: true });
