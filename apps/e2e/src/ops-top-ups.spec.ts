import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { openTopUpNotice, runReference, say, submitTopUpNotice, visitPendingTopUps } from './support/billing';
import { apiAuthorization, createMember, DEMO_OPERATOR, signIn } from './support/session';

// Customers' top-up notices in the console (/ops/top-up-notices, docs/domain/billing.md "Top-up notices") against
// the real server: a member of the run's own tells staff they paid (through the customer contract: the portals'
// form is the billing page's), and an operator reviews each notice with its screenshot, confirms one (the payment is
// recorded) and rejects another with a reason. axe on the list and the dialog, in both languages, at 1280 and 375 px.

for (const lang of ['', '/en'] as const) {
  test(`top-up notices in ${lang ? 'English' : 'Chinese'}: an operator confirms one and rejects one (axe at 1280 and 375 px)`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const member = createMember('e2e-topup');
    const headers = await apiAuthorization(request, member);
    const [toConfirm, toReject, toView] = [`CMB${runReference()}A`, `CMB${runReference()}B`, `CMB${runReference()}C`];
    await submitTopUpNotice(request, headers, toConfirm, 100000);
    await submitTopUpNotice(request, headers, toReject, 25050);
    await submitTopUpNotice(request, headers, toView, 5000);

    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, DEMO_OPERATOR, lang);
    await visitPendingTopUps(page, lang);
    const menu = page.getByRole('navigation', { name: say(lang, '运营菜单', 'Operations menu') });
    await expect(menu.getByRole('link', { name: say(lang, '充值通知', 'Top-up notices'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('combobox', { name: say(lang, '状态', 'Status') })).toHaveValue('pending');
    const table = page.getByRole('table', { name: say(lang, '充值通知列表', 'Top-up notices') });
    await expect(table.getByRole('row').filter({ hasText: toConfirm })).toContainText(member.username);
    await expectNoSeriousA11yViolations(page);

    // Confirmed: the payment is recorded and the notice leaves the pending list.
    let dialog = await openTopUpNotice(page, lang, toConfirm);
    await expect(dialog).toContainText('十二月预付款');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: new RegExp(say(lang, '^确认到账', '^Confirm')) }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: toConfirm })).toHaveCount(0);

    // Rejected: not without a reason, then with one.
    dialog = await openTopUpNotice(page, lang, toReject);
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
    await visitPendingTopUps(page, lang);
    await expectNoSeriousA11yViolations(page);
    dialog = await openTopUpNotice(page, lang, toView);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: say(lang, '关闭', 'Close') }).first().click();
    await expect(dialog).toBeHidden();
  });
}
