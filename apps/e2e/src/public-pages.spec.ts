import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

// The public site's pages against the real server and its seed (docs/domain/content.md, docs/domain/logistics.md):
// every route in both languages with an axe check, waybill tracking, the shareable result URL and the contact form.

// Demo orders seeded with fixed serials (docs/domain/logistics.md).
const DELIVERED = 'FA000000014CN';
const IN_TRANSIT = 'FA000000045CN';
const UNKNOWN = 'FA999999990CN';

interface SeedIds {
  article: string;
  category: string;
  nav: string;
}

async function seedIds(request: APIRequestContext): Promise<SeedIds> {
  const articles = await (await request.post('/api/f/content/article/list', { data: { maxResultCount: 1 } })).json();
  const categories = await (await request.post('/api/f/content/category/list', { data: {} })).json();
  const navs = await (await request.post('/api/f/content/nav/list', { data: { maxResultCount: 99, skipCount: 0 } })).json();
  const content = (navs.items as Array<{ id: string; navType: number }>).find((item) => item.navType === 1);
  return { article: articles.items[0].id, category: categories.items[0].id, nav: content?.id ?? '' };
}

test.describe('every public route renders in both languages without serious a11y violations', () => {
  for (const [prefix, lang] of [
    ['', 'zh-Hans'],
    ['/en', 'en'],
  ] as const) {
    test(`routes in ${lang}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const ids = await seedIds(request);
      const routes: Array<[string, RegExp | string]> = [
        ['/', lang === 'en' ? 'Home' : '首页'],
        ['/article', lang === 'en' ? 'News' : '新闻资讯'],
        [`/article/${ids.article}`, /.+/],
        ['/list', lang === 'en' ? 'Article categories' : '文章分类'],
        [`/list/${ids.category}`, /.+/],
        ['/nav', lang === 'en' ? 'Content pages' : '内容导航'],
        [`/nav/${ids.nav}`, /.+/],
        ['/site', lang === 'en' ? 'Customer service' : '客户服务'],
        ['/site/contact-us', lang === 'en' ? 'Contact us' : '联系我们'],
        ['/site/tracking', lang === 'en' ? 'Waybill tracking' : '运单追踪'],
        [`/site/tracking-detail?number=${DELIVERED}`, lang === 'en' ? 'Waybill details' : '运单详情'],
      ];
      for (const [path, heading] of routes) {
        await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
        // Wait for the page's data (skeletons gone) before checking.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expect(page).toHaveTitle(/.+/);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});

test('a missing article shows the not-found view', async ({ page }) => {
  await page.goto('/en/article/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

test('tracking seeded and unknown waybills, the detail page, and the shared URL', async ({ page }) => {
  await page.goto('/site/tracking');
  const input = page.getByPlaceholder('最多输入10个运单号');
  await input.fill(`${DELIVERED.toLowerCase()} ${IN_TRANSIT}，${UNKNOWN}`);
  await input.press('Enter');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?numbers=${DELIVERED},${IN_TRANSIT},${UNKNOWN}$`));
  const results = page.getByRole('list', { name: '查询结果' });
  await expect(results.getByRole('heading', { name: DELIVERED })).toBeVisible();
  await expect(results.getByText('已签收', { exact: true })).toBeVisible();
  await expect(results.getByRole('heading', { name: UNKNOWN })).toBeVisible();
  await expect(results.getByText('未找到', { exact: true })).toBeVisible();

  // Detail and back.
  await results.getByRole('link', { name: `查看详情 ${DELIVERED}` }).click();
  await expect(page).toHaveURL(new RegExp(`/site/tracking-detail\\?number=${DELIVERED}$`));
  await expect(page.getByRole('heading', { level: 1, name: '运单详情' })).toBeVisible();
  await expect(page.getByText(/已签收/).first()).toBeVisible();
  await page.getByRole('link', { name: '返回查询结果' }).click();
  await expect(page.getByRole('list', { name: '查询结果' }).getByRole('heading', { name: IN_TRANSIT })).toBeVisible();

  // The shared URL, reloaded in English, shows the same results.
  const shared = page.url().replace(/\/site\/tracking/, '/en/site/tracking');
  await page.goto(shared);
  const en = page.getByRole('list', { name: 'Tracking results' });
  for (const n of [DELIVERED, IN_TRANSIT, UNKNOWN]) await expect(en.getByRole('heading', { name: n })).toBeVisible();
  await expect(en.getByText('Delivered', { exact: true })).toBeVisible();

  // Opened from the header (no numbers): the empty form.
  await page.goto('/en/site');
  await page.goto('/en/site/tracking');
  await expect(page.getByRole('list', { name: 'Tracking results' })).toHaveCount(0);
});

