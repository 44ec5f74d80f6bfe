// Zod compiles a fast object parser with `new Function` unless told not to, and probes for it the moment the first
// `z.object()` is built. The probe's error is caught, but a browser under our CSP (no 'unsafe-eval') still reports a
// `securitypolicyviolation` for it. So every app turns the compiler off before any of its modules builds a schema:
// each entry of this lib imports this module first, and every app starts from one of those entries.
//
// Written to zod's global config object on globalThis (what `z.config({ jitless: true })` writes to) rather than
// through `config()`: importing zod's core here put it in every app's first-load chunk (+3.5 KiB gzip). The object
// is shared by every copy of zod (tools/vite/route-own-copies.mts) and taken over by zod whether it loads before or
// after this module. zod-without-eval.spec.ts fails if a zod upgrade moves it.
const ZOD_GLOBAL_CONFIG = '__zod_globalConfig';

const holder = globalThis as unknown as Record<typeof ZOD_GLOBAL_CONFIG, { jitless?: boolean } | undefined>;
holder[ZOD_GLOBAL_CONFIG] ??= {};
holder[ZOD_GLOBAL_CONFIG].jitless = true;
