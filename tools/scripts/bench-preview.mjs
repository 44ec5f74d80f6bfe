// Builds apps/api-server/bench/bench-preview.ts (esbuild, like the server's own build) and runs it from the
// repository root. Environment: BENCH_ROWS (5000), BENCH_RUNS (3), BENCH_PORT (32310), BENCH_PROFILE_DIR (CPU profile of the server).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outfile = path.join(root, 'dist/bench/api-server/bench-preview.js');
await build({
  entryPoints: [path.join(root, 'apps/api-server/bench/bench-preview.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'apps/api-server/tsconfig.app.json'),
  logLevel: 'warning',
});
const run = spawnSync(process.execPath, [outfile], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
