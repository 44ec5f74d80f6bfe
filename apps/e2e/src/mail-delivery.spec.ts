import { expect, test } from './support/test';
import { sendContactMessage } from './support/contact';
import { mailsTo, MAIL_BASE_URL } from './support/mailbox';
import { createOrderWith } from './support/orders';
import { apiAuthorization, DEMO_ADMIN, DEMO_OPERATOR, signIn } from './support/session';

// Mail that arrives (issue 12), against the second server of the suite, which sends through a real SMTP server
// process (playwright.config.ts): a reply to a contact message reaches the visitor; a status change reaches the
// member in the language of their sign-in; a forgotten password is reset through the mailed link and the member's
// other sessions are dead. The default server's side (no mail: the outbox, the contact-customer-service sentence)
// is mail.spec.ts.

test.skip(!MAIL_BASE_URL, 'needs the suite’s own mail-sending server (not started with E2E_BASE_URL)');
test.use({ baseURL: MAIL_BASE_URL });

const run = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('a reply to a contact message, written in the console, reaches the visitor by mail', async ({ page, request }) => {
  const tag = run();
  const email = `visitor-${tag}@example.org`;
  const id = await sendContactMessage(request, { name: `Visitor ${tag}`, email, subject: `Quote ${tag}`, content: `Do you ship to Norway? ${tag}` });

  await signIn(page, DEMO_OPERATOR);
  await page.goto(`/ops/message-detail?id=${id}`);
  await page.getByLabel(/^回复内容/).fill(`Yes, we ship to Oslo every week. ${tag}`);
  await page.getByRole('button', { name: '发送回复' }).click();
  // Kept with the message.
  await expect(page.getByText(`Yes, we ship to Oslo every week. ${tag}`)).toBeVisible();

  const [mail] = await mailsTo(email);
  expect(mail?.subject).toContain(`Quote ${tag}`);
  expect(mail?.text).toContain(`Yes, we ship to Oslo every week. ${tag}`);
});

test('a member gets the status change by mail in English, then resets a forgotten password through the mailed link; the old session is dead', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = run();
  const email = `member-${tag}@example.org`;
  const account = { username: `e2e-mail-${tag}`, password: 'First#2026a' };
  const created = await request.post('/api/ops/customers', {
    headers: await apiAuthorization(request, DEMO_ADMIN),
    data: { userType: 20, userName: account.username, name: 'Mail Member', email, password: account.password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = await createOrderWith(request, await apiAuthorization(request, account));
  // The member's latest sign-in is in English: their mails are in English.
  await signIn(page, account, '/en');

  const moved = await request.post(`/api/ops/orders/${order.id}/events`, {
    headers: await apiAuthorization(request, DEMO_OPERATOR),
    data: { code: 'RECEIVED', locationZh: '深圳仓', locationEn: 'Shenzhen warehouse' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  const [status] = await mailsTo(email);
  expect(status?.subject).toBe(`Waybill ${order.waybillNumber}: Received at warehouse`);
  expect(status?.text).toContain('Shenzhen warehouse');

  // Forgotten password, from another browser.
  const other = await browser.newContext({ baseURL: MAIL_BASE_URL });
  try {
    const visitor = await other.newPage();
    await visitor.goto('/en/login');
    await visitor.getByRole('link', { name: 'Forgot your password?' }).click();
    await visitor.getByLabel(/^User name or e-mail/).fill(email);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await expect(visitor.getByText('Check your mailbox')).toBeVisible();

    const mails = await mailsTo(email, 2);
    const reset = mails.find((mail) => mail.text.includes('reset-password?token='));
    const link = /(https?:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(reset?.text ?? '')?.[1];
    expect(link, reset?.text).toMatch(new RegExp(`^${MAIL_BASE_URL}/en/reset-password\\?token=`));

    const fresh = 'Second#2026b';
    await visitor.goto(link ?? '');
    await visitor.getByLabel(/^New password/).fill(fresh);
    await visitor.getByLabel(/^Confirm new password/).fill(fresh);
    await visitor.getByRole('button', { name: 'Set a new password' }).click();
    await expect(visitor.getByText('Password reset')).toBeVisible();

    // The session signed in before the reset is over; the new password signs in.
    await page.goto('/en/user/profile');
    await expect(page).toHaveURL(/\/en\/login/);
    await signIn(visitor, { ...account, password: fresh }, '/en');
    // The link worked once.
    await visitor.goto(link ?? '');
    await visitor.getByLabel(/^New password/).fill('Third#2026c');
    await visitor.getByLabel(/^Confirm new password/).fill('Third#2026c');
    await visitor.getByRole('button', { name: 'Set a new password' }).click();
    await expect(visitor.getByText('This link is invalid or has expired', { exact: false })).toBeVisible();
  } finally {
    await other.close();
  }
});
