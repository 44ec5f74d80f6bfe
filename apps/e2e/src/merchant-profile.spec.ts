import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectCleanDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { createMerchant, fillLoginForm, signIn } from './support/session';

// A merchant's personal settings (issue 27): the member portal's profile page (libs/profile) under /merchant/profile,
// reached from the merchant menu, against the real server. A fresh merchant per test (its password changes, which
// signs out its other sessions): contact details, e-mail notifications and password, then a sign-in with the new
// password; axe at 1280 and 375 px, in both languages.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

const LANGUAGES = [
  {
    lang: '' as const,
    menu: '商家菜单',
    openMenu: '打开菜单',
    profile: '个人资料',
    details: '基本资料',
    merchantId: '商家编号',
    accountType: '商家',
    name: /^姓名/,
    company: /^公司名称/,
    email: /^电子邮箱/,
    phone: /^电话/,
    save: '保存资料',
    saved: '资料已保存',
    mails: '邮件通知',
    allStatuses: /^全部状态/,
    saveMails: '保存邮件通知设置',
    mailsSaved: '邮件通知设置已保存',
    password: '修改密码',
    current: /^当前密码/,
    next: /^新密码/,
    confirm: /^确认新密码/,
    changed: '密码已修改。',
    logout: '退出登录',
  },
  {
    lang: '/en' as const,
    menu: 'Merchant menu',
    openMenu: 'Open menu',
    profile: 'Profile settings',
    details: 'Profile details',
    merchantId: 'Merchant ID',
    accountType: 'Merchant',
    name: /^Name/,
    company: /^Company/,
    email: /^E-mail/,
    phone: /^Phone/,
    save: 'Save profile',
    saved: 'Profile saved',
    mails: 'E-mail notifications',
    allStatuses: /^All statuses/,
    saveMails: 'Save e-mail notifications',
    mailsSaved: 'E-mail notifications saved',
    password: 'Change password',
    current: /^Current password/,
    next: /^New password/,
    confirm: /^Confirm new password/,
    changed: 'Password changed.',
    logout: 'Log out',
  },
];

for (const t of LANGUAGES) {
  test(`a merchant opens its profile from the menu, changes contact details, mails and password, signs in with the new one (${t.lang || 'zh'})`, async ({ page }) => {
    test.setTimeout(120_000);
    const account = createMerchant('e2e-shop');
    test.skip(!account, 'creating a merchant needs the server data directory (E2E_SERVER_DATA_DIR)');
    if (!account) return;
    const company = `深圳测试商贸 ${Date.now().toString(36)}`;
    const newPassword = 'Shop#2026new';

    // Desktop: the side menu has the entry and marks it current; the tab names the page.
    await page.setViewportSize(DESKTOP);
    await signIn(page, account, t.lang);
    const menu = page.getByRole('navigation', { name: t.menu });
    await menu.getByRole('link', { name: t.profile, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${t.lang}/merchant/profile$`));
    await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
    await expect(menu.getByRole('link', { name: t.profile, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(new RegExp(`^${t.profile} - `));
    const details = page.getByRole('region', { name: t.details });
    await expect(details.getByText(t.merchantId, { exact: true })).toBeVisible();
    await expect(details.getByText(/^M\d{6}$/)).toBeVisible();
    await expect(details.getByText(t.accountType, { exact: true })).toBeVisible();
    await expect(details.getByText(account.username, { exact: true })).toBeVisible();
    await expect(details.getByLabel(t.name)).toHaveValue(account.name);
    await expectNoSeriousA11yViolations(page);

    // Phone: the same page from the menu drawer, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await openFromDrawer(page, t);
    await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(DESKTOP);

    // Contact details, kept by the server.
    await details.getByLabel(t.company).fill(company);
    await details.getByLabel(t.email).fill('shop@example.com');
    await details.getByLabel(t.phone).fill('+86 755 8888 0000');
    await details.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(details.getByLabel(t.company)).toHaveValue(company);
    await expect(details.getByLabel(t.email)).toHaveValue('shop@example.com');
    await expect(details.getByLabel(t.phone)).toHaveValue('+86 755 8888 0000');

    // E-mail notifications: every status.
    const mails = page.getByRole('region', { name: t.mails });
    await mails.getByRole('radio', { name: t.allStatuses }).check();
    await mails.getByRole('button', { name: t.saveMails }).click();
    await expect(page.getByText(t.mailsSaved)).toBeVisible();

    // Password: changed, then signed out and in again with the new one.
    const password = page.getByRole('region', { name: t.password });
    await password.getByLabel(t.current).fill(account.password);
    await password.getByLabel(t.next).fill(newPassword);
    await password.getByLabel(t.confirm).fill(newPassword);
    await password.getByRole('button', { name: t.password }).click();
    await expect(password.getByText(t.changed)).toBeVisible();
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(new RegExp(`${t.lang}/login$`));
    await fillLoginForm(page, { ...account, password: newPassword });
    await expect(page).toHaveURL(new RegExp(`${t.lang}/merchant/center$`));
    // What was saved is there in the new session.
    await page.goto(`${t.lang}/merchant/profile`);
    await expect(page.getByRole('region', { name: t.mails }).getByRole('radio', { name: t.allStatuses })).toBeChecked();
    await expect(page.getByRole('region', { name: t.details }).getByLabel(t.company)).toHaveValue(company);
  });
}

/** Opens the profile from the phone's menu drawer (the side menu is hidden at 375 px), checking the open drawer with axe. */
async function openFromDrawer(page: Page, t: (typeof LANGUAGES)[number]) {
  await expect(page.getByRole('navigation', { name: t.menu })).toBeHidden();
  await page.getByRole('button', { name: t.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: t.menu });
  await expect(drawer).toBeVisible();
  await expectCleanDialog(page, drawer);
  await drawer.getByRole('link', { name: t.profile, exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${t.lang}/merchant/profile$`));
}
