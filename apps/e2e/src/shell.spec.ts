import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// The front-end shells served by the real server: language variants, the language toggle,
// the 404 route and accessibility. Page content arrives with later issues.

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

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
async function signIn(page: Page, username: string, password: string) {
  await expect(page.getByRole('img', { name: /^(验证码图片|Verification code image)$/ })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(/^(用户名|User name)/).fill(username);
  await page.getByLabel(/^(密码|Password)/).fill(password);
  await page.getByLabel(/^(验证码|Verification code)/).fill('TEST');
  await page.getByLabel(/^(验证码|Verification code)/).press('Enter');
}

test('the portals are served under their own base', async ({ page, browser }) => {
  await page.goto('/login?redirect=/user/center');
  await signIn(page, 'demo-member', 'Member#2026');
  await expect(page.getByRole('heading', { level: 1, name: '我的主页' })).toBeVisible();

  const merchant = await browser.newPage();
  await merchant.goto('/en/login?redirect=/en/merchant/merchant-datas');
  await signIn(merchant, 'demo-merchant', 'Merchant#2026');
  await expect(merchant.locator('html')).toHaveAttribute('lang', 'en');
  await expect(merchant.getByRole('heading', { level: 1, name: 'Data management' })).toBeVisible();
  await merchant.close();
});
