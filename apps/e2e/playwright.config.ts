import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests in Debian's Chromium (never a downloaded browser) against the real server:
// `node dist/apps/api-server/main.js`, which serves the API and the three app builds from
// dist/apps. Build everything first (`nx e2e e2e` does, through dependsOn).
// Set E2E_BASE_URL to test a server that is already running; then none is started here. E2E_PORT (default 3100)
// lets two checkouts run their suites side by side.

const workspaceRoot = path.resolve(__dirname, '../..');
const artifactsDir = path.join(workspaceRoot, 'dist/e2e-artifacts');
const externalBaseURL = process.env.E2E_BASE_URL;
const port = process.env.E2E_PORT ?? '3100';
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;

// The site's public origin (PUBLIC_BASE_URL of the default server): every absolute address its pages, sitemap and
// robots.txt name, whatever Host a request came with. With E2E_BASE_URL, set it to that server's PUBLIC_BASE_URL.
process.env.E2E_PUBLIC_ORIGIN ??= new URL(baseURL).origin;

// A fresh data directory per run. The config is evaluated again in every worker process; the
// environment variable makes them all agree on the one directory the main process created.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'forwarder-e2e-'));

// A second server that sends mail (SMTP_URL) to a real SMTP server process, the API suite's smtp-sink-process.cjs, which
// writes what it receives to E2E_MAILBOX (support/mailbox.ts reads it): the default server above stays without
// mail, as `npm start` is. Its own data directory and ports (E2E_PORT + 1 for HTTP, + 2 for SMTP).
const mailPort = String(Number(port) + 1);
const smtpPort = String(Number(port) + 2);
const mailDataDir = path.join(process.env.E2E_DATA_DIR, 'mail-server');
process.env.E2E_MAIL_BASE_URL ??= externalBaseURL ? '' : `http://127.0.0.1:${mailPort}`;
process.env.E2E_MAILBOX ??= path.join(process.env.E2E_DATA_DIR, 'mailbox.jsonl');
mkdirSync(mailDataDir, { recursive: true });

const serverEnv = {
  CAPTCHA_TEST_CODE: 'TEST',
  // Set-ups send contact messages as visitors of their own address (support/contact.ts) through this "proxy".
  TRUST_PROXY: '127.0.0.1',
  NODE_ENV: 'test',
  // Request logs of a whole browser suite would drown the test report; warnings and errors still show.
  LOG_LEVEL: 'warn',
};
const serverProcess = { command: 'node dist/apps/api-server/main.js', cwd: workspaceRoot, reuseExistingServer: false, timeout: 60_000 } as const;

// Specs that change what every visitor sees (the site's settings and analytics snippet, the navigation and home
// blocks, articles, a rate sheet) run after all the others, so that a public page another spec checks never shows
// their temporary state. Each puts back what it changed. Alone: `npx playwright test -c apps/e2e src/site-quote.spec.ts --no-deps`.
const SITE_WIDE_CHANGES = /(ops-site-settings|ops-site-content|ops-articles|site-quote)\.spec\.ts$/;

/** Debian's Chromium, never a downloaded browser. */
const debianChromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The suite is CPU-bound on a 2-core machine. Measured on layout + auth (18 tests): a separate GPU process
      // and a zygote fork per site cost ~10 % of the CPU, for nothing a same-origin test needs.
      '--in-process-gpu',
      '--disable-site-isolation-trials',
    ],
  },
};

export default defineConfig({
  testDir: './src',
  outputDir: path.join(artifactsDir, 'results'),
  globalTeardown: './global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // A scenario test (sign in, fill a form, several axe runs, two apps) takes 20–35 s on a 2-core CI machine running
  // two workers; 30 s made the longest of them fail on load alone. Expectations keep their own 5 s default.
  timeout: 60_000,
  reporter: [['list'], ['html', { outputFolder: path.join(artifactsDir, 'report'), open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace (a screencast and a DOM snapshot per action) for every test, to keep the failed ones', cost
    // ~30 % of the suite's CPU (layout + auth: 276 → 197 CPU-seconds): only a retried test records one. CI retries
    // once; locally, `--trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: SITE_WIDE_CHANGES, use: debianChromium },
    { name: 'site-wide-changes', testMatch: SITE_WIDE_CHANGES, dependencies: ['chromium'], use: debianChromium },
  ],
  webServer: externalBaseURL
    ? undefined
    : [
        {
          ...serverProcess,
          url: `${baseURL}/`,
          env: { ...serverEnv, PORT: port, DATA_DIR: process.env.E2E_DATA_DIR, PUBLIC_BASE_URL: process.env.E2E_PUBLIC_ORIGIN },
          stdout: 'pipe',
          stderr: 'pipe',
        },
        {
          command: `node apps/api-server/src/modules/mail/testing/smtp-sink-process.cjs ${process.env.E2E_MAILBOX} ${smtpPort}`,
          cwd: workspaceRoot,
          port: Number(smtpPort),
          reuseExistingServer: false,
          timeout: 30_000,
        },
        {
          ...serverProcess,
          url: `${process.env.E2E_MAIL_BASE_URL}/`,
          env: {
            ...serverEnv,
            PORT: mailPort,
            DATA_DIR: mailDataDir,
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            MAIL_FROM: 'no-reply@globe-freight.example',
            PUBLIC_BASE_URL: process.env.E2E_MAIL_BASE_URL,
            MAIL_POLL_INTERVAL_MS: '200',
          },
          stdout: 'pipe',
          stderr: 'pipe',
        },
      ],
});
