import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_MEMBER, signIn } from './support/session';

// My waybills and the order detail against the real server (CAPTCHA_TEST_CODE=TEST). demo-member owns the seeded
// waybill FA000000014CN (docs/domain/logistics.md).

const WAYBILL = 'FA000000014CN';

test('a member filters the waybills, opens one, prints its label and exports the list', async ({ page }) => {
  await signIn(page, DEMO_MEMBER);
  await page.goto('/user/my-order');
  await expect(page.getByRole('heading', { level: 1, name: '我的运单' })).toBeVisible();
  await expect(page.getByRole('table', { name: '运单列表' })).toBeVisible();

  await page.getByRole('textbox', { name: '运单号' }).fill(WAYBILL.toLowerCase());
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/\?waybill=fa000000014cn$/);
  const table = page.getByRole('table', { name: '运单列表' });
  await expect(table.getByRole('row')).toHaveCount(2); // header + the one waybill
  await expect(table.getByRole('link', { name: WAYBILL, exact: true })).toBeVisible();

  // Export: the filtered list as a spreadsheet (an .xlsx is a zip: "PK").
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK');

  await table.getByRole('link', { name: WAYBILL, exact: true }).click();
  await expect(page).toHaveURL(/\/user\/order-detail\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
  await expect(page.getByText(WAYBILL, { exact: true })).toBeVisible();
  const timeline = page.getByRole('list', { name: '物流轨迹' });
  await expect(timeline).toBeVisible();
  expect(await timeline.getByRole('listitem').count()).toBeGreaterThan(0);

  // The label through the page's button: the response is a PDF (and a new tab opens for it).
  const labelResponse = page.waitForResponse((response) => /\/order\/label\//.test(response.url()));
  await page.getByRole('button', { name: '打印标签' }).click();
  const response = await labelResponse;
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('an unknown order id shows the not-found message', async ({ page }) => {
  await signIn(page, DEMO_MEMBER);
  await page.goto('/user/order-detail?id=00000000-0000-4000-8000-000000000999');
  await expect(page.getByText('找不到这个订单，它可能不存在或不属于您。')).toBeVisible();
});

for (const prefix of ['', '/en']) {
  test(`my waybills and the order detail pass axe (${prefix || 'zh-Hans'})`, async ({ page }) => {
    await signIn(page, DEMO_MEMBER);
    await page.goto(`${prefix}/user/my-order?waybill=${WAYBILL}`);
    const table = page.getByRole('table', { name: prefix ? 'Waybills' : '运单列表' });
    await expect(table.getByRole('link', { name: WAYBILL, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await table.getByRole('link', { name: WAYBILL, exact: true }).click();
    await expect(page.getByRole('list', { name: prefix ? 'Tracking' : '物流轨迹' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
