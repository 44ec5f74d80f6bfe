import { expect, test } from './support/test';
import { DEMO_ADMIN, signIn } from './support/session';

// Issue 27: Chromium draws a native date input and checks its min/max in its own language (this suite's browser
// speaks English): "Value must be 11/10/2026 or earlier" and "11/28/2026, 03:09 PM" on Chinese pages. The console
// writes a chosen date out in the page's language and says itself, in that language, what is wrong with a range; the
// browser's bubble never shows (nothing is applied either). Nothing is saved here.

const LANGS = [
  {
    lang: '',
    filter: '筛选运单',
    from: /^下单日期从/,
    to: /^下单日期至/,
    rangeError: '结束日期不能早于开始日期',
    day: '2026年11月20日',
    publish: /^发布时间/,
    dayAndTime: '2026年11月28日 15:09',
  },
  {
    lang: '/en',
    filter: 'Filter waybills',
    from: /^Created from/,
    to: /^Created to/,
    rangeError: 'The end date cannot be before the start date',
    day: 'November 20, 2026',
    publish: /^Publish time/,
    dayAndTime: 'November 28, 2026 at 15:09',
  },
] as const;

for (const { lang, filter: filterName, from, to, rangeError, day, publish, dayAndTime } of LANGS) {
  test(`${lang ? 'English' : 'Chinese'} console: dates and their messages in the page's language`, async ({ page }) => {
    await signIn(page, DEMO_ADMIN, lang);
    let browserBubble = false;
    await page.exposeFunction('reportInvalid', () => (browserBubble = true));

    // The orders' filter: a range that ends before it starts.
    await page.goto(`${lang}/ops/orders`);
    const filter = page.getByRole('search', { name: filterName });
    await filter.getByLabel(from).fill('2026-11-20');
    await expect(filter.getByText(day, { exact: true })).toBeVisible();
    const last = filter.getByLabel(to);
    await last.fill('2026-11-10');
    await expect(last).not.toHaveAttribute('min');
    await last.evaluate((input) => input.addEventListener('invalid', () => (window as unknown as { reportInvalid: () => void }).reportInvalid()));
    const search = page.url();
    await filter.locator('button[type="submit"]').click();
    await expect(filter.getByText(rangeError)).toBeVisible();
    await expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toBe(search);
    expect(browserBubble).toBe(false);

    // An article's publish time: the value written out in the page's language under the browser's own rendering.
    await page.goto(`${lang}/ops/article-edit`);
    const time = page.getByLabel(publish);
    await time.fill('2026-11-28T15:09');
    await expect(page.getByText(dayAndTime, { exact: true })).toBeVisible();
    await expect(time).toHaveAccessibleDescription(new RegExp(`${dayAndTime}$`));
  });
}
