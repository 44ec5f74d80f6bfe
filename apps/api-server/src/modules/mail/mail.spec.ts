import { createTestContext, type TestContext } from '../../../test/harness';
import { hashToken } from '../../auth/tokens';
import { loginAs } from '../accounts/testing/accounts-fixtures';
import { errorOf, OPS, setUpOps, type OpsActors } from '../orders/testing/ops-fixtures';
import { MailWorker, smtpTransport } from '.';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './testing/smtp-sink';

// E-mail on the real server (every module, TEST_DB's database) with a real SMTP server in another process
// (testing/smtp-sink-process.cjs): the outbox, its worker (the class startServer runs, driven one round at a time here so
// the tests need no sleeps), and every mail the portal sends but the orders' status mails (their rule is the orders
// module's: orders/events/status-mails.spec.ts). Time passes by editing rows, never by waiting.

const F = '/api/f';
const FORGOT = `${F}/passport-management/forgot-password`;
const RESET = `${F}/passport-management/reset-password`;
const CONTACT = `${F}/user-management/user-message`;
const MAIL_ENV = (url: string) => ({ SMTP_URL: url, MAIL_FROM: '"Globe Freight" <no-reply@globe-freight.example>', PUBLIC_BASE_URL: 'https://portal.example' });
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let ip = 0;
const nextIp = () => `203.0.113.${++ip % 250}`;

/** A visitor's contact-form message (each from its own address: the form allows 5 an hour per IP). */
async function contactMessage(ctx: TestContext, overrides: Record<string, string> = {}): Promise<string> {
  const res = await ctx.inject({
    method: 'POST',
    url: CONTACT,
    remoteAddress: nextIp(),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: '李雷', email: 'lilei@example.com', subject: '报价', content: '请问发往美国的小包怎么收费？', ...overrides }),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }).id;
}

const outboxRow = (ctx: TestContext, id: string) => ctx.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('mail without SMTP_URL (the embedded default)', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  it('keeps mail pending in the outbox, readable by staff; says that mail is off; refuses what needs mail', async () => {
    const message = await contactMessage(ctx);
    const replied = await ctx.post(`${OPS}/messages/${message}/reply`, { token: actors.operator, body: { text: '您好，报价见下。' } });
    expect(replied.statusCode).toBe(200);
    const reply = replied.json().replies[0];
    expect(reply).toMatchObject({ text: '您好，报价见下。', repliedBy: actors.operator.userName, mailState: 'pending', sentTime: null });

    const listed = await ctx.post(`${OPS}/mail/list`, { token: actors.operator, body: { kind: 'contact-reply', relatedEntityId: message } });
    expect(listed.json()).toMatchObject({ totalCount: 1, items: [{ id: reply.mailId, state: 'pending', recipient: 'lilei@example.com', subject: 'Re: 报价', locale: 'zh-Hans', attempts: 0 }] });
    const detail = (await ctx.get(`${OPS}/mail/${reply.mailId}`, { token: actors.operator })).json();
    expect(detail.text).toContain('您好，报价见下。');
    expect(detail.text).toContain('> 请问发往美国的小包怎么收费？');

    expect((await ctx.get(`${F}/system/application-configuration`)).json().features).toEqual({ passwordResetByMail: false });
    expect((await ctx.get(`${OPS}/reference`, { token: actors.operator })).json().mailConfigured).toBe(false);
    const forgot = await ctx.post(FORGOT, { body: { userNameOrEmail: actors.member.userName }, locale: 'en' });
    expect(forgot.statusCode).toBe(400);
    expect(errorOf(forgot).code).toBe('Passport:MailNotConfigured');
    const link = await ctx.post(`${OPS}/customers/${actors.member.id}/password-reset-link`, { token: actors.operator });
    expect(link.statusCode).toBe(400);
    expect(errorOf(link).code).toBe('Ops:MailNotConfigured');
    // Customers cannot read the outbox.
    expect((await ctx.post(`${OPS}/mail/list`, { token: actors.member, body: {} })).statusCode).toBe(403);
  });
});

