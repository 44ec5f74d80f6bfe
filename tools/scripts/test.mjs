// `npm test`: every check CI runs, in order, stopping at the first failure. Each step prints its duration.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { listContracts } from '../contracts/contracts.mjs';
import { assertRuntime } from './runtime.mjs';
import { ensureSystemPackages } from './system-deps.mjs';

assertRuntime();
console.log(`node ${process.version} (${process.execPath})`);

const env = { ...process.env, NX_DAEMON: 'false', NX_ISOLATE_PLUGINS: 'false', NX_TUI: 'false', FORCE_COLOR: '0' };
const nx = (...args) => ['npx', 'nx', ...args, '--outputStyle=static'];

const steps = [
  { name: 'system packages (chromium, fonts-noto-cjk, postgresql)', run: () => ensureSystemPackages() },
  {
    name: 'contract lint (Redocly)',
    cmd: ['npx', 'redocly', 'lint', ...listContracts().map((c) => path.relative(process.cwd(), c.spec)), '--format=summary'],
  },
  { name: 'generated contract code is current', cmd: [process.execPath, 'tools/contracts/generate.mjs', '--check'] },
  // Lint and type checks in one nx call: the last long task of one no longer leaves nx's other slot idle.
  { name: 'lint and type checks', cmd: nx('run-many', '-t', 'lint', 'typecheck') },
  // knip.jsonc and .jscpd.json say what each looks at; both fail on any finding.
  { name: 'unused files, exports and dependencies (knip)', cmd: ['npx', 'knip', '--no-progress'] },
  { name: 'repeated code (jscpd)', cmd: ['npx', 'jscpd'] },
  // One nx call for both: the API suite holds one of nx's two slots for most of the step, much of it waiting (on
  // PostgreSQL, server processes, timers); the builds fill the other slot once the front-end tests are done instead
  // of running after it. Tests read no build output (their servers get their own static folder).
  {
    name: 'unit, component and API integration tests (SQLite + PostgreSQL) and production builds',
    cmd: nx('run-many', '-t', 'test', 'build'),
  },
  { name: 'bundle size budgets', cmd: [process.execPath, 'tools/scripts/size-report.mjs'] },
  { name: 'end-to-end browser suite (Playwright + Debian Chromium)', cmd: ['npx', 'playwright', 'test', '-c', 'apps/e2e/playwright.config.ts'] },
];

let passed = 0;
let failed = 0;
const started = Date.now();
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${step.name} ===`);
  let ok;
  if (step.run) ok = step.run();
  else ok = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env }).status === 0;
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`=== ${ok ? 'ok' : 'FAILED'}: ${step.name} (${seconds} s) ===`);
  if (ok) passed += 1;
  else {
    failed += 1;
    break;
  }
}
console.log(`\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
