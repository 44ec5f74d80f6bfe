// `npm run bench:api`: builds and runs apps/api-server/bench/bench-api.ts (the product against its floor per
// scenario, see its header). Environment (see the header of
// bench-api.ts): BENCH_DB (sqlite|postgres), BENCH_DATASETS (a,b), BENCH_ORDERS (1000000), BENCH_SECONDS (10),
// BENCH_CONNECTIONS (50), BENCH_DATA_DIR, BENCH_ONLY, BENCH_VERIFY_ONLY, BENCH_EXPLAIN_DIR.
import { runServerScript } from './lib/run-server-script.mjs';

await runServerScript('apps/api-server/bench/bench-api.ts');
