import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

// The public site's frame against the real server: server-driven header navigation, language
// toggle, mobile menu, 404 status, offline banner, footer branding, screenshots and axe.

const screenshotsDir = path.resolve(__dirname, '../../../dist/e2e-artifacts/screenshots');

test('header navigation comes from the server, with a dropdown of sub-items', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const mainNav = page.getByRole('navigation', { name: '主导航' });
  await expect(mainNav.getByRole('link', { name: '运单追踪' })).toHaveAttribute('href', '/site/tracking');
  const services = mainNav.getByRole('button', { name: '产品服务' });
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  // show-sub-list (4): groups with their own sub-items
  await expect(mainNav.getByRole('list', { name: '国际空运' }).getByRole('link', { name: '国际快递' })).toBeVisible();
  await mainNav.getByRole('link', { name: '国际海运' }).click();
  await expect(page).toHaveURL(/\/nav\/[0-9a-f-]+$/);
  await expect(services).toHaveAttribute('aria-expanded', 'false');
});

test('the language toggle shows EN / 中文 and keeps the page', async ({ page }) => {
  await page.goto('/site/contact-us');
  const toEnglish = page.getByRole('link', { name: /^切换语言/ });
  await expect(toEnglish).toHaveText('EN');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/site\/contact-us$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Tracking' })).toBeVisible();
  const toChinese = page.getByRole('link', { name: /^Switch language/ });
  await expect(toChinese).toHaveText('中文');
  await toChinese.click();
  await expect(page).toHaveURL(/\/site\/contact-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
});

test('mobile (375 px): the hamburger opens the menu, a link navigates and closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeHidden();
  await page.getByRole('button', { name: '打开菜单' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: '运单追踪' }).click();
  await expect(page).toHaveURL(/\/site\/tracking$/);
  await expect(dialog).toBeHidden();
});

for (const [url, message] of [
  ['/no-such-page', '找不到此页面'],
  ['/en/no-such-page', 'This page could not be found'],
] as const) {
  test(`${url} answers HTTP 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
  });
}

test('the offline banner appears while the browser is offline', async ({ page, context }) => {
  await page.goto('/en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toBeHidden();
});

test('the footer shows the ICP numbers and the customer-service mail', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('粤ICP备20260001号-1')).toBeVisible();
  await expect(footer.getByText('粤公网安备44030002000001号')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'service@globe-freight.example' })).toHaveAttribute(
    'href',
    'mailto:service@globe-freight.example',
  );
});

for (const width of [375, 1280]) {
  test(`home page screenshot at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    mkdirSync(screenshotsDir, { recursive: true });
    const file = path.join(screenshotsDir, `home-${width}.png`);
    const shot = await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`home-${width}`, { body: shot, contentType: 'image/png' });
  });
}

test('the home page has no serious accessibility violations in either language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
