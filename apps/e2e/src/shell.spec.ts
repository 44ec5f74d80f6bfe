import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_MEMBER, DEMO_MERCHANT, fillLoginForm } from './support/session';

// The front-end shells served by the real server: language variants, the language toggle,
// the 404 route and accessibility. Page content arrives with later issues.

test('home page in Chinese at / and in English at /en', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the language toggle switches to the same page in the other language', async ({ page }) => {
  await page.goto('/site/tracking');
  await expect(page.getByRole('heading', { level: 1, name: '运单追踪' })).toBeVisible();
  await page.getByRole('link', { name: /^切换语言/ }).click();
  await expect(page).toHaveURL(/\/en\/site\/tracking$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Waybill tracking' })).toBeVisible();
});

test('unknown paths answer 404 with the not-found page', async ({ page }) => {
  const zh = await page.goto('/no-such-page');
  expect(zh?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '找不到此页面' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const en = await page.goto('/en/no-such-page');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
});

// The portals need a signed-in user of their own type (libs/auth guard; the guard itself is
// covered by auth.spec.ts). The server accepts the captcha code TEST in tests.
test('the portals are served under their own base', async ({ page, browser }) => {
  await page.goto('/login?redirect=/user/center');
  await fillLoginForm(page, DEMO_MEMBER);
  await expect(page.getByRole('heading', { level: 1, name: '我的主页' })).toBeVisible();

  const merchant = await browser.newPage();
  await merchant.goto('/en/login?redirect=/en/merchant/merchant-datas');
  await fillLoginForm(merchant, DEMO_MERCHANT);
  await expect(merchant.locator('html')).toHaveAttribute('lang', 'en');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Data management' })).toBeVisible();
  await merchant.close();
});
