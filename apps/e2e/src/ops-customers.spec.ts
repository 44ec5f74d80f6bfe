import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkDialog, expectCleanDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { apiAuthorization, DEMO_ADMIN, DEMO_OPERATOR, fillLoginForm, signIn } from './support/session';

// Customers in the operations console (/ops/customers, /ops/customer-detail): an operator opens a member, gives
// them a temporary password the member signs in with, and disables them (sign-in refused, the open session ends);
// axe on the pages and every dialog in both languages. Every customer here is made by the test (user names unique
// to the run): seeded accounts are shared with specs running in parallel.

type Lang = '' | '/en';
const say = (lang: Lang, zh: string, en: string) => (lang ? en : zh);
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Resets a customer's password from their page and answers the temporary password the dialog shows (once). */
async function resetPassword(page: Page, lang: Lang, userName: string, check?: (dialog: Locator) => Promise<void>): Promise<string> {
  await page.getByRole('button', { name: say(lang, '重置密码', 'Reset password') }).click();
  const confirm = page.getByRole('dialog', { name: say(lang, `重置 ${userName} 的密码？`, `Reset the password of ${userName}?`) });
  await confirm.getByRole('button', { name: say(lang, '重置密码', 'Reset password') }).click();
  const shown = page.getByRole('alertdialog', { name: say(lang, `${userName} 的临时密码`, `Temporary password of ${userName}`) });
  await expect(shown).toBeVisible();
  await expect(shown.getByText(say(lang, '这个密码只显示这一次', 'This password is shown only now'))).toBeVisible();
  const password = await shown.getByRole('textbox', { name: say(lang, '临时密码', 'Temporary password') }).inputValue();
  expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
  if (check) await check(shown);
  await shown.getByRole('button', { name: say(lang, '完成', 'Done') }).click();
  await expect(shown).toBeHidden();
  // Gone from the page once closed: nothing can show it again.
  await expect(page.getByText(password)).toHaveCount(0);
  return password;
}

test('an operator opens a member, gives a temporary password the member signs in with, then disables them', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const userName = unique('e2e-cust');
  await signIn(page, DEMO_OPERATOR);
  await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '客户', exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/customers$/);

  // New customer: a member with a first password; the console opens their page.
  await page.getByRole('button', { name: '新建客户' }).click();
  const create = page.getByRole('dialog', { name: '新建客户' });
  await create.getByRole('textbox', { name: /^用户名/ }).fill(userName);
  await create.getByRole('textbox', { name: /^姓名/ }).fill('测试客户');
  await create.getByLabel(/^初始密码/).fill('First#2026a');
  await create.getByRole('button', { name: '创建' }).click();
  await expect(page).toHaveURL(/\/ops\/customer-detail\?id=/);
  await expect(page.getByRole('heading', { level: 2, name: userName })).toBeVisible();

  // The list finds them by name.
  await page.goto(`/ops/customers?keyword=${userName}`);
  await expect(page.getByRole('table', { name: '客户' }).getByRole('link', { name: userName })).toBeVisible();
  await page.getByRole('link', { name: userName }).click();

  const temporary = await resetPassword(page, '', userName);

  // The member signs in with the temporary password; the first one no longer works.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  try {
    await member.goto('/login');
    await fillLoginForm(member, { username: userName, password: 'First#2026a' });
    await expect(member.getByText('用户名或密码错误', { exact: false })).toBeVisible();
    await member.goto('/login');
    await fillLoginForm(member, { username: userName, password: temporary });
    await expect(member).toHaveURL(/\/user\/center$/);

    // Disabled after a confirmation: the member's open session ends and signing in is refused.
    await page.getByRole('button', { name: '停用', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `停用客户 ${userName}？` });
    await confirm.getByRole('button', { name: '停用', exact: true }).click();
    await expect(page.getByText('停用（不能登录）')).toBeVisible();
    // The member's page may already be on its way to the login page (a background read answered 401), and a reload
    // racing that navigation is aborted: open the centre again until the login page is where it lands.
    await expect(async () => {
      await member.goto('/user/center');
      await expect(member).toHaveURL(/\/login/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await member.goto('/login');
    await fillLoginForm(member, { username: userName, password: temporary });
    await expect(member.getByText('该账号已被停用', { exact: false })).toBeVisible();
  } finally {
    await memberContext.close();
  }

  // Their orders: the staff order list filtered by exactly this customer (their id), their name in the field.
  await page.getByRole('link', { name: '查看运单' }).click();
  await expect(page).toHaveURL(new RegExp(`/ops/orders\\?customer=${userName}&customerId=[0-9a-f-]{36}$`));
  await expect(page.getByRole('textbox', { name: '客户' })).toHaveValue(userName);
});

for (const lang of ['', '/en'] as const) {
  test(`${lang ? 'English' : 'Chinese'} console: the customer pages and their dialogs pass axe`, async ({ page, playwright }) => {
    test.setTimeout(90_000);
    const userName = unique('e2e-cust-a11y');
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    let id: string;
    try {
      const created = await api.post('/api/ops/customers', {
        headers: await apiAuthorization(api, DEMO_ADMIN),
        data: { userType: 30, userName, name: '无障碍商户', companyName: '小明电商', phoneNumber: '13800138000', password: 'First#2026a' },
      });
      expect(created.ok(), await created.text()).toBe(true);
      id = ((await created.json()) as { id: string }).id;
    } finally {
      await api.dispose();
    }

    await signIn(page, DEMO_OPERATOR, lang);
    await page.goto(`${lang}/ops/customers?keyword=${userName}&type=merchant&state=enabled`);
    await expect(page.getByRole('heading', { level: 1, name: say(lang, '客户', 'Customers') })).toBeVisible();
    await expect(page.getByRole('table', { name: say(lang, '客户', 'Customers') }).getByRole('link', { name: userName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await checkDialog(page, page.getByRole('button', { name: say(lang, '新建客户', 'New customer') }), say(lang, '新建客户', 'New customer'));

    await page.goto(`${lang}/ops/customer-detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 2, name: userName })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await checkDialog(page, page.getByRole('button', { name: say(lang, '停用', 'Disable'), exact: true }), say(lang, `停用客户 ${userName}？`, `Disable customer ${userName}?`));
    await checkDialog(page, page.getByRole('button', { name: say(lang, '重置密码', 'Reset password') }), say(lang, `重置 ${userName} 的密码？`, `Reset the password of ${userName}?`));
    await resetPassword(page, lang, userName, (shown) => expectCleanDialog(page, shown));
  });
}
