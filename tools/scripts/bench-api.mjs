// Builds apps/api-server/bench/bench-api.ts (esbuild, like the server's own build) and runs it from the
// repository root. Environment (see the header of bench-api.ts): BENCH_DB (sqlite|postgres), BENCH_DATASETS (a,b),
// BENCH_ORDERS (1000000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_DATA_DIR, BENCH_ONLY, BENCH_EXPLAIN_DIR.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outfile = path.join(root, 'dist/bench/api-server/bench-api.js');
await build({
  entryPoints: [path.join(root, 'apps/api-server/bench/bench-api.ts')],
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
