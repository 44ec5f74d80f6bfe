import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ADMIN, signIn } from './support/session';

// Issue 27: the console's orders table was cut at 1,280 px (its last column needed sideways scrolling). It fits at
// that width in both languages, and on a phone it keeps its sideways scroll (each row one line) without the page
// itself scrolling sideways. The seeded orders fill the first page.

const say = (lang: '' | '/en', zh: string, en: string) => (lang ? en : zh);

/** The orders table's scroll box: how wide its table is against the room it has, and the page's own overflow. */
async function measure(page: Page, lang: '' | '/en') {
  const region = page.getByRole('region', { name: say(lang, '运单列表（可横向滚动）', 'Waybills (scrolls sideways)') });
  await expect(region.getByRole('table', { name: say(lang, '运单列表', 'Waybills') }).getByRole('row').nth(1)).toBeVisible();
  return region.evaluate((box) => ({
    overflow: box.scrollWidth - box.clientWidth,
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
    lastHeader: box.querySelector('th:last-child')?.getBoundingClientRect().right ?? Infinity,
    boxRight: box.getBoundingClientRect().right,
  }));
}

for (const lang of ['', '/en'] as const) {
  test(`${lang ? 'English' : 'Chinese'} console: the orders table fits 1,280 px and scrolls sideways on a phone`, async ({ page }) => {
    await signIn(page, DEMO_ADMIN, lang);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${lang}/ops/orders`);
    const desktop = await measure(page, lang);
    expect(desktop.overflow).toBeLessThanOrEqual(0);
    expect(desktop.lastHeader).toBeLessThanOrEqual(desktop.boxRight);
    expect(desktop.pageOverflow).toBeLessThanOrEqual(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${lang}/ops/orders`);
    const phone = await measure(page, lang);
    expect(phone.overflow).toBeGreaterThan(0);
    expect(phone.pageOverflow).toBeLessThanOrEqual(0);
  });
}
