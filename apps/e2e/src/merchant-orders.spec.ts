import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { authorization, DEMO_MERCHANT, signIn } from './support/session';

// Merchants ship too (issue 14): the member portal's shipping screens (libs/orders) under /merchant/..., against the
// real server (CAPTCHA_TEST_CODE=TEST), as the seeded demo merchant: submit from the merchant menu, find the waybill
// in My waybills, open it from the list and from the centre, add an address; a merchant on a /user/ page lands on
// the same merchant page; axe on every merchant shipping page in both languages.

async function signInAsMerchant(page: Page, lang: '' | '/en' = '') {
  await signIn(page, DEMO_MERCHANT, lang);
  await expect(page).toHaveURL(new RegExp(`${lang}/merchant/center$`));
}

/** The id of one of the merchant's own orders (the seed gives demo-merchant three). */
async function anOrderId(page: Page): Promise<string> {
  const response = await page.request.post('/api/f/logistics-management/order/list', {
    headers: await authorization(page),
    data: { maxResultCount: 1 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string }[] };
  const id = items[0]?.id;
  if (!id) throw new Error('demo-merchant has no order');
  return id;
}

test('a merchant submits a waybill from its menu, finds it in My waybills and opens it from the list and the centre', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await signInAsMerchant(page);

  // The merchant menu, in the member menu's order.
  const menu = page.getByRole('navigation', { name: '商家菜单' });
  await expect(menu.getByRole('link')).toHaveText(['我的主页', '提交运单', '批量下单', '我的运单', '我的地址簿', '账单', '个人资料', '数据管理']);
  await menu.getByRole('link', { name: '提交运单' }).click();
  await expect(page).toHaveURL(/\/merchant\/order$/);
  await expect(page.getByRole('heading', { level: 1, name: '提交运单' })).toBeVisible();
  // The seeded merchant's default sender fills the sender, as for a member.
  await expect(page.getByRole('group', { name: '发件人' }).getByLabel(/^联系人/)).toHaveValue(/.+/);

  await page.getByRole('combobox', { name: /^运输产品/ }).selectOption({ label: '标准空运' });
  const receiver = page.getByRole('group', { name: '收件人' });
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
  await page.getByLabel(/^客户单号/).fill(`M-${stamp}`);
  await page.getByRole('button', { name: '提交运单' }).click();

  await expect(page.getByRole('heading', { name: '运单已提交' })).toBeVisible();
  const waybill = (await page.getByTestId('waybill-number').textContent()) ?? '';
  expect(waybill).toMatch(/^FA\d{9}CN$/);
  await page.getByRole('link', { name: '查看运单详情' }).click();
  await expect(page).toHaveURL(/\/merchant\/order-detail\?id=/);
  await expect(page.getByText(`M-${stamp}`)).toBeVisible();

  // My waybills: filtered by the number, the row links to the merchant's order detail.
  await page.getByRole('navigation', { name: '商家菜单' }).getByRole('link', { name: '我的运单' }).click();
  await expect(page).toHaveURL(/\/merchant\/my-order$/);
  await page.getByRole('textbox', { name: '运单号' }).fill(waybill);
  await page.getByRole('button', { name: '查询' }).click();
  const table = page.getByRole('table', { name: '运单列表' });
  await expect(table.getByRole('row')).toHaveCount(2); // header + the new waybill
  await table.getByRole('link', { name: waybill, exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/order-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByText(waybill, { exact: true })).toBeVisible();

  // The centre: the newest waybill links to its detail, the panel to My waybills, a shortcut to the order form.
  await page.getByRole('navigation', { name: '商家菜单' }).getByRole('link', { name: '我的主页' }).click();
  await expect(page.getByRole('link', { name: '提交运单' }).last()).toHaveAttribute('href', '/merchant/order');
  await expect(page.locator('a[href="/merchant/my-order"]', { hasText: '查看全部' })).toBeVisible();
  await page.getByRole('table', { name: '最近运单' }).getByRole('link', { name: waybill, exact: true }).click();
  await expect(page).toHaveURL(/\/merchant\/order-detail\?id=/);
  await expect(page.getByText(waybill, { exact: true })).toBeVisible();
});

test('a merchant adds an address to its own address book', async ({ page }) => {
  const street = `南山大道 ${Date.now().toString(36)} 号`;
  await signInAsMerchant(page);
  await page.goto('/merchant/address');
  await expect(page.getByRole('heading', { level: 1, name: '我的地址簿' })).toBeVisible();
  await page.getByRole('button', { name: '新增地址' }).click();
  const panel = page.getByRole('region', { name: '新增地址' });
  await panel.getByLabel(/^联系人/).fill('赵商家');
  await panel.getByLabel(/^电话/).fill('+86 138 0013 8000');
  await panel.getByLabel(/^邮编/).fill('518057');
  await panel.getByLabel(/^详细地址/).fill(street);
  await panel.getByLabel(/^国家\/地区/).selectOption({ label: '中国' });
  await panel.getByLabel(/^省\/州/).selectOption({ label: '广东省' });
  await panel.getByLabel(/^城市/).selectOption({ label: '深圳市' });
  await panel.getByLabel(/^区\/县/).selectOption({ label: '南山区' });
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: '保存地址' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('searchbox', { name: '搜索地址' }).fill(street);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('row', { name: /赵商家/ })).toContainText('中国-广东省-深圳市-南山区');
});

test("a merchant opening a member page lands on the merchant's same page, else the merchant centre", async ({ page }) => {
  await signInAsMerchant(page);
  await page.goto('/en/user/my-order?waybill=FA');
  await expect(page).toHaveURL(/\/en\/merchant\/my-order\?waybill=FA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My waybills' })).toBeVisible();
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/merchant\/profile$/);
  // The member area's own address (no page of its own) opens the merchant centre.
  await page.goto('/user');
  await expect(page).toHaveURL(/\/merchant\/center$/);
});

for (const prefix of ['', '/en'] as const) {
  test(`the merchant shipping pages pass axe (${prefix || 'zh-Hans'})`, async ({ page }) => {
    await signInAsMerchant(page, prefix);
    const id = await anOrderId(page);
    const pages = [
      { path: '/merchant/order', heading: prefix ? 'Submit waybill' : '提交运单' },
      { path: '/merchant/batch-order', heading: prefix ? 'Batch order' : '批量下单' },
      { path: '/merchant/my-order', heading: prefix ? 'My waybills' : '我的运单' },
      { path: `/merchant/order-detail?id=${id}`, heading: prefix ? 'Order details' : '订单详情' },
      { path: '/merchant/address', heading: prefix ? 'My address book' : '我的地址簿' },
    ];
    for (const { path, heading } of pages) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page's data, not its skeleton, is what axe should read.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
}
