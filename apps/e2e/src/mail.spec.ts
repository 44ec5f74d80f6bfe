import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test, waitingForHydration } from './support/test';
import { checkDialog, expectNoSeriousA11yViolations } from './support/a11y';
import { sendContactMessage } from './support/contact';
import { apiAuthorization, createMember, DEMO_ADMIN, DEMO_OPERATOR, signIn } from './support/session';

// E-mail in the apps (issue 12) against the default server, which has no SMTP_URL: the login page says to contact
// customer service (no reset link without mail), a reply to a contact message is kept with it and waits in the
// outbox as pending, where staff read it, and a member's status-mail setting is saved. axe on the new pages and
// dialogs in both languages at desktop and phone widths. Mail that is really sent and received (a reply, a status
// change, a forgotten password through its link) is mail-delivery.spec.ts, against the suite's mail-sending server.

type Lang = '' | '/en';
const say = (lang: Lang, zh: string, en: string) => (lang ? en : zh);
const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const SCREENS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Opens a page by its address and waits for its heading and data (skeletons gone). */
async function visit(page: Page, path: string, heading: string, level: 1 | 2 = 1) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A contact message from a visitor, answered through the API by an admin: the message's and the reply mail's ids. */
async function messageWithReply(api: APIRequestContext, tag: string): Promise<{ messageId: string; mailId: string; email: string }> {
  const email = `mail-${tag}@example.org`;
  const messageId = await sendContactMessage(api, { name: `Visitor ${tag}`, email, subject: `Quote ${tag}`, content: `Do you ship to Norway? ${tag}` });
  const replied = await api.post(`/api/ops/messages/${messageId}/reply`, {
    headers: await apiAuthorization(api, DEMO_ADMIN),
    data: { text: `Yes, we do. ${tag}` },
  });
  expect(replied.ok(), await replied.text()).toBe(true);
  const { replies } = (await replied.json()) as { replies: Array<{ mailId: string }> };
  return { messageId, mailId: replies.at(-1)?.mailId ?? '', email };
}

test('without mail, the login page says to contact customer service and a reset link is refused clearly', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await expect(page.getByText(/忘记密码？请联系客服/)).toBeVisible();
  await expect(page.getByRole('link', { name: '忘记密码？' })).toHaveCount(0);

  // The forgot page, reached by its address, says the same instead of a form.
  await page.goto('/en/forgot-password');
  await expect(page.getByText(/Forgot your password\? Contact customer service/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);

  // A link the server does not know: the page says it is invalid and offers a new one.
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel(/^新密码/).fill('Harbour2027');
  await page.getByLabel(/^确认新密码/).fill('Harbour2027');
  await page.getByRole('button', { name: '设置新密码' }).click();
  await expect(page.getByText('链接无效或已过期')).toBeVisible();
  await expect(page.getByRole('link', { name: '重新获取重置链接' })).toHaveAttribute('href', '/forgot-password');
});

test('an operator replies to a contact message by e-mail; the reply waits in the outbox as pending', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const tag = run();
  const email = `reply-${tag}@example.org`;
  const subject = `挪威专线询价 ${tag}`;

  // A visitor writes through the contact form, in a browser of their own.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = waitingForHydration(await visitorContext.newPage());
  await visitor.goto('/site/contact-us');
  await visitor.getByLabel(/^姓名/).fill('李雷');
  await visitor.getByLabel(/^电子邮箱/).fill(email);
  await visitor.getByLabel(/^主题/).fill(subject);
  await visitor.getByLabel(/^留言内容/).fill(`请问发往奥斯陆的小包怎么收费？编号 ${tag}`);
  await visitor.getByRole('button', { name: '发送留言' }).click();
  await expect(visitor.getByText('留言已发送')).toBeVisible();
  await visitorContext.close();

  // The operator replies from the message's page; the reply shows there, pending (no SMTP_URL).
  await signIn(page, DEMO_OPERATOR);
  await visit(page, `/ops/messages?keyword=${tag}`, '留言');
  await page.getByRole('table', { name: '留言列表' }).getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
  const replies = page.getByRole('region', { name: '邮件回复' });
  await expect(replies.getByText('邮件服务未配置：回复会保存在留言中并留在发件箱，不会真正发出。')).toBeVisible();
  await replies.getByRole('button', { name: '发送回复' }).click();
  await expect(replies.getByText('请输入回复内容')).toBeVisible();
  await replies.getByRole('textbox', { name: /^回复内容/ }).fill(`您好，奥斯陆小包的报价见下文。${tag}`);
  await replies.getByRole('button', { name: '发送回复' }).click();
  const reply = replies.getByRole('listitem').filter({ hasText: `您好，奥斯陆小包的报价见下文。${tag}` });
  await expect(reply).toContainText('demo-operator');
  await expect(reply).toContainText('待发送');
  await expect(replies.getByRole('textbox', { name: /^回复内容/ })).toHaveValue('');
  // Replying reads the message but leaves its handling to staff.
  await expect(page.getByRole('button', { name: '标记为已处理' })).toBeVisible();

  // The outbox, from the menu: the reply to the visitor, pending; its page shows the text and the delivery.
  await page.getByRole('navigation', { name: '运营菜单' }).getByRole('link', { name: '发件箱', exact: true }).click();
  await expect(page).toHaveURL(/\/ops\/outbox$/);
  await expect(page.getByText('邮件服务未配置', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: '收件邮箱' }).fill(email);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const row = page.getByRole('table', { name: '发件箱' }).getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待发送');
  await expect(row).toContainText('留言回复');
  await row.getByRole('link', { name: `Re: ${subject}` }).click();
  await expect(page).toHaveURL(/\/ops\/mail-detail\?id=[0-9a-f-]{36}$/);
  await expect(page.getByText(`您好，奥斯陆小包的报价见下文。${tag}`)).toBeVisible();
  await expect(page.getByRole('region', { name: '发送情况' })).toContainText('待发送');
  // An operator cannot retry, and a pending mail needs no retry.
  await expect(page.getByRole('button', { name: '重新发送' })).toHaveCount(0);
  await page.getByRole('link', { name: `李雷 <${email}>` }).click();
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
});

