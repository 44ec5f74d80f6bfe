import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { sendContactMessage } from './support/contact';
import { DEMO_OPERATOR, signIn } from './support/session';

// The contact inbox (/ops/messages, docs/domain/operations.md "Contact inbox") against the real server: a visitor
// writes through the public site's contact form in a browser of their own, and an operator finds the message
// unread, opens it (which marks it read) and marks it handled with a note. Other specs send contact messages too,
// so the operator finds this one by a tag unique to the run, never by counting.

type Lang = '' | '/en';
const say = (lang: Lang, zh: string, en: string) => (lang ? en : zh);

/** A tag unique to this run. */
const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Opens a console page by its address and waits for its heading and data (skeletons gone). */
async function visit(page: Page, lang: Lang, path: string, heading: string) {
  await page.goto(`${lang}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('a visitor writes through the contact form; an operator finds it unread, reads it and marks it handled', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const tag = run();
  const subject = `德国海运拼箱询价 ${tag}`;

  // The visitor, not signed in, in a browser of their own.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/site/contact-us');
  await visitor.getByLabel(/^姓名/).fill('韩梅梅');
  await visitor.getByLabel(/^电子邮箱/).fill('hanmeimei@example.com');
  await visitor.getByLabel(/^电话/).fill('+86 139 8888 0000');
  await visitor.getByLabel(/^主题/).fill(subject);
  await visitor.getByLabel(/^留言内容/).fill(`我们下个月有两个托盘要发往汉堡，请报海运拼箱的价格。编号 ${tag}`);
  await visitor.getByRole('button', { name: '发送留言' }).click();
  await expect(visitor.getByText('留言已发送')).toBeVisible();
  await visitorContext.close();

  // The operator: the dashboard's tile opens the unread messages.
  await signIn(page, DEMO_OPERATOR);
  await page.getByRole('link', { name: /^未读留言/ }).click();
  await expect(page).toHaveURL(/\/ops\/messages\?state=unread$/);
  await expect(page.getByRole('combobox', { name: '状态' })).toHaveValue('unread');
  await page.getByRole('textbox', { name: '关键词' }).fill(tag);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`state=unread&keyword=${tag}$`));
  const table = page.getByRole('table', { name: '留言列表' });
  const row = table.getByRole('row').filter({ hasText: tag });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('未读');
  await expect(row).toContainText('韩梅梅');
  await expect(row).toContainText('hanmeimei@example.com');
  await expectNoSeriousA11yViolations(page);

  // Opening it reads it.
  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(/\/ops\/message-detail\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  await expect(page.getByText('已读未处理')).toBeVisible();
  await expect(page.getByRole('link', { name: 'hanmeimei@example.com' })).toHaveAttribute('href', 'mailto:hanmeimei@example.com');
  await expect(page.getByRole('link', { name: '+86 139 8888 0000' })).toHaveAttribute('href', 'tel:+8613988880000');
  await expect(page.getByText('未登录访客')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Handled, with a note.
  await page.getByRole('textbox', { name: /^处理备注/ }).fill('已电话联系，报价已发邮件。');
  await page.getByRole('button', { name: '标记为已处理' }).click();
  await expect(page.getByText('留言已标记为已处理')).toBeVisible();
  const handling = page.getByRole('region', { name: '处理情况' });
  await expect(handling).toContainText('已电话联系，报价已发邮件。');
  await expect(handling).toContainText('demo-operator');
  await expect(handling.getByRole('button', { name: '重新打开' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // No longer unread; listed as handled; in the audit log.
  await visit(page, '', `/ops/messages?state=unread&keyword=${tag}`, '留言');
  await expect(page.getByText('没有符合条件的留言。')).toBeVisible();
  await visit(page, '', `/ops/messages?state=handled&keyword=${tag}`, '留言');
  await expect(page.getByRole('table', { name: '留言列表' }).getByRole('row').filter({ hasText: tag })).toContainText('已处理');
  await visit(page, '', `/ops/audit?keyword=hanmeimei`, '操作日志');
  await expect(page.getByRole('table', { name: '操作日志' }).getByRole('row').filter({ hasText: '处理留言' }).first()).toContainText('韩梅梅 <hanmeimei@example.com>');
});

for (const lang of ['', '/en'] as const) {
  test(`inbox pages in ${lang ? 'English' : 'Chinese'}: axe on the list and on a message`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const tag = run();
    await sendContactMessage(request, { name: `Jane ${tag}`, email: 'jane@example.org', content: `Do you ship batteries to Canada? ${tag}` });
    await signIn(page, DEMO_OPERATOR, lang);

    await visit(page, lang, `/ops/messages?keyword=${tag}`, say(lang, '留言', 'Messages'));
    const menu = page.getByRole('navigation', { name: say(lang, '运营菜单', 'Operations menu') });
    await expect(menu.getByRole('link', { name: say(lang, '留言', 'Messages'), exact: true })).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('table', { name: say(lang, '留言列表', 'Messages') }).getByRole('row').filter({ hasText: tag });
    await expect(row).toContainText(say(lang, '未读', 'Unread'));
    await expectNoSeriousA11yViolations(page);

    // Without a subject the message's start is the link.
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: say(lang, '留言详情', 'Message') })).toBeVisible();
    await expect(page.getByText(`Do you ship batteries to Canada? ${tag}`)).toBeVisible();
    await expect(page.getByRole('button', { name: say(lang, '标记为已处理', 'Mark handled') })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
