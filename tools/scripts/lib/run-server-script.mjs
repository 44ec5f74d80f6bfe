// Builds a TypeScript script of apps/api-server (esbuild, like the server's own build: packages stay external) into
// dist/bench/api-server/ and runs it from the repository root, exiting with its code. The bench commands use it.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `entry`: the script's path from the repository root, e.g. `apps/api-server/bench/bench-api.ts`. */
export async function runServerScript(entry) {
  const outfile = path.join(root, 'dist/bench/api-server', `${path.basename(entry, '.ts')}.js`);
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    packages: 'external',
    tsconfig: path.join(root, 'apps/api-server/tsconfig.app.json'),
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [outfile], { cwd: root, stdio: 'inherit' });
  process.exit(run.status ?? 1);
}
