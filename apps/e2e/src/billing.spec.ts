import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { CHARGED_PARCELS, receiveWeighed } from './support/billing';
import { createOrder } from './support/orders';
import { apiAuthorization, DEMO_OPERATOR, signIn, type Credentials } from './support/session';

// Billing pages (issue 29): a member whose order the warehouse weighed sees its charge on the order detail and the
// charge's entry on the billing page, in both languages; an operator records a payment and an adjustment and reverses
// the payment on the console's billing page, and the balance follows each. axe on every new page and dialog at 1280
// and 375 px. Every customer is made by the test (seeded accounts are shared with specs running in parallel).

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const WIDTHS = [1280, 375] as const;

/** A member opened by staff through the staff API; answers their id and credentials. */
async function newMember(api: APIRequestContext): Promise<{ id: string; account: Credentials }> {
  const account = { username: unique('e2e-bill'), password: 'Start#2026a' };
  const response = await api.post('/api/ops/customers', {
    headers: await apiAuthorization(api, DEMO_OPERATOR),
    data: { userType: 20, userName: account.username, name: '账单测试', password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { id: ((await response.json()) as { id: string }).id, account };
}

/** axe on the page as it is, at each width (back to 1280 after). */
async function checkWidths(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a member sees the charge of a weighed order on its page and its entry on the billing page, in both languages', async ({ page }) => {
  test.setTimeout(120_000);
  const { account } = await newMember(page.request);
  await signIn(page, account);
  // docs/domain/billing.md, example 1: two boxes of 3.9 and 3.7 kg, 42 × 30 × 20 cm, standard air to the US → ¥711.00.
  const order = await createOrder(page, { parcels: CHARGED_PARCELS });
  await receiveWeighed(page.request, order.waybillNumber);

  await page.goto(`/user/order-detail?id=${order.id}`);
  const breakdown = page.getByTestId('charge-breakdown');
  await expect(breakdown).toBeVisible();
  await expect(breakdown.getByText('首重 0.5 kg')).toBeVisible();
  await expect(breakdown.getByText('燃油附加费 12.5%')).toBeVisible();
  await expect(page.getByTestId('charge-total')).toHaveText('¥711.00');
  await checkWidths(page);

  // My waybills shows the charge of each order.
  await page.goto('/user/my-order');
  await expect(page.getByRole('row').filter({ hasText: order.waybillNumber })).toContainText('¥711.00');

  // The menu leads to the billing page: the balance owed and the charge's entry, named by the waybill.
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '账单', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/billing$/);
  await expect(page.getByRole('heading', { level: 1, name: '账单' })).toBeVisible();
  await expect(page.getByTestId('billing-balance')).toHaveText('-¥711.00');
  const entries = page.getByRole('table', { name: '账目明细' });
  const row = entries.getByRole('row').filter({ hasText: order.waybillNumber });
  await expect(row).toContainText('运费');
  await expect(row).toContainText('-¥711.00');
  // The kind filter: no payment yet.
  await page.getByRole('combobox', { name: '类型' }).selectOption({ label: '付款' });
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/kind=payment/);
  await expect(page.getByText('没有符合条件的账目。')).toBeVisible();
  await checkWidths(page);

  await page.goto(`/en/user/order-detail?id=${order.id}`);
  await expect(page.getByTestId('charge-breakdown').getByText('First 0.5 kg')).toBeVisible();
  await expect(page.getByTestId('charge-breakdown').getByText('Additional weight 16 × 0.5 kg (CN¥32.00 per 0.5 kg)')).toBeVisible();
  await expect(page.getByTestId('charge-total')).toHaveText('CN¥711.00');
  await checkWidths(page);
  await page.goto('/en/user/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('billing-balance')).toHaveText('-CN¥711.00');
  await expect(page.getByRole('table', { name: 'Ledger entries' }).getByRole('row').filter({ hasText: order.waybillNumber })).toContainText('Shipping charge');
  await checkWidths(page);
});

test('an operator records a payment and an adjustment and reverses the payment; the balance follows', async ({ page }) => {
  test.setTimeout(120_000);
  const { id } = await newMember(page.request);
  await signIn(page, DEMO_OPERATOR);
  await page.goto(`/ops/customer-detail?id=${id}`);
  await page.getByRole('link', { name: '账单', exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/customer-billing\?id=/);
  const balance = page.getByTestId('billing-balance');
  await expect(balance).toHaveText('¥0.00');
  // An operator reads the account settings; only admins change them.
  await expect(page.getByText('结算方式、信用额度和币种仅管理员可修改。')).toBeVisible();
  await expect(page.getByRole('button', { name: '设置结算方式' })).toHaveCount(0);
  await checkWidths(page);

  const payOpener = page.getByRole('button', { name: '登记付款' });
  const adjustOpener = page.getByRole('button', { name: '调整余额' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await checkDialog(page, payOpener, '登记付款');
    await checkDialog(page, adjustOpener, '调整余额');
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // A payment of ¥1,000.00: more decimals than CNY has are refused in the form, with the currency's rule.
  await payOpener.click();
  const pay = page.getByRole('dialog', { name: '登记付款' });
  await pay.getByRole('textbox', { name: /^金额/ }).fill('1000.005');
  await pay.getByRole('textbox', { name: /^交易流水号/ }).fill(unique('CMB'));
  await pay.getByRole('button', { name: '登记' }).click();
  await expect(pay.getByText('CNY 的金额最多 2 位小数')).toBeVisible();
  await pay.getByRole('textbox', { name: /^金额/ }).fill('1000');
  await pay.getByRole('button', { name: '登记' }).click();
  await expect(pay).toBeHidden();
  await expect(balance).toHaveText('¥1,000.00');

  // An adjustment needs a reason; −¥50.00 leaves ¥950.00.
  await adjustOpener.click();
  const adjust = page.getByRole('dialog', { name: '调整余额' });
  await adjust.getByRole('textbox', { name: /^金额/ }).fill('-50');
  await adjust.getByRole('button', { name: '确认调整' }).click();
  await expect(adjust.getByText('请填写原因')).toBeVisible();
  await adjust.getByRole('textbox', { name: /^原因/ }).fill('偏远地区附加费');
  await adjust.getByRole('button', { name: '确认调整' }).click();
  await expect(adjust).toBeHidden();
  await expect(balance).toHaveText('¥950.00');

  // The bank recalls the transfer: reversing the payment (entry 1) leaves what the adjustment took.
  const reverseOpener = page.getByRole('button', { name: '冲正第 1 笔' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await checkDialog(page, reverseOpener, '冲正第 1 笔');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await reverseOpener.click();
  const reverse = page.getByRole('dialog', { name: '冲正第 1 笔' });
  await reverse.getByRole('textbox', { name: /^原因/ }).fill('银行退回');
  await reverse.getByRole('button', { name: '冲正' }).click();
  await expect(reverse).toBeHidden();
  await expect(balance).toHaveText('-¥50.00');
  const entries = page.getByRole('table', { name: '账目明细' });
  await expect(entries.getByRole('row')).toHaveCount(4);
  await expect(entries.getByRole('row').filter({ hasText: '银行退回' })).toContainText('-¥1,000.00');
  await expect(page.getByRole('button', { name: '冲正第 1 笔' })).toHaveCount(0);
  await checkWidths(page);

  // The console in English: the same page and a dialog.
  await page.goto(`/en/ops/customer-billing?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer billing' })).toBeVisible();
  await expect(balance).toHaveText('-CN¥50.00');
  await checkDialog(page, page.getByRole('button', { name: 'Record payment' }), 'Record payment');
  await checkWidths(page);
});
