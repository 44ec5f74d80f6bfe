import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createOrder, SMALL_PARCEL } from './support/orders';
import { DEMO_MEMBER, DEMO_MERCHANT, signIn } from './support/session';

// Labels and customs papers from the order detail and from a selection in My waybills, in both portals, against the
// real server: a 3-box order gives 3 labels (1/3, 2/3, 3/3), each saved under the server's file name
// (docs/domain/labels.md).

const pageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** Clicks `button`, waits for the download, answers its suggested name and bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const started = page.waitForEvent('download');
  await click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const threeBoxes = [{ ...SMALL_PARCEL, quantity: 3 }];

for (const { portal, account } of [
  { portal: 'user', account: DEMO_MEMBER },
  { portal: 'merchant', account: DEMO_MERCHANT },
] as const) {
  test(`${portal}: a 3-box order prints 3 labels in the chosen format, remembered, and its customs papers`, async ({ page }) => {
    await signIn(page, account);
    const order = await createOrder(page, { parcels: threeBoxes, reference: `DOC-${portal}-${Date.now()}` });
    const waybill = order.waybillNumber;
    await page.goto(`/${portal}/order-detail?id=${order.id}`);
    await expect(page.getByTestId('waybill-number')).toHaveText(waybill);

    const format = page.getByRole('combobox', { name: '标签格式' });
    await format.selectOption('pdf-100x150');
    const pdf = await download(page, () => page.getByRole('button', { name: '打印标签' }).click());
    expect(pdf.name).toBe(`label-${waybill}.pdf`);
    expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pageCount(pdf.bytes)).toBe(3);

    await format.selectOption('zpl');
    const zpl = await download(page, () => page.getByRole('button', { name: '打印标签' }).click());
    expect(zpl.name).toBe(`label-${waybill}.zpl`);
    const text = zpl.bytes.toString('utf8');
    expect(text.match(/\^XA/g)).toHaveLength(3);
    for (const box of ['001', '002', '003']) expect(text).toContain(`^FD${waybill}${box}^FS`);

    // The choice survives a reload (this browser remembers it).
    await page.reload();
    await expect(page.getByRole('combobox', { name: '标签格式' })).toHaveValue('zpl');

    const papers = page.getByRole('group', { name: '报关单据' });
    const declaration = await download(page, () => papers.getByRole('button', { name: '报关单 CN22/CN23' }).click());
    expect(declaration.name).toBe(`cn22-${waybill}.pdf`); // 2 × 12.50 USD: far below 300 SDR
    const invoice = await download(page, () => papers.getByRole('button', { name: '商业发票 / 装箱单' }).click());
    expect(invoice.name).toBe(`commercial-invoice-${waybill}.pdf`);
    expect(pageCount(invoice.bytes)).toBe(1);
  });
}

test('a selection in My waybills prints its labels in one file and its papers', async ({ page }) => {
  await signIn(page, DEMO_MEMBER);
  const stamp = Date.now();
  const first = await createOrder(page, { parcels: threeBoxes, reference: `SEL-${stamp}-1` });
  const second = await createOrder(page, { reference: `SEL-${stamp}-2` });
  await page.goto(`/user/my-order?waybill=${first.waybillNumber},${second.waybillNumber}`);
  const table = page.getByRole('table', { name: '运单列表' });
  await expect(table.getByRole('link', { name: first.waybillNumber, exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: `选择运单 ${first.waybillNumber}` }).check();
  await page.getByRole('checkbox', { name: `选择运单 ${second.waybillNumber}` }).check();

  await page.getByRole('combobox', { name: '标签格式' }).selectOption('pdf-a4');
  const sheet = await download(page, () => page.getByRole('button', { name: '打印标签（2）' }).click());
  expect(sheet.name).toBe('labels-2-orders-a4.pdf');
  expect(pageCount(sheet.bytes)).toBe(1); // 4 labels, four to an A4 sheet

  const papers = page.getByRole('group', { name: '报关单据' });
  const invoices = await download(page, () => papers.getByRole('button', { name: '商业发票 / 装箱单' }).click());
  expect(invoices.name).toBe('commercial-invoices-2-orders.pdf');
  expect(pageCount(invoices.bytes)).toBe(2);
});

for (const prefix of ['', '/en']) {
  test(`the order detail with its label and paper controls passes axe (${prefix || 'zh-Hans'})`, async ({ page }) => {
    await signIn(page, DEMO_MERCHANT, prefix as '' | '/en');
    const order = await createOrder(page, { parcels: threeBoxes });
    await page.goto(`${prefix}/merchant/order-detail?id=${order.id}`);
    await expect(page.getByRole('group', { name: prefix ? 'Customs papers' : '报关单据' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: prefix ? 'Label format' : '标签格式' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