describe('mail through a real SMTP server', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let sink: SmtpSink;
  let worker: MailWorker;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestContext({ env: MAIL_ENV(sink.url) });
    actors = await setUpOps(ctx);
    worker = new MailWorker({ db: ctx.db, transport: smtpTransport(sink.url), config: ctx.config.mail, log: quiet });
  });
  afterAll(async () => {
    await worker?.stop();
    await ctx?.close();
    await sink?.close();
  });

  /** Runs the worker until nothing is due, and answers the mails the server received since `before`. */
  async function deliver(before = sink.received().length): Promise<ReceivedMail[]> {
    while ((await worker.runOnce()) > 0);
    return sink.received().slice(before);
  }
  const auditActions = async (entityId: string) =>
    ((await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { entityId } })).json().items as { action: string }[]).map((e) => e.action);

  it('delivers a reply to a contact message, kept with the message with its delivery, and audited', async () => {
    const before = sink.received().length;
    const message = await contactMessage(ctx, { name: 'Jane Doe', email: 'jane@example.org', subject: 'Rates to Germany', content: 'What does LCL to Hamburg cost?' });
    const replied = await ctx.post(`${OPS}/messages/${message}/reply`, { token: actors.operator, body: { text: 'Dear Jane, see our rates below.' } });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ state: 'read', readBy: actors.operator.userName });
    const [mail, ...others] = await deliver(before);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ to: ['jane@example.org'], subject: 'Re: Rates to Germany' });
    // Written in the sender's language (no Chinese in the message: English).
    expect(mail?.text).toContain('Dear Jane Doe,');
    expect(mail?.text).toContain('> What does LCL to Hamburg cost?');
    const shown = (await ctx.get(`${OPS}/messages/${message}`, { token: actors.operator })).json();
    expect(shown.replies).toEqual([expect.objectContaining({ text: 'Dear Jane, see our rates below.', mailState: 'sent', sentTime: expect.any(String) })]);
    expect(mail?.messageId).toBe(`<${shown.replies[0].mailId}@globe-freight.example>`);
    expect(await auditActions(message)).toContain('message.reply');
    // A blank reply is refused, and writes nothing.
    const blank = await ctx.post(`${OPS}/messages/${message}/reply`, { token: actors.operator, body: { text: '   ' }, locale: 'en' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).validationErrors?.[0]?.members).toEqual(['text']);
    expect((await ctx.get(`${OPS}/messages/${message}`, { token: actors.operator })).json().replies).toHaveLength(1);
  });

  describe('forgotten password', () => {
    const resetLinkIn = (mail: ReceivedMail | undefined): string => /https:\/\/portal\.example(\/en)?\/reset-password\?token=(\S+)/.exec(mail?.text ?? '')?.[0] ?? '';
    const tokenOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

    it('mails a single-use link; the reset ends every session; the same answer for unknown accounts', async () => {
      const user = await ctx.createUser({ userType: 20, password: 'Old#pass2026' });
      const other = await ctx.tokenFor(user);
      const before = sink.received().length;
      // By e-mail address, in English: the link is to the English page.
      const asked = await ctx.inject({ method: 'POST', url: FORGOT, remoteAddress: nextIp(), headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: { userNameOrEmail: `${user.userName.toUpperCase()}@EXAMPLE.COM` } });
      expect(asked.statusCode).toBe(200);
      const unknown = await ctx.inject({ method: 'POST', url: FORGOT, remoteAddress: nextIp(), headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: { userNameOrEmail: 'nobody-at-all@example.com' } });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(asked.body);
      expect(asked.json()).toEqual({ linkValidMinutes: 30 });

      const mails = await deliver(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: [`${user.userName}@example.com`], subject: 'Reset your password' });
      const link = resetLinkIn(mails[0]);
      expect(link).toMatch(/^https:\/\/portal\.example\/en\/reset-password\?token=/);
      // Staff reading the outbox never see a usable link.
      const [outboxMail] = (await ctx.post(`${OPS}/mail/list`, { token: actors.admin, body: { kind: 'password-reset', relatedEntityId: user.id } })).json().items;
      const shown = (await ctx.get(`${OPS}/mail/${outboxMail.id}`, { token: actors.admin })).json();
      expect(shown.text).toContain('https://portal.example/en/reset-password?token=…');
      expect(shown.text).not.toContain(tokenOf(link));

      const weak = await ctx.post(RESET, { body: { token: tokenOf(link), newPassword: 'short' }, locale: 'en' });
      expect(weak.statusCode).toBe(400);
      const done = await ctx.post(RESET, { body: { token: tokenOf(link), newPassword: 'New#pass2027' } });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ userName: user.userName });
      // Every session ended; the new password signs in, the old one does not.
      expect((await ctx.get(`${F}/user-management/profile/my`, { token: other })).statusCode).toBe(401);
      expect((await loginAs(ctx, user.userName, 'New#pass2027', { ip: nextIp() })).statusCode).toBe(200);
      expect((await loginAs(ctx, user.userName, 'Old#pass2026', { ip: nextIp() })).statusCode).toBe(400);
      // Single use.
      const again = await ctx.post(RESET, { body: { token: tokenOf(link), newPassword: 'Other#pass2028' }, locale: 'en' });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again)).toMatchObject({ code: 'Passport:ResetLinkInvalid', message: 'This link is not valid or has expired. Please ask for a new one.' });
    });

    it('a link expires after 30 minutes; a newer reset voids older links; disabled accounts get none', async () => {
      const user = await ctx.createUser({ userType: 30, merchantId: 'M900777' });
      const before = sink.received().length;
      for (let i = 0; i < 2; i++) {
        const res = await ctx.inject({ method: 'POST', url: FORGOT, remoteAddress: nextIp(), headers: { 'content-type': 'application/json' }, payload: { userNameOrEmail: user.userName } });
        expect(res.statusCode).toBe(200);
      }
      const [first, second] = await deliver(before);
      expect(first?.subject).toBe('重置您的密码');
      expect(resetLinkIn(first)).toMatch(/^https:\/\/portal\.example\/reset-password\?token=/);
      // 31 minutes later for the first link (its row's expiry moved into the past).
      const expired = { expiresAt: new Date(Date.now() - 60_000).toISOString() };
      await ctx.db.updateTable('password_reset_tokens').set(expired).where('tokenHash', '=', hashToken(tokenOf(resetLinkIn(first)))).execute();
      expect((await ctx.post(RESET, { body: { token: tokenOf(resetLinkIn(first)), newPassword: 'New#pass2027' } })).statusCode).toBe(400);
      expect((await ctx.post(RESET, { body: { token: tokenOf(resetLinkIn(second)), newPassword: 'New#pass2027' } })).statusCode).toBe(200);

      const disabled = await ctx.createUser({ userType: 20, isActive: false });
      const asked = await ctx.inject({ method: 'POST', url: FORGOT, remoteAddress: nextIp(), headers: { 'content-type': 'application/json' }, payload: { userNameOrEmail: disabled.userName } });
      expect(asked.statusCode).toBe(200);
      expect(await deliver()).toEqual([]);
    });

    it('is rate limited per account name and per client address', async () => {
      const address = '198.18.0.9';
      const ask = (name: string) => ctx.inject({ method: 'POST', url: FORGOT, remoteAddress: address, headers: { 'content-type': 'application/json' }, payload: { userNameOrEmail: name } });
      for (let i = 0; i < 3; i++) expect((await ask('limited-name')).statusCode).toBe(200);
      expect((await ask('limited-name')).statusCode).toBe(429);
      // Five requests an hour from one address, whatever the names (the refused one does not count).
      expect((await ask('another-name')).statusCode).toBe(200);
      expect((await ask('third-name')).statusCode).toBe(200);
      const overIp = await ask('fourth-name');
      expect(overIp.statusCode).toBe(429);
      expect(errorOf(overIp).code).toBe('Passport:TooManyAttempts');
    });

    it('staff may mail a reset link instead of a temporary password (audited, never the link)', async () => {
      const customer = await ctx.createUser({ userType: 20 });
      const session = await ctx.tokenFor(customer);
      const before = sink.received().length;
      const sent = await ctx.post(`${OPS}/customers/${customer.id}/password-reset-link`, { token: actors.operator });
      expect(sent.statusCode).toBe(200);
      expect(sent.json()).toMatchObject({ email: `${customer.userName}@example.com`, mailId: expect.any(String), expiresAt: expect.any(String) });
      // Nothing changes until the customer uses the link.
      expect((await ctx.get(`${F}/user-management/profile/my`, { token: session })).statusCode).toBe(200);
      const [mail] = await deliver(before);
      expect((await ctx.post(RESET, { body: { token: tokenOf(resetLinkIn(mail)), newPassword: 'Chosen#2027' } })).statusCode).toBe(200);
      expect((await ctx.get(`${F}/user-management/profile/my`, { token: session })).statusCode).toBe(401);
      const audit = (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { entityId: customer.id } })).json().items;
      expect(audit[0]).toMatchObject({ action: 'customer.password-reset-link', after: { email: `${customer.userName}@example.com` } });
      expect(JSON.stringify(audit)).not.toContain('token=');

      await ctx.db.updateTable('users').set({ email: '' }).where('id', '=', customer.id).execute();
      const noEmail = await ctx.post(`${OPS}/customers/${customer.id}/password-reset-link`, { token: actors.operator, locale: 'en' });
      expect(noEmail.statusCode).toBe(400);
      expect(errorOf(noEmail).code).toBe('Ops:CustomerHasNoEmail');
    });
  });

  describe('delivery', () => {
    it('an outage loses nothing: the attempt fails, is retried after its backoff, and arrives once', async () => {
      await sink.stop();
      const message = await contactMessage(ctx);
      const reply = (await ctx.post(`${OPS}/messages/${message}/reply`, { token: actors.operator, body: { text: '服务器维护后的回复' } })).json().replies[0];
      expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
      const failed = await outboxRow(ctx, reply.mailId);
      expect(failed).toMatchObject({ state: 'pending', attempts: 1, claimedBy: null });
      expect(failed.lastError).toEqual(expect.any(String));
      expect(Date.parse(failed.nextAttemptTime ?? '')).toBeGreaterThan(Date.now() + 15_000);
      // Not due yet: nothing is claimed.
      expect(await worker.runOnce()).toBe(0);

      await sink.start();
      const before = sink.received().length;
      // The backoff has passed.
      await ctx.db.updateTable('mail_outbox').set({ nextAttemptTime: new Date(Date.now() - 1000).toISOString() }).where('id', '=', reply.mailId).execute();
      const mails = await deliver(before);
      expect(mails.filter((m) => m.messageId === `<${reply.mailId}@globe-freight.example>`)).toHaveLength(1);
      expect(await outboxRow(ctx, reply.mailId)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    });

    it('a crashed worker’s claim comes back when its lease runs out', async () => {
      const message = await contactMessage(ctx);
      const reply = (await ctx.post(`${OPS}/messages/${message}/reply`, { token: actors.operator, body: { text: 'lease' } })).json().replies[0];
      await ctx.db.updateTable('mail_outbox').set({ state: 'sending', claimedBy: 'a-dead-process', claimedUntil: new Date(Date.now() + 60_000).toISOString(), attempts: 1 }).where('id', '=', reply.mailId).execute();
      expect(await worker.runOnce()).toBe(0);
      await ctx.db.updateTable('mail_outbox').set({ claimedUntil: new Date(Date.now() - 1000).toISOString() }).where('id', '=', reply.mailId).execute();
      const before = sink.received().length;
      expect((await deliver(before)).filter((m) => m.messageId === `<${reply.mailId}@globe-freight.example>`)).toHaveLength(1);
      expect(await outboxRow(ctx, reply.mailId)).toMatchObject({ state: 'sent', attempts: 2 });
    });

    it('a permanent refusal fails at once; an admin may send it again (audited), an operator may not', async () => {
      const refusing = await startSmtpSink({ reject: true });
      const strictWorker = new MailWorker({ db: ctx.db, transport: smtpTransport(refusing.url), config: ctx.config.mail, log: quiet });
      try {
        const message = await contactMessage(ctx);
        const reply = (await ctx.post(`${OPS}/messages/${message}/reply`, { token: actors.operator, body: { text: 'refused' } })).json().replies[0];
        while ((await strictWorker.runOnce()) > 0);
        const row = await outboxRow(ctx, reply.mailId);
        expect(row).toMatchObject({ state: 'failed', attempts: 1, nextAttemptTime: null });
        expect(row.lastError).toContain('550');
        expect((await ctx.post(`${OPS}/mail/${reply.mailId}/retry`, { token: actors.operator })).statusCode).toBe(403);
        const retried = await ctx.post(`${OPS}/mail/${reply.mailId}/retry`, { token: actors.admin });
        expect(retried.statusCode).toBe(200);
        expect(retried.json()).toMatchObject({ state: 'pending', attempts: 0 });
        expect(await auditActions(reply.mailId)).toEqual(['mail.retry']);
        const again = await ctx.post(`${OPS}/mail/${reply.mailId}/retry`, { token: actors.admin, locale: 'en' });
        expect(errorOf(again)).toMatchObject({ code: 'Ops:MailNotFailed' });
        const before = sink.received().length;
        expect((await deliver(before)).filter((m) => m.messageId === `<${reply.mailId}@globe-freight.example>`)).toHaveLength(1);
      } finally {
        await strictWorker.stop();
        await refusing.close();
      }
    });
  });
});
