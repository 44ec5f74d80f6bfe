import { config } from 'zod/v4/core';

// Zod compiles a fast object parser with `new Function` unless told not to, and probes for it the moment the first
// `z.object()` is built. The probe's error is caught, but a browser under our CSP (no 'unsafe-eval') still reports a
// `securitypolicyviolation` for it. So every app turns the compiler off before any of its modules builds a schema:
// each entry of this lib imports this module first, and every app starts from one of those entries. The global
// config lives on globalThis, so a route's own copy of zod (tools/vite/route-own-copies.mts) sees it too.
config({ jitless: true });
