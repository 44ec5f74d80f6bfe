import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { checkDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { createOrderWith } from './support/orders';
import { apiAuthorization, createMember, DEMO_ADMIN, DEMO_OPERATOR, signIn } from './support/session';

// Charge types, exchange rates (site management) and staff-added charge lines in the console (issue 29,
// docs/domain/billing.md) against the real server: axe on both pages and on their dialogs and the add-charge-line
// dialog, in both languages, at 1280 and 375 px; an operator adds a line to a received order's charge.

type Lang = '' | '/en';
const say = (lang: Lang, zh: string, en: string) => (lang ? en : zh);
const BOXES = [
  { weightKg: 3.9, lengthCm: 42, widthCm: 30, heightCm: 20 },
  { weightKg: 3.7, lengthCm: 42, widthCm: 30, heightCm: 20 },
];

async function atBothWidths(page: Page) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lang of ['', '/en'] as const) {
  test(`charge types and exchange rates in ${lang ? 'English' : 'Chinese'} (axe at 1280 and 375 px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_ADMIN, lang);
    await page.goto(`${lang}/ops/charge-types`);
    await expect(page.getByRole('table', { name: say(lang, '费用类型', 'Charge types') }).getByText(say(lang, '偏远地区附加费', 'Remote area surcharge'))).toBeVisible();
    await atBothWidths(page);
    await checkDialog(page, page.getByRole('button', { name: say(lang, '新建费用类型', 'New charge type') }), say(lang, '新建费用类型', 'New charge type'));

    await page.goto(`${lang}/ops/exchange-rates`);
    await expect(page.getByRole('heading', { level: 1, name: say(lang, '汇率', 'Exchange rates'), exact: true })).toBeVisible();
    await atBothWidths(page);
    await checkDialog(page, page.getByRole('button', { name: say(lang, '录入汇率', 'Record a rate') }), say(lang, '录入汇率', 'Record a rate'));
  });

  test(`an operator adds a line to a received order's charge in ${lang ? 'English' : 'Chinese'} (axe on the dialog)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = createMember('e2e-chg');
    const order = await createOrderWith(request, await apiAuthorization(request, member));
    const received = await request.post('/api/ops/receiving', { headers: await apiAuthorization(request, DEMO_OPERATOR), data: { waybillNumber: order.waybillNumber, parcels: BOXES } });
    expect(received.ok(), await received.text()).toBe(true);

    await signIn(page, DEMO_OPERATOR, lang);
    await page.goto(`${lang}/ops/order-detail?id=${order.id}`);
    const add = page.getByRole('button', { name: say(lang, '添加费用明细', 'Add charge line') });
    await expect(add).toBeVisible();
    await checkDialog(page, add, say(lang, `添加费用明细：${order.waybillNumber}`, `Add charge line: ${order.waybillNumber}`));

    await add.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: say(lang, '收费项目', 'Charge type') }).selectOption('remote-area');
    await dialog.getByRole('textbox', { name: say(lang, '金额', 'Amount') }).fill('50');
    await dialog.getByRole('textbox', { name: say(lang, '原因', 'Reason') }).fill('99950');
    await dialog.getByRole('button', { name: say(lang, '保存', 'Save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('charge-total')).toHaveText(say(lang, '¥761.00', 'CN¥761.00'));
    await expect(page.getByTestId('charge-breakdown').getByText(say(lang, '偏远地区附加费', 'Remote area surcharge'))).toBeVisible();
  });
}
