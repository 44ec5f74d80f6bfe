// `npm run bench:ledger`: builds and runs apps/api-server/bench/bench-ledger.ts (verify-ledger over a million charged
// orders, issue 29; see its header). Environment: BENCH_ORDERS (1000000), BENCH_CUSTOMERS (1000), BENCH_DB
// (sqlite|postgres), BENCH_DATA_DIR.
import { runServerScript } from './lib/run-server-script.mjs';

await runServerScript('apps/api-server/bench/bench-ledger.ts');
