import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiAuthorization, createMember, DEMO_OPERATOR, signIn } from './support/session';

// Customers' top-up notices in the console (/ops/top-up-notices, docs/domain/billing.md "Top-up notices") against
// the real server: a member of the run's own tells staff they paid (through the customer contract: the portals'
// form is the billing page's), and an operator reviews each notice with its screenshot, confirms one (the payment is
// recorded) and rejects another with a reason. axe on the list and the dialog, in both languages, at 1280 and 375 px.

type Lang = '' | '/en';
const say = (lang: Lang, zh: string, en: string) => (lang ? en : zh);

/** A real PNG (1 × 1) as a phone's screenshot would be a PNG. */
const SCREENSHOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64');

/** A reference unique to this run. */
const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function submitNotice(api: APIRequestContext, headers: Record<string, string>, reference: string, amountMinor: number) {
  const res = await api.post('/api/f/billing-management/top-up-notice', {
    headers,
    multipart: {
      method: 'bank-transfer',
      amountMinor: String(amountMinor),
      currency: 'CNY',
      transferredOn: new Date().toISOString().slice(0, 10),
      reference,
      memo: '十二月预付款',
      screenshot: { name: 'transfer.png', mimeType: 'image/png', buffer: SCREENSHOT },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens the pending notices and waits for the list (skeletons gone). */
async function visitPending(page: Page, lang: Lang) {
  await page.goto(`${lang}/ops/top-up-notices?state=pending`);
  await expect(page.getByRole('heading', { level: 1, name: say(lang, '充值通知', 'Top-up notices'), exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a notice's dialog from its row and waits for its screenshot. */
async function openNotice(page: Page, lang: Lang, reference: string) {
  const table = page.getByRole('table', { name: say(lang, '充值通知列表', 'Top-up notices') });
  await table.getByRole('button', { name: say(lang, `审核充值通知 ${reference}`, `Review top-up notice ${reference}`) }).click();
  const dialog = page.getByRole('dialog', { name: say(lang, `充值通知 ${reference}`, `Top-up notice ${reference}`) });
  await expect(dialog.getByRole('img', { name: say(lang, `转账截图：${reference}`, `Screenshot of the transfer: ${reference}`) })).toBeVisible();
  return dialog;
}

for (const lang of ['', '/en'] as const) {
  test(`top-up notices in ${lang ? 'English' : 'Chinese'}: an operator confirms one and rejects one (axe at 1280 and 375 px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = createMember('e2e-topup');
    const headers = await apiAuthorization(request, member);
    const [toConfirm, toReject, toView] = [`CMB${run()}A`, `CMB${run()}B`, `CMB${run()}C`];
    await submitNotice(request, headers, toConfirm, 100000);
    await submitNotice(request, headers, toReject, 25050);
    await submitNotice(request, headers, toView, 5000);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO_OPERATOR, lang);
    await visitPending(page, lang);
    const menu = page.getByRole('navigation', { name: say(lang, '运营菜单', 'Operations menu') });
    await expect(menu.getByRole('link', { name: say(lang, '充值通知', 'Top-up notices'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: say(lang, '状态', 'Status') })).toHaveValue('pending');
    const table = page.getByRole('table', { name: say(lang, '充值通知列表', 'Top-up notices') });
    await expect(table.getByRole('row').filter({ hasText: toConfirm })).toContainText(member.username);
    await expectNoSeriousA11yViolations(page);

    // Confirmed: the payment is recorded and the notice leaves the pending list.
    let dialog = await openNotice(page, lang, toConfirm);
    await expect(dialog).toContainText('十二月预付款');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: new RegExp(say(lang, '^确认到账', '^Confirm')) }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: toConfirm })).toHaveCount(0);

    // Rejected: not without a reason, then with one.
    dialog = await openNotice(page, lang, toReject);
    await dialog.getByRole('button', { name: say(lang, '驳回', 'Reject'), exact: true }).click();
    await expect(dialog.getByText(say(lang, '请填写驳回原因', 'Please give the reason for rejecting'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox', { name: new RegExp(say(lang, '^驳回原因', '^Reason for rejecting')) }).fill('未收到该笔转账，请核对流水号');
    await dialog.getByRole('button', { name: say(lang, '驳回', 'Reject'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: toReject })).toHaveCount(0);

    // Both are listed with their outcome.
    await page.goto(`${lang}/ops/top-up-notices`);
    await expect(table.getByRole('row').filter({ hasText: toConfirm })).toContainText(say(lang, '已确认', 'Confirmed'));
    await expect(table.getByRole('row').filter({ hasText: toReject })).toContainText(say(lang, '已驳回', 'Rejected'));

    // On a phone: the list and a notice's dialog.
    await page.setViewportSize({ width: 375, height: 740 });
    await visitPending(page, lang);
    await expectNoSeriousA11yViolations(page);
    dialog = await openNotice(page, lang, toView);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: say(lang, '关闭', 'Close') }).first().click();
    await expect(dialog).toBeHidden();
  });
}
