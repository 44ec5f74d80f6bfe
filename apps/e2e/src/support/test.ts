import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

// The public site's pages come rendered by the server: readable at once, working once the browser has hydrated them
// (`<html data-hydrated="true">`). A person waits for a page to respond; a test that clicks in the first milliseconds
// would press a button that does nothing yet. So every navigation of the suite's page waits for hydration when the
// page was server-rendered (it has `#ssr-state`). A page that never hydrates (offline, scripts blocked) is left after
// the wait: the test's own assertions then say what is wrong.
const HYDRATION_TIMEOUT_MS = 15_000;

async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.getElementById('ssr-state') || document.documentElement.dataset['hydrated'] === 'true', null, {
      timeout: HYDRATION_TIMEOUT_MS,
    })
    .catch(() => undefined);
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/**
 * Makes every navigation of `page` wait for a server-rendered page to hydrate. The suite's `page` gets it below; a
 * page a test opens in a context of its own (a second user's browser) needs it too.
 */
export function waitingForHydration(page: Page): Page {
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await waitForHydration(page);
      return response;
    };
  }
  return page;
}

/** Playwright's `test` whose `page` waits for a server-rendered page to hydrate after each navigation it makes. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
});
