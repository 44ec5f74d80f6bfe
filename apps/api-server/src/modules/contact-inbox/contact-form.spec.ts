import { createTestContext, type TestContext } from '../../../test/harness';
import type { InjectOptions } from 'fastify';
import { newId } from '../../db/ids';
import { MESSAGES_PER_WINDOW } from './contact-form.service';
import { contactInboxModule } from './module';

// The public contact form, on an app of this module alone (a fresh database).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ modules: [contactInboxModule], spaApps: false });
});
afterAll(async () => ctx?.close());

const URL = '/api/f/user-management/user-message';
const valid = { name: '李雷', email: 'lilei@example.com', phoneNumber: '+86 139 0000 0000', subject: '咨询美国专线报价', content: '每月约 500 票,请报价。' };

let ipCounter = 0;
const freshIp = () => `203.0.113.${++ipCounter}`;

const send = (ip: string, payload: unknown = valid, locale = 'zh-Hans') =>
  ctx.inject({ method: 'POST', url: URL, payload: payload as InjectOptions['payload'], remoteAddress: ip, headers: { 'accept-language': locale } });

const oldMessages = (ip: string, minutesAgo: number, count: number) =>
  ctx.db
    .insertInto('user_messages')
    .values(
      Array.from({ length: count }, () => ({
        id: newId(),
        name: 'x',
        email: 'x@example.com',
        phoneNumber: null,
        subject: null,
        content: 'earlier',
        clientIp: ip,
        userId: null,
        creationTime: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      })),
    )
    .execute();

describe('createUserMessage', () => {
  it('stores the message with the client IP and answers a receipt', async () => {
    const ip = freshIp();
    const res = await send(ip);
    expect(res.statusCode).toBe(200);
    const receipt = res.json<{ id: string; creationTime: string }>();
    const row = await ctx.db.selectFrom('user_messages').selectAll().where('id', '=', receipt.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '李雷', email: 'lilei@example.com', subject: '咨询美国专线报价', clientIp: ip, creationTime: receipt.creationTime });
    const minimal = await send(freshIp(), { name: 'Li', email: 'li@example.com', content: 'Hello there' });
    expect(minimal.statusCode).toBe(200);
    const stored = await ctx.db.selectFrom('user_messages').selectAll().where('id', '=', minimal.json().id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ phoneNumber: null, subject: null, userId: null });
  });

  it('records the account when the form is sent signed in', async () => {
    const user = await ctx.createUser();
    const token = await ctx.tokenFor(user);
    const res = await ctx.inject({ method: 'POST', url: URL, payload: valid, remoteAddress: freshIp(), headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const row = await ctx.db.selectFrom('user_messages').select('userId').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.userId).toBe(user.id);
  });

  it('rejects a bad e-mail, a short content and a missing name with 400 in the request language', async () => {
    const res = await send(freshIp(), { email: 'not-an-email', content: 'abc' }, 'en');
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; validationErrors: { members: string[]; message: string }[] } }>();
    expect(error.code).toBe('Validation');
    expect(error.validationErrors.map((v) => v.members[0]).sort()).toEqual(['content', 'email', 'name']);
    expect(error.validationErrors.find((v) => v.members[0] === 'content')?.message).toBe('content must be at least 5 characters long.');
    const zh = await send(freshIp(), { ...valid, email: 'bad' });
    expect(zh.json().error.validationErrors[0]).toEqual({ members: ['email'], message: 'email 的格式不正确。' });
    const long = await send(freshIp(), { ...valid, content: 'x'.repeat(2001) });
    expect(long.json().error.validationErrors[0].members).toEqual(['content']);
  });

  it('rejects text made only of blanks', async () => {
    const res = await send(freshIp(), { ...valid, name: '   ', content: '       ' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors.map((v: { members: string[] }) => v.members[0])).toEqual(['name', 'content']);
  });

  it('accepts 5 messages per IP per hour and answers the 6th with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < MESSAGES_PER_WINDOW; i++) expect((await send(ip)).statusCode).toBe(200);
    const res = await send(ip, valid, 'en');
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(res.json().error).toMatchObject({ code: 'Content:TooManyMessages', message: 'You have sent too many messages. Please try again in 60 minutes.' });
    expect(Number((await ctx.db.selectFrom('user_messages').select((eb) => eb.fn.countAll().as('n')).where('clientIp', '=', ip).executeTakeFirstOrThrow()).n)).toBe(5);
    // Another client is not affected; IPv4-mapped IPv6 is the same client.
    expect((await send(freshIp())).statusCode).toBe(200);
    expect((await send(`::ffff:${ip}`)).statusCode).toBe(429);
  });

  it('counts a rolling hour in the database: older messages do not count, Retry-After tracks the oldest', async () => {
    const ip = freshIp();
    await oldMessages(ip, 61, 5);
    expect((await send(ip)).statusCode).toBe(200);

    const busy = freshIp();
    await oldMessages(busy, 30, 5);
    const res = await send(busy);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(1750);
    expect(retryAfter).toBeLessThanOrEqual(1800);
  });

  it('holds the limit under concurrent sends from one IP', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 8 }, () => send(ip)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });
});
