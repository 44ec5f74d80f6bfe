import { expect, test } from './support/test';
import { DEMO_ADMIN, signIn } from './support/session';

// Staff accounts as a scenario (issue 12's browser list: "an admin creates an operator"): the admin opens the account
// in the console, and the new operator signs in to the console with it. The page's and dialogs' axe runs are in
// ops-a11y.spec.ts.

test('an admin creates an operator in the console, who then signs in to the console', async ({ browser, page }) => {
  const userName = `e2e-op-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const password = 'Operator#2027';
  await signIn(page, DEMO_ADMIN);
  await expect(page.getByRole('link', { name: '员工账号' })).not.toHaveCount(0);
  await page.goto('/ops/staff');
  await page.getByRole('button', { name: '新建员工账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新建员工账号' });
  await dialog.getByLabel(/^用户名/).fill(userName);
  await dialog.getByLabel(/^姓名/).fill('新来的操作员');
  await expect(dialog.getByLabel(/^角色/)).toHaveValue('operator');
  await dialog.getByLabel(/^初始密码/).fill(password);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog).toBeHidden();
  await page.goto(`/ops/staff?keyword=${userName}`);
  await expect(page.getByRole('cell', { name: userName, exact: true })).toBeVisible();

  const other = await browser.newContext();
  try {
    const operator = await other.newPage();
    await signIn(operator, { username: userName, password });
    await expect(operator).toHaveURL(/\/ops\/center$/);
    // An operator, not an admin: no staff accounts in the menu.
    await expect(operator.getByRole('link', { name: '员工账号' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});
