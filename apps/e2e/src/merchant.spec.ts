import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_MEMBER, DEMO_MERCHANT, signIn } from './support/session';

// Merchant centre and the shared data-management feature against the real server (CAPTCHA_TEST_CODE=TEST):
// upload, list, detail, byte-identical download, client- and server-side refusals, the owner check seen
// from a member's account, and axe on the merchant pages in both languages.

const UPLOAD_PATH = '/api/f/merchant-management/merchant-datas';

async function signInAsMerchant(page: Page) {
  await signIn(page, DEMO_MERCHANT);
  await expect(page).toHaveURL(/\/merchant\/center$/);
}

/** A small but real PDF (the server checks the magic bytes), unique per run. */
function pdfBytes(): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${Date.now()}-${Math.random()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

async function fillTitle(page: Page, title: string) {
  await page.getByLabel(/^标题/).fill(title);
}

test('a merchant lands on the merchant centre with its merchant id, counts and shortcuts', async ({ page }) => {
  await signInAsMerchant(page);
  await expect(page.getByRole('heading', { level: 1, name: '我的主页' })).toBeVisible();
  await expect(page.getByTestId('merchant-id')).toHaveText('M100001');
  await expect(page.getByRole('heading', { name: '我的资料' })).toBeVisible();
  await expect(page.getByText('资料总数')).toBeVisible();
  await expect(page.getByText('运单总数')).toBeVisible();
  await expect(page.getByRole('link', { name: '上传资料' })).toBeVisible();
});

test('upload a PDF, find it in the list, open it and download it byte-identical; a member cannot see it', async ({ page, browser }) => {
  const bytes = pdfBytes();
  const title = `E2E 发票 ${Date.now()}`;
  await signInAsMerchant(page);
  await page.goto('/merchant/merchant-datas?new=1');
  await fillTitle(page, title);
  await page.getByLabel(/^说明/).fill('端到端测试上传');
  await page.getByLabel(/^分类/).selectOption('10');
  await page.getByTestId('data-upload-input').setInputFiles({ name: 'e2e-invoice.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByText('e2e-invoice.pdf')).toBeVisible();
  await page.getByRole('button', { name: '开始上传' }).click();

  // Success opens the new record's detail.
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const id = new URL(page.url()).searchParams.get('id');
  expect(id).toBeTruthy();

  // Listed (the list query was invalidated), and found by keyword through the URL filters.
  await page.getByRole('link', { name: '返回资料列表' }).click();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByLabel('关键词').fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`\\?id=${id}$`));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 e2e-invoice.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('e2e-invoice.pdf');
  const saved = await download.path();
  expect(readFileSync(saved).equals(bytes)).toBe(true);

  await expectMemberCannotOpen(browser, id ?? '');
});

async function expectMemberCannotOpen(browser: Browser, id: string) {
  const context = await browser.newContext();
  try {
    const member = await context.newPage();
    await signIn(member, DEMO_MEMBER);
    await expect(member).toHaveURL(/\/user\/center$/);
    await member.goto(`/user/merchant-datas?id=${id}`);
    await expect(member.getByText('找不到这条资料')).toBeVisible();
  } finally {
    await context.close();
  }
}

test('refuses an .exe renamed to .pdf (server) and a file over 10 MiB (client) with clear messages', async ({ page }) => {
  await signInAsMerchant(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === UPLOAD_PATH) uploads.push(request.url());
  });

  await page.goto('/merchant/merchant-datas?new=1');
  await fillTitle(page, '伪装的安装包');
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(2048, 7)]);
  await page.getByTestId('data-upload-input').setInputFiles({ name: 'tool.pdf', mimeType: 'application/pdf', buffer: exe });
  await page.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText('上传失败')).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('alert')).toContainText('tool.pdf');
  expect(uploads).toHaveLength(1);

  await page.getByRole('button', { name: '移除 tool.pdf' }).click();
  await page
    .getByTestId('data-upload-input')
    .setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 1) });
  await expect(page.getByText('文件超过 10 MB，无法上传。')).toBeVisible();
  await page.getByRole('button', { name: '开始上传' }).click();
  await expect(page.getByText('请先移除不符合要求的文件。')).toBeVisible();
  expect(uploads).toHaveLength(1);
});

test('merchant pages pass axe in both languages', async ({ page }) => {
  await signInAsMerchant(page);
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/merchant/center`);
    await expect(page.getByTestId('merchant-id')).toHaveText('M100001');
    await expect(page.getByRole('heading', { level: 2, name: /^(我的资料|My data records)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${prefix}/merchant/merchant-datas`);
    await expect(page.getByRole('heading', { level: 1, name: /^(数据管理|Data management)$/ })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('table').or(page.getByText(/^(暂无资料|No data records yet)$/))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${prefix}/merchant/merchant-datas?new=1`);
    await expect(page.getByRole('button', { name: /^(开始上传|Upload)$/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});
