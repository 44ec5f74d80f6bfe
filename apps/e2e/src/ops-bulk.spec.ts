import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import * as XLSX from 'xlsx';
import { checkDialog, expectCleanDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { createOrderWith, type CreatedOrder } from './support/orders';
import { apiAuthorization, createMember, DEMO_ADMIN, DEMO_OPERATOR, signIn } from './support/session';

// Events in bulk in the operations console (/ops/event-import, /ops/api-keys) against the real server: an admin
// downloads the event template, fills it here with SheetJS for two fresh orders (made through the API, so parallel
// specs see nothing change), previews a sheet with an unknown waybill (cell error, import disabled), then a clean one,
// imports it and finds the events on the orders; creates an API key (shown once), posts an event with it through the
// machine API (stored, then duplicate on a retry), revokes it (401). An operator sees no API-key menu entry and is
// refused on the page. axe on every step and dialog, in both languages and at phone width.

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A well-formed waybill number no order has. */
const UNKNOWN_WAYBILL = 'FA999999995CN';
const PLACE = { zh: '深圳测试仓', en: 'Shenzhen test warehouse' };
const SHANGHAI_OFFSET_MS = 8 * 60 * 60_000;

/** `time` as the template's local time in +08:00, to the minute (`2026-11-23 14:15`). */
function localMinute(time: number): string {
  return new Date(time + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * The first whole minute after `since` (the orders' creation), once it has passed: an imported event is refused
 * when it is older than the waybill's latest event (the order's creation) or in the future.
 */
async function eventMinuteAfter(since: number): Promise<number> {
  const minute = Math.ceil((since + 1_000) / 60_000) * 60_000;
  const wait = minute + 1_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return minute;
}

/**
 * The downloaded template with its example row replaced by `rows` (columns in the contract's order: waybill, time,
 * time zone, code, location zh, location en, description zh, description en).
 */
function fillTemplate(template: Buffer, rows: Array<[waybill: string, time: string, code: string]>): Buffer {
  const workbook = XLSX.read(template, { type: 'buffer' });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) throw new Error('the template has no sheet');
  const [header = []] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, defval: '' });
  expect(header.length).toBeGreaterThanOrEqual(8);
  const data = rows.map(([waybill, time, code]) => [waybill, time, '+08:00', code, PLACE.zh, PLACE.en, '', '']);
  const filled = XLSX.utils.aoa_to_sheet([header, ...data]);
  workbook.Sheets[name as string] = filled;
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function upload(page: Page, buffer: Buffer, name: string) {
  await page.getByTestId('event-import-input').setInputFiles({ name, mimeType: XLSX_MIME, buffer });
  await expect(page.getByRole('heading', { level: 2, name: '核对预览' })).toBeVisible({ timeout: 30_000 });
}

async function orderEvents(api: APIRequestContext, admin: Record<string, string>, waybill: string) {
  const response = await api.get(`/api/ops/waybills/${waybill}`, { headers: admin });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { events: Array<{ code: string | null; source: string; locationZh: string }> }).events;
}

