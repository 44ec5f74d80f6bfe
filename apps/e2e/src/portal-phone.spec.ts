import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectCleanDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_MEMBER, DEMO_MERCHANT, signIn, type Credentials } from './support/session';

// The portals on a phone (375 px) and a tablet (768 px), in both languages: the menu button in the user header opens
// the portal menu in a drawer, every entry is reached by tapping, the header never wraps, no page scrolls sideways,
// and axe finds nothing serious on each page, with the drawer open, and offline. Plus the keyboard (skip link) and
// the offline paths of the portals and the public site.

// Taps need a touch screen.
test.use({ hasTouch: true });

const PHONE = { width: 375, height: 740 };
const TABLET = { width: 768, height: 1024 };

const LANGUAGES = [
  { lang: '' as const, openMenu: '打开菜单', skip: '跳到主要内容', offline: '您已离线' },
  { lang: '/en' as const, openMenu: 'Open menu', skip: 'Skip to main content', offline: 'You are offline' },
];

const PORTALS: Array<{ name: string; account: Credentials; prefix: string; menu: Record<string, string> }> = [
  { name: 'member', account: DEMO_MEMBER, prefix: '/user', menu: { '': '会员菜单', '/en': 'Member menu' } },
  { name: 'merchant', account: DEMO_MERCHANT, prefix: '/merchant', menu: { '': '商家菜单', '/en': 'Merchant menu' } },
];

/** The header keeps to one line (no "首/页") and the page never scrolls sideways. */
async function expectPhoneLayout(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const fit = await page.evaluate(() => {
    const head = document.querySelector('header');
    const labels = Array.from(head?.querySelectorAll('a, button') ?? []).filter((el) => (el as HTMLElement).offsetParent !== null);
    // A label on more than one line is taller than its line height allows (1.5 lines' worth of slack).
    const wrapped = labels
      .filter((el) => {
        const style = getComputedStyle(el);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
        const text = Array.from(el.querySelectorAll('*')).concat(el).find((node) => node.childNodes.length && node.textContent?.trim());
        const range = document.createRange();
        range.selectNodeContents(text ?? el);
        return range.getClientRects().length > 1 && range.getBoundingClientRect().height > line * 1.5;
      })
      .map((el) => el.textContent?.trim());
    return { wrapped, headerHeight: head?.getBoundingClientRect().height ?? 0, scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth };
  });
  expect(fit.wrapped).toEqual([]);
  expect(fit.headerHeight).toBeLessThanOrEqual(80);
  expect(fit.scrollWidth).toBeLessThanOrEqual(fit.width);
}

/** Every table's scroll box is a named, keyboard-focusable region. */
async function expectFocusableTables(page: Page) {
  const boxes = await page.locator('table').evaluateAll((tables) =>
    tables.map((table) => {
      const box = table.closest('[role="region"]');
      return { tabIndex: box?.getAttribute('tabindex') ?? null, name: box?.getAttribute('aria-label') ?? null };
    }),
  );
  for (const box of boxes) {
    expect(box.tabIndex).toBe('0');
    expect(box.name).toBeTruthy();
  }
}

