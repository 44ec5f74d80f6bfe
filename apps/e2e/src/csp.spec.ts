import { APPS, type AppManifestEntry } from '@forwarder/app-manifest';
import type { Page } from '@playwright/test';
import { seedIds } from './support/public-routes';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_MERCHANT, signIn, type Credentials } from './support/session';
import { expect, test } from './support/test';

// No page of any app may break the Content-Security-Policy the server sends (no 'unsafe-eval', no inline script):
// every route of every app of the manifest is opened and the test fails on any `securitypolicyviolation` event or
// CSP console message. Issue 16 found zod's probe for `new Function` reported on /user/profile and /user/order,
// although zod caught the error: a violation is reported whether or not the page carries on.
// One language: the pages of both share every script, and the suite's time on CI is already long.

type AppName = AppManifestEntry['name'];

/** Who opens each app's pages: the staff pages include the administrator's own (staff, API keys, site settings). */
const ACCOUNT: Record<AppName, Credentials | null> = {
  'public-site': null,
  'member-portal': DEMO_MEMBER,
  'merchant-portal': DEMO_MERCHANT,
  'ops-console': DEMO_ADMIN,
};

interface Violation {
  route: string;
  what: string;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects violations from the first script of every document on, so none reported during start-up is missed. */
async function watchForViolations(page: Page, current: () => string, found: Violation[]): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to (evaluate|execute|load|apply|connect|frame)/i.test(message.text())) {
      found.push({ route: current(), what: `console: ${message.text()}` });
    }
  });
}

async function collectEvents(page: Page, route: string, found: Violation[]): Promise<void> {
  const events = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
  found.push(...events.map((what) => ({ route, what })));
}

/** The manifest's route with its `:id` filled from the seed (only the public site has path parameters). */
function concretePath(route: string, ids: Record<string, string>): string {
  return route.replace(/^\/(article|list|nav)\/:id$/, (_, kind: string) => `/${kind}/${ids[kind] ?? ''}`);
}

for (const app of APPS) {
  test(`no CSP violation on any page of ${app.name}`, async ({ page, request }) => {
    test.setTimeout(30_000 + app.routes.length * 8_000);
    const seed = await seedIds(request);
    const ids = { article: seed.article, list: seed.category, nav: seed.nav };
    const found: Violation[] = [];
    let current = '(sign-in)';
    await watchForViolations(page, () => current, found);

    const account = ACCOUNT[app.name];
    if (account) {
      await signIn(page, account);
      await collectEvents(page, current, found);
    }
    for (const route of app.routes) {
      current = concretePath(route, ids);
      await page.goto(current);
      // Route chunks (the forms and their schemas among them) load after the document: wait for them to run.
      await page.waitForLoadState('networkidle');
      await expect(page.locator('body')).not.toBeEmpty();
      await collectEvents(page, current, found);
    }
    expect(found, `CSP violations:\n${found.map((v) => `${v.route}: ${v.what}`).join('\n')}`).toEqual([]);
  });
}
