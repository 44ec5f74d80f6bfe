import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitingForHydration } from './support/test';
import { checkDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { CHARGED_PARCELS, openTopUpNotice, receiveWeighed, runReference, SCREENSHOT, submitTopUpNotice, visitPendingTopUps } from './support/billing';
import { SHENZHEN_WAREHOUSE } from './support/ops';
import { createOrder, createOrderWith } from './support/orders';
import { apiAuthorization, createMember, DEMO_OPERATOR, signIn } from './support/session';

// Pay before dispatch from the member's side (issue 29's browser flow): a fresh prepaid member's order is weighed at
// ¥711.00 and held; the member sends a top-up notice with a screenshot from the billing page; an operator confirms it
// in the console; the hold is gone and the order leaves the warehouse; the member downloads the month's statement
// (PDF, xlsx) and the order's invoice. The flow in Chinese; the billing page and its dialogs in English under axe at
// 1280 and 375 px. Staff steps that are not the point (receiving, the departure scan, the invoice: the console's
// invoice screen is another slice's) go through the staff API.

/** Clicks `button` and answers the file the page saves (its name and its first bytes). */
async function download(page: Page, button: Locator): Promise<{ name: string; head: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), head: (await readFile(path)).subarray(0, 4).toString('latin1') };
}

/** One departure scan at the warehouse through the staff API: what it did (applied, or refused with why). */
async function scanDeparture(page: Page, waybillNumber: string): Promise<{ outcome: string; message: string }> {
  const response = await page.request.post('/api/ops/scans', {
    headers: await apiAuthorization(page.request, DEMO_OPERATOR),
    data: { waybillNumber, event: { code: 'DEPARTED_ORIGIN', ...SHENZHEN_WAREHOUSE } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { outcome: string; message: string };
}

test('a held order: the member tops up with a screenshot, staff confirm, the order leaves, the member downloads statement and invoice', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const member = createMember('e2e-topup-flow');
  await signIn(page, member);
  const order = await createOrder(page, { parcels: CHARGED_PARCELS });
  await receiveWeighed(page.request, order.waybillNumber);

  // Held: the order detail says what to top up, and the warehouse cannot send it off.
  await page.goto(`/user/order-detail?id=${order.id}`);
  const hold = page.getByRole('alert').filter({ hasText: '待付款' });
  await expect(hold).toContainText('待付款——请充值 ¥711.00');
  const refused = await scanDeparture(page, order.waybillNumber);
  expect(refused).toMatchObject({ outcome: 'not-allowed' });
  expect(refused.message).toContain(order.waybillNumber);
  expect(refused.message).toContain('CNY 711.00');

  // The member tells staff about the transfer, from the billing page: a PDF is not a screenshot.
  await page.getByRole('navigation', { name: '会员菜单' }).getByRole('link', { name: '账单', exact: true }).click();
  await expect(page.getByTestId('billing-balance')).toHaveText('-¥711.00');
  await page.getByRole('button', { name: '提交充值通知' }).click();
  const dialog = page.getByRole('dialog', { name: '提交充值通知' });
  const reference = `CMB${runReference()}`;
  await dialog.getByRole('textbox', { name: /^金额/ }).fill('711');
  await dialog.getByRole('combobox', { name: /^付款方式/ }).selectOption({ label: '支付宝' });
  await dialog.getByRole('textbox', { name: /^交易流水号/ }).fill(reference);
  const screenshot = dialog.getByLabel(/^转账截图/);
  await screenshot.setInputFiles({ name: 'transfer.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('截图须为图片（PNG、JPG、WebP 或 GIF）')).toBeVisible();
  await screenshot.setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: SCREENSHOT });
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();
  const notices = page.getByRole('table', { name: '我的充值通知' });
  await expect(notices.getByRole('row').filter({ hasText: reference })).toContainText('待确认');

  // An operator confirms it in the console (a browser of their own).
  const staff = await browser.newContext({ baseURL });
  const opsPage = waitingForHydration(await staff.newPage());
  await signIn(opsPage, DEMO_OPERATOR);
  await visitPendingTopUps(opsPage, '');
  const review = await openTopUpNotice(opsPage, '', reference);
  await review.getByRole('button', { name: /^确认到账/ }).click();
  await expect(review).toBeHidden();
  await staff.close();

  // The payment covers the charge: the notice is confirmed, the hold is gone and the order may leave.
  await page.reload();
  await expect(notices.getByRole('row').filter({ hasText: reference })).toContainText('已确认');
  await expect(page.getByTestId('billing-balance')).toHaveText('¥0.00');
  await page.goto(`/user/order-detail?id=${order.id}`);
  await expect(page.getByTestId('charge-total')).toHaveText('¥711.00');
  await expect(hold).toHaveCount(0);
  expect(await scanDeparture(page, order.waybillNumber)).toMatchObject({ outcome: 'applied' });

  // Staff invoice the order; the member downloads the month's statement and the invoice.
  const invoiced = await page.request.post(`/api/ops/orders/${order.id}/invoice`, { headers: await apiAuthorization(page.request, DEMO_OPERATOR) });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const { number } = (await invoiced.json()) as { number: string };
  await page.goto('/user/billing');
  const month = page.getByRole('combobox', { name: '月份' });
  const chosen = await month.inputValue();
  expect(chosen).toMatch(/^\d{4}-\d{2}$/);
  expect(await download(page, page.getByRole('button', { name: '下载 PDF', exact: true }))).toEqual({ name: `statement-${chosen}.pdf`, head: '%PDF' });
  expect(await download(page, page.getByRole('button', { name: '下载 Excel' }))).toEqual({ name: `statement-${chosen}.xlsx`, head: 'PK\u0003\u0004' });
  const invoices = page.getByRole('table', { name: '我的费用账单' });
  await expect(invoices.getByRole('row').filter({ hasText: number })).toContainText(order.waybillNumber);
  expect(await download(page, invoices.getByRole('button', { name: `下载 PDF ${number}` }))).toEqual({ name: `${number}.pdf`, head: '%PDF' });
});

test('the billing page, the top-up dialog and a screenshot in English pass axe at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(90_000);
  // Every section with rows: a weighed order's charge, its invoice, a pending notice.
  const member = createMember('e2e-topup-a11y');
  const headers = await apiAuthorization(page.request, member);
  const order = await createOrderWith(page.request, headers, { parcels: CHARGED_PARCELS });
  await receiveWeighed(page.request, order.waybillNumber);
  const invoiced = await page.request.post(`/api/ops/orders/${order.id}/invoice`, { headers: await apiAuthorization(page.request, DEMO_OPERATOR) });
  expect(invoiced.status(), await invoiced.text()).toBe(201);
  const reference = `CMB${runReference()}`;
  await submitTopUpNotice(page.request, headers, reference, 71100);

  await signIn(page, member, '/en');
  await page.goto('/en/user/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My top-up notices' }).getByRole('row').filter({ hasText: reference })).toContainText('Pending');
  await expect(page.getByRole('combobox', { name: 'Month' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My invoices' }).getByRole('row').filter({ hasText: order.waybillNumber })).toContainText('CN¥711.00');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page);
    await checkDialog(page, page.getByRole('button', { name: 'Send a top-up notice' }), 'Send a top-up notice');
    await checkDialog(page, page.getByRole('button', { name: `View screenshot ${reference}` }), `Screenshot of the transfer ${reference}`, async (shown) => {
      await expect(shown.getByRole('img', { name: `Screenshot of the transfer: ${reference}` })).toBeVisible();
    });
  }
  // The form's own messages in English.
  await page.getByRole('button', { name: 'Send a top-up notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a top-up notice' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please choose a screenshot of the transfer')).toBeVisible();
  await expect(dialog.getByText('Please enter the transaction reference')).toBeVisible();
});
