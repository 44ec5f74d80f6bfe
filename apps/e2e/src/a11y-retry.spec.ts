import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';

// Issue 27: CI retries a failed test once, so an accessibility violation seen on the first attempt passed as "flaky"
// when the retry happened not to show it (a spinner gone by then). support/a11y.ts records every violation for the
// run: this runs Playwright itself on a test whose first attempt has a violation and whose retry has none, and the run
// must fail. Chromium only, no server.

const e2eDir = path.resolve(__dirname, '..');
const workspaceRoot = path.resolve(e2eDir, '../..');

/** A page with an image and no text alternative (axe `image-alt`, critical) on the first attempt, clean after. */
const FLAKY_SPEC = `
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from ${JSON.stringify(path.join(e2eDir, 'src/support/a11y'))};

test('a violation on the first attempt only', async ({ page }) => {
  const body = test.info().retry === 0 ? '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' : '<p>fine</p>';
  await page.setContent(\`<!doctype html><html lang="en"><head><title>retry</title></head><body><main><h1>a11y</h1>\${body}</main></body></html>\`);
  await expectNoSeriousA11yViolations(page);
});
`;

const config = (reportFile: string) => `
import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  testMatch: 'flaky.spec.ts',
  retries: 1,
  workers: 1,
  globalTeardown: ${JSON.stringify(path.join(e2eDir, 'global-teardown.ts'))},
  reporter: [['json', { outputFile: ${JSON.stringify(reportFile)} }]],
  use: { launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] } },
});
`;

interface JsonReport {
  stats: { expected: number; unexpected: number; flaky: number };
  errors: { message?: string }[];
  suites: { specs: { tests: { results: { errors: { message?: string }[] }[] }[] }[] }[];
}

test('an accessibility violation fails the run even when the retry of its test passes', async () => {
  test.setTimeout(120_000);
  // Inside the workspace, so the spec and config resolve @playwright/test from its node_modules.
  const artifacts = path.join(workspaceRoot, 'dist/e2e-artifacts');
  mkdirSync(artifacts, { recursive: true });
  const dir = mkdtempSync(path.join(artifacts, 'a11y-retry-'));
  try {
    const reportFile = path.join(dir, 'report.json');
    writeFileSync(path.join(dir, 'flaky.spec.ts'), FLAKY_SPEC);
    writeFileSync(path.join(dir, 'playwright.config.ts'), config(reportFile));
    // The inner run gets an environment of its own: none of this run's worker variables, its own data directory.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(key)));
    env['E2E_DATA_DIR'] = mkdtempSync(path.join(tmpdir(), 'a11y-retry-data-'));
    const run = spawnSync(process.execPath, [require.resolve('@playwright/test/cli'), 'test', '-c', path.join(dir, 'playwright.config.ts')], {
      cwd: dir,
      env,
      encoding: 'utf8',
      timeout: 100_000,
    });
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
    const results = report.suites.flatMap((suite) => suite.specs.flatMap((spec) => spec.tests.flatMap((t) => t.results)));
    // Two attempts, both failed: the retry reports what the first attempt found.
    expect(results).toHaveLength(2);
    expect(report.stats).toMatchObject({ flaky: 0, unexpected: 1 });
    expect(results[1]?.errors.map((error) => error.message).join('\n')).toContain('attempt 1: image-alt');
    // And the run itself fails (the global teardown reads the log).
    expect(run.status, `${run.stdout}\n${run.stderr}`).not.toBe(0);
    expect(report.errors.map((error) => error.message).join('\n')).toContain('Accessibility violations were found');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
