import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createShenzhenAddress } from './support/address-book';
import { authorization, createMember, fillLoginForm, signIn, type Account } from './support/session';

// Submit waybill (/user/order) against the real server: the default sender set in the address book is pre-filled,
// the order is found in My waybills, its detail and label open, and a session that expires mid-form costs nothing
// (draft restored after signing in again). Fresh members: the orders and addresses they create stay theirs.

async function signInWithDefaultSender(page: Page, senderName: string): Promise<Account> {
  const account = createMember('e2e-order');
  await signIn(page, account);
  await createShenzhenAddress(page, senderName);
  // The default sender is set where a member sets it: in the address book.
  await page.goto('/user/address');
  await page.getByRole('button', { name: `将 ${senderName} 的地址设为默认发件地址` }).click();
  await expect(page.getByText('已设为默认发件地址')).toBeVisible();
  return account;
}

test('a member submits a waybill with the default sender, finds it, opens its detail and label', async ({ page }) => {
  // The whole walk (empty submit, address book picker, form, list, detail, label) with five axe runs.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).toUpperCase();
  await signInWithDefaultSender(page, '发件人甲');

  await page.getByRole('navigation').getByRole('link', { name: '提交运单' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '提交运单' })).toBeVisible();
  const sender = page.getByRole('group', { name: '发件人' });
  await expect(sender.getByLabel(/^联系人/)).toHaveValue('发件人甲');
  await expect(sender.getByLabel(/^区\/县/)).toHaveValue(/.+/);
  await expectNoSeriousA11yViolations(page);
  // An empty submit sends the focus to the first invalid field of the page: the product, at the top.
  await page.getByRole('button', { name: '提交运单' }).click();
  await expect(page.getByRole('combobox', { name: /^运输产品/ })).toBeFocused();
  await expect(page.getByText('请选择运输产品')).toBeVisible();

  await page.getByRole('combobox', { name: /^运输产品/ }).selectOption({ label: '标准空运' });
  const receiver = page.getByRole('group', { name: '收件人' });
  // Picking from the address book fills the whole party (then this test types a receiver abroad over it).
  await page.getByRole('button', { name: '从地址簿选择收件人' }).click();
  const picker = page.getByRole('dialog', { name: '选择收件人地址' });
  await expect(picker.getByText('发件人甲')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await picker.getByRole('button', { name: '使用 发件人甲 的地址' }).click();
  await expect(picker).toBeHidden();
  await expect(receiver.getByLabel(/^联系人/)).toHaveValue('发件人甲');
  await expect(receiver.getByLabel(/^区\/县/)).toHaveValue(/.+/);
  await receiver.getByLabel(/^联系人/).fill('John Smith');
  await receiver.getByLabel(/^电话/).fill('+1 212 555 0100');
  await receiver.getByLabel(/^国家\/地区/).selectOption({ label: '美国' });
  await receiver.getByLabel(/^邮编/).fill('10001');
  await receiver.getByRole('button', { name: '按邮编填写地区' }).click();
  await expect(receiver.getByText('已根据邮编填写地区，请核对。')).toBeVisible();
  await receiver.getByLabel(/^详细地址/).fill('350 5th Ave');
  const parcel = page.getByRole('group', { name: '包裹 1' });
  await parcel.getByLabel(/^单箱重量/).fill('2.5');
  await parcel.getByLabel(/^长/).fill('30');
  await parcel.getByLabel(/^宽/).fill('20');
  await parcel.getByLabel(/^高/).fill('10');
  const item = page.getByRole('group', { name: '申报物品 1' });
  await item.getByLabel(/^中文品名/).fill('蓝牙耳机');
  await item.getByLabel(/^英文品名/).fill('Bluetooth earphones');
  await item.getByLabel(/^数量/).fill('2');
  await item.getByLabel(/^单价/).fill('15');
  await page.getByLabel(/^客户单号/).fill(`E2E-${stamp}`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '提交运单' }).click();

  await expect(page.getByRole('heading', { name: '运单已提交' })).toBeVisible();
  const waybill = (await page.getByTestId('waybill-number').textContent()) ?? '';
  expect(waybill).toMatch(/^FA\d{9}CN$/);
  await expectNoSeriousA11yViolations(page);

  // The label straight from the result: a real PDF.
  const labelResponse = page.waitForResponse((response) => /\/order\/label\//.test(response.url()));
  await page.getByRole('button', { name: '打印标签' }).click();
  const label = await labelResponse;
  expect(label.status()).toBe(200);
  expect((await label.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.getByRole('link', { name: '查看运单详情' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByText(waybill, { exact: true })).toBeVisible();
  await expect(page.getByText(`E2E-${stamp}`)).toBeVisible();

  await page.goto('/user/my-order');
  await page.getByRole('textbox', { name: '运单号' }).fill(waybill);
  await page.getByRole('button', { name: '查询' }).click();
  const table = page.getByRole('table', { name: '运单列表' });
  await expect(table.getByRole('row')).toHaveCount(2); // header + the new waybill
  await expect(table.getByRole('link', { name: waybill, exact: true })).toBeVisible();
});

test('the English order form explains what is missing and passes axe', async ({ page }) => {
  const account = createMember('e2e-order');
  await signIn(page, account, '/en');
  await page.goto('/en/user/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit waybill' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Submit waybill' }).click();
  await expect(page.getByText('Choose a shipping product')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Receiver' }).getByText('Choose a country or region')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an expired session sends the member to sign in and the typed order comes back as a draft', async ({ page }) => {
  const account = createMember('e2e-order');
  await signIn(page, account);
  await page.goto('/user/order');
  const receiver = page.getByRole('group', { name: '收件人' });
  await receiver.getByLabel(/^联系人/).fill('Draft Keeper');
  await receiver.getByLabel(/^详细地址/).fill('1 Infinite Loop');

  // The server revokes the token (as at expiry); the next call answers 401.
  const revoked = await page.request.post('/api/f/passport-management/logout', { headers: await authorization(page) });
  expect(revoked.ok()).toBe(true);
  await page.getByRole('button', { name: '从地址簿选择收件人' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)user(%2F|\/)order&expired=1$/);
  await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();

  await fillLoginForm(page, account);
  await expect(page).toHaveURL(/\/user\/order$/);
  await expect(page.getByText(/有一份未提交的运单草稿/)).toBeVisible();
  await page.getByRole('button', { name: '恢复草稿' }).click();
  await expect(page.getByRole('group', { name: '收件人' }).getByLabel(/^联系人/)).toHaveValue('Draft Keeper');
  await expect(page.getByRole('group', { name: '收件人' }).getByLabel(/^详细地址/)).toHaveValue('1 Infinite Loop');
});