test('an admin imports events from a spreadsheet, and runs an API key from creation to revocation', async ({ page, request }) => {
  test.setTimeout(240_000);
  const member = await apiAuthorization(request, createMember('e2e-bulk'));
  const admin = await apiAuthorization(request, DEMO_ADMIN);
  const orders: CreatedOrder[] = [await createOrderWith(request, member), await createOrderWith(request, member)];
  const createdAt = Date.now();
  const [first, second] = orders as [CreatedOrder, CreatedOrder];

  await signIn(page, DEMO_ADMIN);
  await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '导入事件' }).click();
  await expect(page).toHaveURL(/\/ops\/event-import$/);
  await expect(page.getByRole('heading', { level: 1, name: '导入事件' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The template, in the console's language.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载事件模板' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('event-import-template.xlsx');
  const template = await readFile(await download.path());

  // A sheet with an unknown waybill: the cell says why, the import stays disabled.
  const minute = await eventMinuteAfter(createdAt);
  const time = localMinute(minute);
  await upload(page, fillTemplate(template, [[first.waybillNumber, time, 'RECEIVED'], [UNKNOWN_WAYBILL, time, 'RECEIVED']]), 'with-error.xlsx');
  await expect(page.getByTestId('event-import-invalid')).toHaveText('1');
  const table = page.getByRole('table', { name: '事件预览' });
  const bad = table.getByRole('row').filter({ hasText: UNKNOWN_WAYBILL });
  await expect(bad.getByRole('rowheader')).toHaveText('3');
  await expect(bad.locator('td[aria-invalid="true"]')).not.toHaveCount(0);
  await expect(page.getByRole('button', { name: /^导入 1 个事件/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  // At phone width the wide preview scrolls inside its own box; the page does not.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The clean sheet: previewed, imported all at once.
  await page.getByRole('button', { name: '重新选择文件' }).click();
  await expect(page.getByRole('button', { name: '选择文件' })).toBeFocused();
  await upload(page, fillTemplate(template, [[first.waybillNumber, time, 'RECEIVED'], [second.waybillNumber, time, 'RECEIVED']]), 'events.xlsx');
  await expect(page.getByTestId('event-import-total')).toHaveText('2');
  await expect(page.getByTestId('event-import-invalid')).toHaveText('0');
  await expect(table.getByRole('rowheader')).toHaveText(['2', '3']);
  await page.getByRole('button', { name: /^导入 2 个事件/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: '导入完成' })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByText('已为 2 个运单写入 2 个事件。')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (const order of orders) {
    const events = await orderEvents(request, admin, order.waybillNumber);
    expect(events.some((event) => event.code === 'RECEIVED' && event.source === 'import' && event.locationZh === PLACE.zh)).toBe(true);
  }
  await page.getByRole('link', { name: '在运单列表中查看' }).click();
  await expect(page).toHaveURL(/\/ops\/orders\?numbers=/);
  const list = page.getByRole('table', { name: '运单列表' });
  for (const order of orders) await expect(list.getByRole('row').filter({ hasText: order.waybillNumber })).toContainText('已入库');

  // An API key: created, shown once, used, revoked.
  await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: 'API 密钥' }).click();
  await expect(page).toHaveURL(/\/ops\/api-keys$/);
  await expect(page.getByTestId('api-key-example')).toContainText('X-Api-Key: fwk_');
  await expectNoSeriousA11yViolations(page);
  const createButton = page.getByRole('button', { name: '新建 API 密钥' });
  await checkDialog(page, createButton, '新建 API 密钥');
  const keyName = `e2e-carrier-${Date.now().toString(36)}`;
  await createButton.click();
  const create = page.getByRole('dialog', { name: '新建 API 密钥' });
  await create.getByRole('textbox', { name: /^名称/ }).fill(keyName);
  await expect(create.getByRole('checkbox', { name: /^events:write/ })).toBeChecked();
  await create.getByRole('button', { name: '创建' }).click();
  const shown = page.getByRole('alertdialog', { name: `API 密钥：${keyName}` });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('这个密钥只显示这一次')).toBeVisible();
  const secret = await shown.getByRole('textbox', { name: '密钥' }).inputValue();
  // `fwk_` + 8 characters of prefix (base64url: `_` and `-` too) + `_` + 43 characters (the contract).
  expect(secret).toMatch(/^fwk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
  await expectCleanDialog(page, shown);
  await shown.getByRole('button', { name: '完成' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByText(secret)).toHaveCount(0);
  const row = page.getByRole('table', { name: 'API 密钥' }).getByRole('row').filter({ hasText: keyName });
  await expect(row).toContainText(secret.slice(0, 12));

  const call = () =>
    request.post('/api/ops/integrations/events', {
      headers: { 'X-Api-Key': secret, 'Accept-Language': 'en' },
      data: {
        events: [
          {
            clientEventId: `${keyName}-1`,
            waybillNumber: first.waybillNumber,
            code: 'DEPARTED_ORIGIN',
            time: new Date(Date.now() - 1_000 + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19) + '+08:00',
            locationZh: '深圳',
            locationEn: 'Shenzhen',
          },
        ],
      },
    });
  const stored = await call();
  expect(stored.status(), await stored.text()).toBe(200);
  const result = (await stored.json()) as { storedCount: number; items: Array<{ clientEventId: string; outcome: string }> };
  expect(result.storedCount).toBe(1);
  expect(result.items[0]).toMatchObject({ clientEventId: `${keyName}-1`, outcome: 'stored' });
  expect((await orderEvents(request, admin, first.waybillNumber)).some((event) => event.code === 'DEPARTED_ORIGIN' && event.source === 'api')).toBe(true);

  await page.reload();
  const revoke = row.getByRole('button', { name: `吊销 ${keyName}` });
  await checkDialog(page, revoke, `吊销 API 密钥 ${keyName}？`);
  await revoke.click();
  const confirm = page.getByRole('dialog', { name: `吊销 API 密钥 ${keyName}？` });
  await confirm.getByRole('button', { name: '吊销' }).click();
  await expect(confirm).toBeHidden();
  // The box follows the URL (`?revoked=1`), so it shows checked once the navigation has happened.
  const showRevoked = page.getByRole('checkbox', { name: '显示已吊销的密钥' });
  await showRevoked.click();
  await expect(showRevoked).toBeChecked();
  await expect(page).toHaveURL(/revoked=1/);
  await expect(page.getByRole('table', { name: 'API 密钥' }).getByRole('row').filter({ hasText: keyName })).toContainText('已吊销');
  const refused = await call();
  expect(refused.status(), await refused.text()).toBe(401);

  // The audit log has the import and the key's life.
  const audit = await request.post('/api/ops/audit/list', { headers: admin, data: { maxResultCount: 50 } });
  expect(audit.ok(), await audit.text()).toBe(true);
  const actions = ((await audit.json()) as { items: Array<{ action: string }> }).items.map((entry) => entry.action);
  for (const action of ['order.import', 'api-key.create', 'api-key.revoke']) expect(actions).toContain(action);
});

test('operators see no API-key menu entry and are refused on the page; axe in English and at phone width', async ({ page }) => {
  await signIn(page, DEMO_OPERATOR);
  const menu = page.getByRole('navigation', { name: '运营菜单' });
  await expect(menu.getByRole('link', { name: '导入事件' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'API 密钥' })).toHaveCount(0);
  await page.goto('/ops/api-keys');
  await expect(page.getByRole('alert')).toContainText('仅管理员可用');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/en/ops/event-import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import events' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});

test('the API-key page in English and at phone width (admin)', async ({ page }) => {
  await signIn(page, DEMO_ADMIN, '/en');
  await page.goto('/en/ops/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'How a carrier calls the API' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkDialog(page, page.getByRole('button', { name: 'New API key' }), 'New API key');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
