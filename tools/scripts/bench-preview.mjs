// `npm run bench:preview`: builds and runs apps/api-server/bench/bench-preview.ts. Environment: BENCH_ROWS (5000),
// BENCH_RUNS (3), BENCH_PORT (32310), BENCH_PROFILE_DIR (CPU profile of the server).
import { runServerScript } from './lib/run-server-script.mjs';

await runServerScript('apps/api-server/bench/bench-preview.ts');
