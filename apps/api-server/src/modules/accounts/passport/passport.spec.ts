import { newId } from '../../../db/ids';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { errorOf, loginAs, membersOf } from '../testing/accounts-fixtures';
import { decodePng } from '../testing/png-decoder';
import { CAPTCHA_RATE_LIMIT, hashCaptchaCode } from './captcha.service';

describe('passport', () => {
  let ctx: TestContext;
  let ipCounter = 0;
  // Each test signs in from its own address so per-IP counters never leak between tests.
  const nextIp = () => `10.0.0.${++ipCounter}`;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const newUser = (password = 'Secret123') => ctx.createUser({ password });

  describe('getCaptcha', () => {
    it('answers a PNG data URL (the answer is checked for in captcha-answer.spec.ts)', async () => {
      const res = await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: nextIp() });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.expiresIn).toBe(300);
      expect(body.image).toMatch(/^data:image\/png;base64,/);
      expect(decodePng(Buffer.from(body.image.split(',')[1], 'base64'))).toMatchObject({ width: 120, height: 40 });
      const row = await ctx.db.selectFrom('captchas').selectAll().where('id', '=', body.captchaId).executeTakeFirstOrThrow();
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it(`limits one IP to ${CAPTCHA_RATE_LIMIT} captchas a minute`, async () => {
      const ip = nextIp();
      for (let i = 0; i < CAPTCHA_RATE_LIMIT; i++) {
        const res = await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: ip });
        expect(res.statusCode).toBe(200);
      }
      const blocked = await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: ip });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe('60');
      const other = await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: nextIp() });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('login flow', () => {
    it('captcha → login → profile → logout → the token is refused', async () => {
      const user = await newUser();
      const res = await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp() });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ accessToken: expect.any(String), tokenType: 'Bearer', expiresIn: ctx.config.tokenTtlSeconds });
      const profile = await ctx.get('/api/f/user-management/profile/my', { token: body.accessToken });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().userName).toBe(user.userName);
      const logout = await ctx.post('/api/f/passport-management/logout', { token: body.accessToken });
      expect(logout.statusCode).toBe(204);
      const after = await ctx.get('/api/f/user-management/profile/my', { token: body.accessToken });
      expect(after.statusCode).toBe(401);
    });

    it('accepts the user name in any case', async () => {
      const user = await newUser();
      const res = await loginAs(ctx, user.userName.toUpperCase(), 'Secret123', { ip: nextIp() });
      expect(res.statusCode).toBe(200);
    });

    it('logout needs a token', async () => {
      expect((await ctx.post('/api/f/passport-management/logout')).statusCode).toBe(401);
    });

    it('refuses a wrong client', async () => {
      const user = await newUser();
      const res = await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp(), form: { client_secret: 'nope' } });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('Passport:InvalidClient');
    });

    it('refuses a missing field with validationErrors', async () => {
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/f/passport-management/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=password&client_id=portal-web&client_secret=portal-web-secret&username=x',
      });
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(expect.arrayContaining(['password', 'captchaId', 'captchaCode']));
    });

    it('refuses a wrong captcha code (in both languages) and consumes the captcha', async () => {
      const user = await newUser();
      const ip = nextIp();
      const captcha = (await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: ip })).json();
      const wrong = await loginAs(ctx, user.userName, 'Secret123', { ip, captchaId: captcha.captchaId, captchaCode: '0000', locale: 'en' });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong)).toMatchObject({ code: 'Passport:InvalidCaptcha', message: 'The verification code is wrong or has expired.' });
      expect(membersOf(wrong)).toEqual(['captchaCode']);
      // The right code no longer helps: the failed attempt used the captcha up.
      const again = await loginAs(ctx, user.userName, 'Secret123', { ip, captchaId: captcha.captchaId, locale: 'zh-Hans' });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again).message).toBe('验证码错误或已过期。');
    });

    it('accepts the real code once, and refuses its reuse', async () => {
      const user = await newUser();
      const ip = nextIp();
      const { captchaId } = (await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: ip })).json();
      await ctx.db.updateTable('captchas').set({ codeHash: hashCaptchaCode(captchaId, 'K7QX') }).where('id', '=', captchaId).execute();
      const ok = await loginAs(ctx, user.userName, 'Secret123', { ip, captchaId, captchaCode: 'k7qx' });
      expect(ok.statusCode).toBe(200);
      const reuse = await loginAs(ctx, user.userName, 'Secret123', { ip, captchaId, captchaCode: 'K7QX' });
      expect(reuse.statusCode).toBe(400);
      expect(errorOf(reuse).code).toBe('Passport:InvalidCaptcha');
    });

    it('refuses an expired captcha, even with the test code', async () => {
      const user = await newUser();
      const ip = nextIp();
      const { captchaId } = (await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: ip })).json();
      await ctx.db.updateTable('captchas').set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).where('id', '=', captchaId).execute();
      const res = await loginAs(ctx, user.userName, 'Secret123', { ip, captchaId });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('Passport:InvalidCaptcha');
    });

    it('refuses an unknown captcha id', async () => {
      const user = await newUser();
      const res = await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp(), captchaId: newId() });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('Passport:InvalidCaptcha');
    });

    it('gives the same answer for an unknown user and a wrong password', async () => {
      const user = await newUser();
      const ip = nextIp();
      const wrongPassword = await loginAs(ctx, user.userName, 'Wrong1234', { ip, locale: 'en' });
      const unknownUser = await loginAs(ctx, 'nobody-here', 'Wrong1234', { ip, locale: 'en' });
      expect(wrongPassword.statusCode).toBe(400);
      expect(unknownUser.statusCode).toBe(400);
      expect(errorOf(wrongPassword)).toEqual(errorOf(unknownUser));
      expect(errorOf(wrongPassword).code).toBe('Passport:InvalidCredentials');
    });

    it('refuses a disabled user only after the right password', async () => {
      const user = await ctx.createUser({ password: 'Secret123', isActive: false });
      const wrong = await loginAs(ctx, user.userName, 'Wrong1234', { ip: nextIp() });
      expect(errorOf(wrong).code).toBe('Passport:InvalidCredentials');
      const right = await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp() });
      expect(right.statusCode).toBe(400);
      expect(errorOf(right).code).toBe('Passport:UserDisabled');
    });
  });

  describe('rate limits', () => {
    it('blocks an account after 5 failures, before checking the password, from any IP', async () => {
      const user = await newUser();
      for (let i = 0; i < 5; i++) {
        const res = await loginAs(ctx, user.userName, 'Wrong1234', { ip: nextIp() });
        expect(res.statusCode).toBe(400);
      }
      const blocked = await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp(), locale: 'en' });
      expect(blocked.statusCode).toBe(429);
      expect(errorOf(blocked).code).toBe('Passport:TooManyAttempts');
      expect(errorOf(blocked).message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
    });

    it('lets the account in again once the failures leave the 15-minute window', async () => {
      const user = await newUser();
      const old = new Date(Date.now() - 16 * 60 * 1000).toISOString();
      const userName = user.userName.toUpperCase();
      await ctx.db
        .insertInto('login_attempts')
        .values(Array.from({ length: 6 }, () => ({ id: newId(), kind: 'login', userName, ip: '10.9.9.9', success: 0, creationTime: old })))
        .execute();
      expect((await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp() })).statusCode).toBe(200);
    });

    it('blocks an IP after 20 failures over any accounts', async () => {
      const ip = nextIp();
      const now = new Date().toISOString();
      await ctx.db
        .insertInto('login_attempts')
        .values(Array.from({ length: 20 }, (_, i) => ({ id: newId(), kind: 'login', userName: `GUESS${i}`, ip, success: 0, creationTime: now })))
        .execute();
      const user = await newUser();
      const blocked = await loginAs(ctx, user.userName, 'Secret123', { ip });
      expect(blocked.statusCode).toBe(429);
      expect(errorOf(blocked).code).toBe('Passport:TooManyAttempts');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp() })).statusCode).toBe(200);
    });

    it('counts an account from its last successful sign-in', async () => {
      const user = await newUser();
      const userName = user.userName.toUpperCase();
      const failures = (count: number) =>
        ctx.db
          .insertInto('login_attempts')
          .values(
            Array.from({ length: count }, () => ({ id: newId(), kind: 'login', userName, ip: '10.9.9.8', success: 0, creationTime: new Date().toISOString() })),
          )
          .execute();
      await failures(4);
      expect((await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp() })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await failures(4);
      expect((await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp() })).statusCode).toBe(200);
      await failures(5);
      expect((await loginAs(ctx, user.userName, 'Secret123', { ip: nextIp() })).statusCode).toBe(429);
    });
  });
});