test("an unknown waybill alone gives 'No Record found'", async ({ page }) => {
  await page.goto(`/en/site/tracking?numbers=${UNKNOWN}`);
  await expect(page.getByText('No Record found')).toBeVisible();
});

test('the 11th waybill number is refused', async ({ page }) => {
  await page.goto('/en/site/tracking');
  // The placeholder goes away once the list is full: find the input by its label.
  const input = page.getByLabel('Waybill numbers');
  await expect(page.getByPlaceholder('enter up to 10 waybill numbers')).toBeVisible();
  await input.fill(Array.from({ length: 11 }, (_, i) => `N${i + 1}`).join(' '));
  await input.press('Enter');
  await expect(page.getByText('You can enter at most 10 waybill numbers; not added: N11')).toBeVisible();
  await expect(page.getByText('10/10')).toBeVisible();
  await expect(page.getByText('N11', { exact: true })).toHaveCount(0);
});

// Issue 27: tracking offline, "|" typed as a number.
const TRACKING = [
  { lang: '', track: '查询', offline: '您已离线，请在网络连接恢复后再查询。', none: '请输入至少一个运单号', results: '查询结果' },
  { lang: '/en', track: 'Track', offline: 'You are offline. Search again once you are back online.', none: 'Enter at least one waybill number', results: 'Tracking results' },
] as const;

for (const { lang, track, offline, none, results } of TRACKING) {
  test(`tracking while offline says so and keeps the numbers typed (${lang || 'zh'})`, async ({ page, context }) => {
    await page.goto(`${lang}/site/tracking`);
    const form = page.getByRole('search', { name: lang ? 'Waybill tracking' : '运单追踪' });
    await form.getByRole('textbox').fill(`${DELIVERED} ${IN_TRANSIT}`);
    await context.setOffline(true);
    await form.getByRole('button', { name: track, exact: true }).click();
    await expect(form.getByText(offline)).toBeVisible();
    for (const number of [DELIVERED, IN_TRANSIT]) await expect(form.getByText(number, { exact: true })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await context.setOffline(false);
    await form.getByRole('button', { name: track, exact: true }).click();
    await expect(page.getByRole('list', { name: results }).getByRole('heading', { name: DELIVERED })).toBeVisible();
  });

  test(`"|" is no waybill number: it separates numbers (${lang || 'zh'})`, async ({ page }) => {
    await page.goto(`${lang}/site/tracking`);
    const form = page.getByRole('search', { name: lang ? 'Waybill tracking' : '运单追踪' });
    const input = form.getByRole('textbox');
    await input.fill('|');
    await form.getByRole('button', { name: track, exact: true }).click();
    await expect(form.getByText(none)).toBeVisible();
    await expect(page.getByRole('list', { name: results })).toHaveCount(0);

    await input.fill(`${DELIVERED}|${UNKNOWN}`);
    await form.getByRole('button', { name: track, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?numbers=${DELIVERED},${UNKNOWN}$`));
    const list = page.getByRole('list', { name: results });
    await expect(list.getByRole('heading')).toHaveText([DELIVERED, UNKNOWN]);
  });
}

test('the contact form shows validation errors, then sends', async ({ page }) => {
  await page.goto('/en/site/contact-us');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);
  await page.getByLabel(/^E-mail/).fill('not-an-email');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();

  await page.getByLabel(/^Name/).fill('Li Lei');
  await page.getByLabel(/^E-mail/).fill('lilei@example.com');
  await page.getByLabel(/^Subject/).fill('Quote for the US line');
  await page.getByLabel(/^Message/).fill('About 500 parcels a month, please send a quote.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await page.getByRole('button', { name: 'Write another message' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
});