for (const portal of PORTALS) {
  for (const { lang, openMenu } of LANGUAGES) {
    test(`${portal.name} portal at 375 px (${lang || 'zh'}): every menu entry by tapping, header on one line, axe on each page and the open drawer`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(PHONE);
      await signIn(page, portal.account, lang);
      const menuName = portal.menu[lang] ?? '';
      await expect(page.getByRole('navigation', { name: menuName })).toBeHidden();

      const button = page.getByRole('button', { name: openMenu });
      await button.click();
      const drawer = page.getByRole('dialog', { name: menuName });
      await expect(drawer).toBeVisible();
      await expectCleanDialog(page, drawer);
      const entries = await drawer
        .getByRole('navigation', { name: menuName })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => ({ name: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' })));
      expect(entries.length).toBeGreaterThan(1);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      for (const entry of entries) {
        await button.click();
        await expect(drawer).toBeVisible();
        await drawer.getByRole('link', { name: entry.name, exact: true }).tap();
        await expect(page).toHaveURL(new RegExp(`${entry.href.replace(/[?]/g, '\\?')}$`));
        await expect(drawer).toBeHidden();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The tab names the page, not index.html's "Forwarder".
        await expect(page).not.toHaveTitle(/^Forwarder$/);
        await expectPhoneLayout(page);
        await expectFocusableTables(page);
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
}

test('member portal at 768 px: the tables are focusable scroll regions, nothing scrolls the page sideways', async ({ page }) => {
  await page.setViewportSize(TABLET);
  await signIn(page, DEMO_MEMBER);
  for (const path of ['/user/my-order', '/user/address', '/user/merchant-datas', '/user/center']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectPhoneLayout(page);
    await expectFocusableTables(page);
    await expectNoSeriousA11yViolations(page);
  }
});

test('member portal: order detail highlights My waybills, and each page names itself in the tab', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO_MEMBER);
  await expect(page).toHaveTitle(/^我的主页 - /);
  await page.goto('/user/my-order');
  await page.getByRole('link', { name: /^FA/ }).first().click();
  await expect(page).toHaveURL(/\/user\/order-detail\?id=/);
  const menu = page.getByRole('navigation', { name: '会员菜单' });
  await expect(menu.getByRole('link', { name: '我的运单' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^订单详情/);
  for (const [path, title] of [
    ['/user/order', /^提交运单 - /],
    ['/user/batch-order', /^批量下单/],
    ['/user/address', /^我的地址簿 - /],
    ['/user/profile', /^个人资料 - /],
    ['/user/no-such-page', /^找不到此页面$/],
    ['/en/user/profile', /^Profile settings - /],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
  }
});

for (const { lang, skip } of LANGUAGES) {
  test(`the skip link is the first Tab stop and lands in the main area (${lang || 'zh'})`, async ({ page }) => {
    await signIn(page, DEMO_MEMBER, lang);
    for (const path of [`${lang}/site/tracking`, `${lang}/user/profile`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.keyboard.press('Tab');
      const link = page.getByRole('link', { name: skip });
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
    }
    // On the tracking page the waybill input is the first stop after the skip (it was 11 stops in).
    await page.goto(`${lang}/site/tracking`);
    await expect(page.getByRole('search')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    const input = page.getByRole('search').getByRole('textbox');
    const stops: string[] = [];
    for (let i = 0; i < 12 && !(await input.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 30)}`));
    }
    expect(stops).toHaveLength(1);
  });
}

test("a tracking chip's × is a Tab stop, and removes its number from the keyboard", async ({ page }) => {
  await page.goto('/site/tracking');
  const input = page.getByRole('search').getByRole('textbox');
  await input.fill('FA1 FA2 ');
  await expect(page.getByText('FA2', { exact: true })).toBeVisible();
  await input.focus();
  await page.keyboard.press('Shift+Tab');
  const remove = page.getByRole('button', { name: '移除运单号 FA2' });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('FA2', { exact: true })).toBeHidden();
  await expect(page.getByText('FA1', { exact: true })).toBeVisible();
});

for (const { lang, offline } of LANGUAGES) {
  test(`offline in the portal (${lang || 'zh'}): the banner stays in view and passes axe, a page load is held, a route whose script cannot load says so`, async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_MEMBER, lang);
    const pathOf = () => new URL(page.url()).pathname;
    const start = pathOf();
    // On a phone the menu's drawer is fetched at the first interaction or once the page has settled, so it still opens offline.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /menu-drawer/.test(entry.name)));
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: offline });
    await expect(banner).toBeVisible();
    await page.mouse.wheel(0, 2000);
    await expect(banner).toBeInViewport();
    await expectNoSeriousA11yViolations(page);

    // Offline, the page's requests fail and their toasts may cover the header: the keyboard reaches what is under them.
    // A full page load (the brand link to the public site) would end on the browser's error page: held instead.
    await page.getByRole('banner').getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(banner).toContainText(lang ? 'This page can be opened once you are back online.' : '连接恢复后才能打开这个页面。');
    expect(pathOf()).toBe(start);

    // A page whose chunk was never loaded: the route's error page in the page's language, with a retry for later.
    await page.getByRole('button', { name: lang ? 'Open menu' : '打开菜单' }).focus();
    await page.keyboard.press('Enter');
    const batch = page.getByRole('dialog').getByRole('link', { name: lang ? 'Batch order' : '批量下单' });
    await batch.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: lang ? 'The page could not be loaded' : '页面未能加载' })).toBeVisible();
    await expect(page.getByRole('button', { name: lang ? 'Retry' : '重试' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    await context.setOffline(false);
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: lang ? 'Retry' : '重试' }).click();
    await expect(page.getByRole('heading', { level: 1, name: lang ? 'Batch order' : '批量下单' })).toBeVisible();
  });
}

test('public tracking with the server gone: the Chinese "no response" toast, no reload, no browser error page', async ({ page }) => {
  await page.goto('/site/tracking');
  await expect(page.getByRole('search')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  // The server stops answering: API calls and the not-yet-loaded chunks (the toaster's) fail alike.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await page.route('**/assets/**', (route) => route.abort('connectionrefused'));
  await page.route('**/site/**', (route) => route.abort('connectionrefused'));
  const input = page.getByRole('search').getByRole('textbox');
  await input.fill('FA000000001CN');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '抱歉，请求没有得到响应' })).toBeVisible();
  await expect(page.getByText('运单查询失败')).toBeVisible();
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
  // Give a reload (if one were coming) the time to happen, then check it did not.
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(page.url()).toMatch(/\/site\/tracking\?numbers=FA000000001CN$/);
  await expectNoSeriousA11yViolations(page);
});

for (const { lang, openMenu } of LANGUAGES) {
  test(`public site at 375 px (${lang || 'zh'}): axe with the menu drawer open and while offline`, async ({ page, context }) => {
    await page.setViewportSize(PHONE);
    await page.goto(lang || '/');
    await page.getByRole('button', { name: openMenu }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectCleanDialog(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectPhoneLayout(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: lang ? 'You are offline' : '您已离线' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await context.setOffline(false);
  });
}

test('the English home page labels a news item that exists only in Chinese', async ({ page }) => {
  await page.goto('/en');
  const news = page.getByRole('region', { name: 'News' });
  const item = news.getByRole('listitem').filter({ hasText: '深圳市内免费上门取件服务开通' });
  await expect(item).toContainText('Chinese only');
  await expect(item.getByRole('link')).toHaveAttribute('lang', 'zh-Hans');
});