test('a member chooses which status changes are mailed, and the choice is kept', async ({ page }) => {
  const member = createMember('e2e-mail');
  await signIn(page, member);
  await visit(page, '/user/profile', '邮件通知', 2);
  const section = page.getByRole('region', { name: '邮件通知' });
  await expect(section.getByRole('radio', { name: /^主要节点（推荐）/ })).toBeChecked();
  await section.getByText('全部状态', { exact: true }).click();
  await section.getByRole('button', { name: '保存邮件通知设置' }).click();
  await expect(page.getByText('邮件通知设置已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: '邮件通知' }).getByRole('radio', { name: /^全部状态/ })).toBeChecked();
  if (member.username === 'demo-member') {
    // Shared with other specs (an external server without its data directory): put the default back.
    await page.getByRole('region', { name: '邮件通知' }).getByText('主要节点（推荐）', { exact: true }).click();
    await page.getByRole('region', { name: '邮件通知' }).getByRole('button', { name: '保存邮件通知设置' }).click();
    await expect(page.getByText('邮件通知设置已保存')).toBeVisible();
  }
});

for (const lang of ['', '/en'] as const) {
  for (const screen of SCREENS) {
    test(`${lang ? 'English' : 'Chinese'} at ${screen.name} width: the mail pages and the reset dialog pass axe`, async ({ page, playwright, baseURL }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(screen.viewport);
      const tag = run();
      const api = await playwright.request.newContext({ baseURL });
      let ids: Awaited<ReturnType<typeof messageWithReply>>;
      let customerId: string;
      try {
        ids = await messageWithReply(api, tag);
        const created = await api.post('/api/ops/customers', {
          headers: await apiAuthorization(api, DEMO_ADMIN),
          data: { userType: 20, userName: `e2e-mail-${tag}`, name: '邮件会员', email: `member-${tag}@example.org`, password: 'First#2026a' },
        });
        expect(created.ok(), await created.text()).toBe(true);
        customerId = ((await created.json()) as { id: string }).id;
      } finally {
        await api.dispose();
      }

      // Public pages, signed out.
      await visit(page, `${lang}/login`, say(lang, '登录', 'Sign in'));
      await expect(page.getByText(say(lang, '忘记密码？请联系客服', 'Forgot your password? Contact customer service'), { exact: false })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await visit(page, `${lang}/forgot-password`, say(lang, '找回密码', 'Forgotten password'));
      await expectNoSeriousA11yViolations(page);
      await visit(page, `${lang}/reset-password?token=${tag}`, say(lang, '设置新密码', 'Set a new password'));
      await page.getByRole('button', { name: say(lang, '设置新密码', 'Set a new password') }).click();
      await expect(page.getByText(say(lang, '请输入新密码', 'Enter a new password'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The console: the outbox, a mail, a message with its reply, and the reset dialog with its two ways.
      await signIn(page, DEMO_OPERATOR, lang);
      await visit(page, `${lang}/ops/outbox?related=${ids.messageId}`, say(lang, '发件箱', 'Outbox'));
      await expect(page.getByRole('table', { name: say(lang, '发件箱', 'Outbox') }).getByRole('row').filter({ hasText: ids.email })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await visit(page, `${lang}/ops/mail-detail?id=${ids.mailId}`, say(lang, '邮件详情', 'Mail'));
      await expect(page.getByText(`Yes, we do. ${tag}`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await visit(page, `${lang}/ops/message-detail?id=${ids.messageId}`, say(lang, '留言详情', 'Message'));
      await expect(page.getByRole('region', { name: say(lang, '邮件回复', 'E-mail replies') }).getByRole('listitem')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await visit(page, `${lang}/ops/customer-detail?id=${customerId}`, `e2e-mail-${tag}`, 2);
      await checkDialog(page, page.getByRole('button', { name: say(lang, '重置密码', 'Reset password') }), say(lang, `重置 e2e-mail-${tag} 的密码？`, `Reset the password of e2e-mail-${tag}?`), async (dialog) => {
        await expect(dialog.getByRole('radio', { name: lang ? /^Send a reset link by e-mail/ : /^通过邮件发送重置链接/ })).toBeDisabled();
        await expect(dialog.getByText(say(lang, '服务器没有配置发信服务', 'The server has no outgoing mail server'), { exact: false })).toBeVisible();
      });
    });
  }
}

test('English profile: the status-mail card passes axe at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = createMember('e2e-mail-a11y');
  await signIn(page, member, '/en');
  await visit(page, '/en/user/profile', 'E-mail notifications', 2);
  await expect(page.getByRole('group', { name: "When an order's status changes" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
