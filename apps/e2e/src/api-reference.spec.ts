import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/test';

// The contracts' reference at /api/docs: Swagger UI from the server's own npm package, under the site's strict
// Content-Security-Policy (no inline script, no eval, nothing from another origin). It must load with no console
// error, no CSP violation and no request elsewhere, show every operation of each contract, and pass axe: as it
// opens, and with operations opened (their parameters, bodies, responses and schemas).

const CONTRACTS = [
  { name: 'api-f', title: 'Forwarder portal API (/api/f)' },
  { name: 'api-ops', title: 'Forwarder operations API (/api/ops)' },
];

const operationsIn = (name: string) =>
  (fs.readFileSync(path.resolve(__dirname, `../../../openapi/${name}/${name}.yaml`), 'utf8').match(/^ {6}operationId: /gm) ?? []).length;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Everything the page should not do: console errors, uncaught errors, CSP violations, requests to other origins. */
async function watchProblems(page: Page, origin: string): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) problems.push(`request to another origin: ${url}`);
  });
  return problems;
}

const cspViolations = (page: Page) => page.evaluate(() => window.__cspViolations?.splice(0) ?? []);

test('the API reference lists both contracts, under the CSP, accessible', async ({ page, baseURL }) => {
  const problems = await watchProblems(page, new URL(baseURL as string).origin);
  const index = await page.goto('/api/docs');
  expect(index?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  for (const contract of CONTRACTS) await expect(page.getByRole('link', { name: contract.title })).toHaveAttribute('href', `/api/docs/${contract.name}`);
  await expectNoSeriousA11yViolations(page);
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

for (const contract of CONTRACTS) {
  test(`${contract.name} in Swagger UI: every operation, under the CSP, no console error, accessible opened and closed`, async ({ page, baseURL }) => {
    // Swagger UI parses the YAML in the browser (220 KB for api-ops) and re-renders on each opening; axe reads a
    // page of thousands of nodes: seconds each on a busy 2-core machine.
    test.setTimeout(240_000);
    const problems = await watchProblems(page, new URL(baseURL as string).origin);
    await page.goto('/api/docs');
    await page.getByRole('link', { name: contract.title }).click();
    await expect(page).toHaveURL(`/api/docs/${contract.name}`);
    await expect(page.getByRole('heading', { name: contract.title })).toBeVisible({ timeout: 60_000 });
    // Every operation of the contract is listed; browse-only: no "Try it out", no Authorize.
    await expect(page.locator('.opblock')).toHaveCount(operationsIn(contract.name));
    await expect(page.getByRole('button', { name: /Authorize|Try it out/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const summaries = page.locator('.opblock-summary-control');
    for (let i = 0; i < 2; i++) await summaries.nth(i).click();
    await expect(page.locator('.opblock-body')).toHaveCount(2);
    await expect(page.locator('.opblock-body .responses-table').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('the API reference on a phone (375 px): the index and a contract, accessible, nothing wider than the screen', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const problems = await watchProblems(page, new URL(baseURL as string).origin);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const contract = CONTRACTS[0] as (typeof CONTRACTS)[number];
  await page.getByRole('link', { name: contract.title }).click();
  await expect(page.getByRole('heading', { name: contract.title })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.opblock')).toHaveCount(operationsIn(contract.name));
  await expectNoSeriousA11yViolations(page);
  // The page scrolls vertically only: a phone shows every operation's summary without a sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await cspViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
