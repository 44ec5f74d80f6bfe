import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import * as XLSX from 'xlsx';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createShenzhenAddress, setDefaultSender } from './support/address-book';
import { createMember, signIn } from './support/session';

// Batch order by spreadsheet (/user/batch-order) against the real server: a fresh member (its orders and default
// sender are its own, so parallel specs see nothing change) gets a default sender through the API, downloads the
// template, fills it here with SheetJS (2 valid rows, 1 invalid), uploads it, checks the preview, confirms, and finds
// the new waybills in My waybills. axe runs on the empty and preview states in both languages.

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The template's header titles (either language) of the columns the test changes. */
const TITLES = {
  customerReference: ['客户单号', 'Customer reference'],
  receiverName: ['收件人姓名', 'Receiver name'],
  receiverPhoneNumber: ['收件人电话', 'Receiver phone'],
};

/** Gives the signed-in member an address and makes it the default sender (every batch row's sender). */
/**
 * The downloaded template filled in: its own example row twice with other receivers and references, and once with
 * a phone number the server refuses. Rows 2 and 3 valid, row 4 invalid.
 */
function fillTemplate(template: Buffer, run: string): Buffer {
  const workbook = XLSX.read(template, { type: 'buffer' });
  const sheet = workbook.Sheets['Orders'];
  if (!sheet) throw new Error(`no Orders sheet in the template: ${workbook.SheetNames.join(', ')}`);
  const [header = [], example = []] = XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, raw: true, defval: '' });
  const column = (key: keyof typeof TITLES) => {
    const index = header.findIndex((title) => TITLES[key].includes(String(title)));
    expect(index, key).toBeGreaterThanOrEqual(0);
    return index;
  };
  const row = (reference: string, name: string, phone?: string) => {
    const cells = [...example];
    cells[column('customerReference')] = reference;
    cells[column('receiverName')] = name;
    if (phone !== undefined) cells[column('receiverPhoneNumber')] = phone;
    return cells;
  };
  XLSX.utils.sheet_add_aoa(
    sheet,
    [row(`B-${run}-1`, 'Alice Batch'), row(`B-${run}-2`, 'Bob Batch'), row(`B-${run}-3`, 'Carol Batch', 'not a phone')],
    { origin: 'A2' },
  );
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function uploadSpreadsheet(page: Page, buffer: Buffer) {
  await page.getByTestId('batch-upload-input').setInputFiles({ name: 'batch-orders.xlsx', mimeType: XLSX_MIME, buffer });
}

test('a member orders by spreadsheet: template, preview with an invalid row, confirm, My waybills', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await signIn(page, createMember('e2e-batch'));
  await setDefaultSender(page, await createShenzhenAddress(page, '批量发件人'));

  // Empty state (zh): the rules, the default sender, a file refused without uploading.
  await page.goto('/user/batch-order');
  await expect(page.getByRole('heading', { level: 1, name: '批量下单' })).toBeVisible();
  await expect(page.getByTestId('batch-default-sender')).toContainText('批量发件人');
  await expectNoSeriousA11yViolations(page);
  let previewCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/order/preview-by-excel')) previewCalls += 1;
  });
  await page.getByTestId('batch-upload-input').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2\n') });
  await expect(page.getByRole('alert')).toContainText('“orders.csv” 不是 .xlsx 文件。');
  expect(previewCalls).toBe(0);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载订单模板' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('order-template.xlsx');
  const filled = fillTemplate(await readFile(await download.path()), run);

  // English: empty and preview states pass axe (nothing is submitted here).
  await page.goto('/en/user/batch-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Batch order' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await uploadSpreadsheet(page, filled);
  await expect(page.getByRole('heading', { level: 2, name: 'Check the preview' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('batch-invalid')).toHaveText('1');
  await expectNoSeriousA11yViolations(page);

  // Chinese: upload, preview, confirm.
  await page.goto('/user/batch-order');
  await uploadSpreadsheet(page, filled);
  await expect(page.getByRole('heading', { level: 2, name: '核对预览' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('batch-total')).toHaveText('3');
  await expect(page.getByTestId('batch-valid')).toHaveText('2');
  await expect(page.getByTestId('batch-invalid')).toHaveText('1');
  const table = page.getByRole('table', { name: '订单预览' });
  const invalidRow = table.getByRole('row').filter({ hasText: 'Carol Batch' });
  await expect(invalidRow.getByRole('rowheader')).toHaveText('4');
  await expect(invalidRow.getByText('1 处错误')).toBeVisible();
  const badCell = invalidRow.locator('td[aria-invalid="true"]');
  await expect(badCell).toHaveCount(1);
  await expect(badCell).toContainText('not a phone');
  await expect(page.getByText('1 行有错误，提交时将被跳过')).toBeVisible();
  // The wide table scrolls sideways inside its own box; the page does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('checkbox', { name: '只看有错误的行（1）' }).check();
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: '提交 2 个有效订单' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '下单完成' })).toBeVisible({ timeout: 30_000 });
  const created = page.getByRole('table', { name: '已创建的运单' });
  const links = created.getByRole('link');
  await expect(links).toHaveCount(2);
  const waybills = await links.allTextContents();
  for (const waybill of waybills) expect(waybill).toMatch(/^F[AS]\d{9}CN$/);
  await expect(created.getByRole('row').filter({ hasText: `B-${run}-1` }).getByRole('cell').first()).toHaveText('2');
  await expect(created.getByRole('row').filter({ hasText: `B-${run}-2` }).getByRole('cell').first()).toHaveText('3');
  await expectNoSeriousA11yViolations(page);

  // Both orders' labels in one PDF, saved under the server's file name.
  const labels = page.waitForEvent('download');
  await page.getByRole('button', { name: '打印全部标签' }).click();
  const labelFile = await labels;
  expect(labelFile.suggestedFilename()).toBe('labels-2-orders.pdf');
  const pdf = await readFile(await labelFile.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // My waybills, filtered by the two waybill numbers (the result's link fills the filter).
  await page.getByRole('link', { name: '在我的运单中查看' }).click();
  await expect(page).toHaveURL(/\/user\/my-order\?waybill=/);
  await expect(page.getByRole('textbox', { name: '运单号' })).toHaveValue(waybills.join(','));
  const list = page.getByRole('table', { name: '运单列表' });
  await expect(list.getByRole('row')).toHaveCount(3); // header + the two new waybills
  for (const waybill of waybills) await expect(list.getByRole('link', { name: waybill, exact: true })).toBeVisible();
  await expect(list).not.toContainText('Carol Batch');
});
