import { createTestContext, type TestContext } from '../../../../test/harness';
import { errorOf, loginAs, membersOf } from '../testing/accounts-fixtures';

describe('profile', () => {
  let ctx: TestContext;
  let ipCounter = 0;
  const nextIp = () => `10.1.0.${++ipCounter}`;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  describe('getMyProfile', () => {
    it('answers the caller', async () => {
      const user = await ctx.createUser({ userType: 30, merchantId: 'M100777' });
      const res = await ctx.get('/api/f/user-management/profile/my', { token: user });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: user.id,
        userName: user.userName,
        userType: 30,
        merchantId: 'M100777',
        defaultSenderAddressId: null,
        defaultSenderAddress: null,
      });
    });

    it('needs a token', async () => {
      expect((await ctx.get('/api/f/user-management/profile/my')).statusCode).toBe(401);
    });
  });

  describe('updateMyProfile', () => {
    it('saves trimmed fields; empty e-mail and phone are allowed', async () => {
      const user = await ctx.createUser();
      const res = await ctx.put('/api/f/user-management/profile/my', {
        token: user,
        body: { name: '  李雷 ', email: '', phoneNumber: '', companyName: 'ACME' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: '李雷', email: '', phoneNumber: '', companyName: 'ACME', userName: user.userName });
    });

    it('validates name, e-mail and phone in both languages', async () => {
      const user = await ctx.createUser();
      const body = { name: '   ', email: 'not-an-email', phoneNumber: 'call me', companyName: '' };
      const en = await ctx.put('/api/f/user-management/profile/my', { token: user, body, locale: 'en' });
      expect(en.statusCode).toBe(400);
      expect(membersOf(en).sort()).toEqual(['email', 'name', 'phoneNumber']);
      expect(errorOf(en).validationErrors?.find((v) => v.members[0] === 'email')?.message).toBe('Please enter a valid e-mail address.');
      const zh = await ctx.put('/api/f/user-management/profile/my', { token: user, body, locale: 'zh-Hans' });
      expect(errorOf(zh).validationErrors?.find((v) => v.members[0] === 'email')?.message).toBe('请输入有效的电子邮箱地址。');
    });

    it('refuses fields the contract does not allow (userName cannot change)', async () => {
      const user = await ctx.createUser();
      const res = await ctx.put('/api/f/user-management/profile/my', {
        token: user,
        body: { name: 'x', email: '', phoneNumber: '', companyName: '', userName: 'hijack' },
      });
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toContain('userName');
    });

    it('needs a token', async () => {
      const res = await ctx.put('/api/f/user-management/profile/my', { body: { name: 'x', email: '', phoneNumber: '', companyName: '' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('changePassword', () => {
    const change = (token: string, currentPassword: string, newPassword: string, locale = 'en') =>
      ctx.post('/api/f/user-management/profile/change-password', { token, body: { currentPassword, newPassword }, locale });

    it('changes the password, keeps the calling session and ends the others', async () => {
      const user = await ctx.createUser({ password: 'Secret123' });
      const ip = nextIp();
      const first = (await loginAs(ctx, user.userName, 'Secret123', { ip })).json().accessToken as string;
      const second = (await loginAs(ctx, user.userName, 'Secret123', { ip })).json().accessToken as string;
      const res = await change(first, 'Secret123', 'Better456');
      expect(res.statusCode).toBe(204);
      expect((await ctx.get('/api/f/user-management/profile/my', { token: first })).statusCode).toBe(200);
      expect((await ctx.get('/api/f/user-management/profile/my', { token: second })).statusCode).toBe(401);
      const old = await loginAs(ctx, user.userName, 'Secret123', { ip });
      expect(errorOf(old).code).toBe('Passport:InvalidCredentials');
      expect((await loginAs(ctx, user.userName, 'Better456', { ip })).statusCode).toBe(200);
    });

    it('refuses a wrong current password', async () => {
      const user = await ctx.createUser({ password: 'Secret123' });
      const token = await ctx.tokenFor(user);
      const res = await change(token, 'Wrong1234', 'Better456');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('Profile:WrongCurrentPassword');
      expect(membersOf(res)).toEqual(['currentPassword']);
    });

    it.each([
      ['too short', 'abc123'],
      ['no digit', 'abcdefghij'],
      ['no letter', '1234567890'],
    ])('refuses a weak new password (%s)', async (_label, newPassword) => {
      const user = await ctx.createUser({ password: 'Secret123' });
      const res = await change(await ctx.tokenFor(user), 'Secret123', newPassword, 'zh-Hans');
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(['newPassword']);
    });

    it('refuses the current password as the new one', async () => {
      const user = await ctx.createUser({ password: 'Secret123' });
      const res = await change(await ctx.tokenFor(user), 'Secret123', 'Secret123');
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(['newPassword']);
      expect(errorOf(res).validationErrors?.[0]?.message).toBe('The new password must differ from the current one.');
    });

    it('rate-limits wrong current passwords (429)', async () => {
      const user = await ctx.createUser({ password: 'Secret123' });
      const token = await ctx.tokenFor(user);
      for (let i = 0; i < 5; i++) expect((await change(token, `Wrong${i}xyz`, 'Better456')).statusCode).toBe(400);
      const blocked = await change(token, 'Secret123', 'Better456');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });

    it('needs a token', async () => {
      const res = await ctx.post('/api/f/user-management/profile/change-password', { body: { currentPassword: 'a', newPassword: 'Better456' } });
      expect(res.statusCode).toBe(401);
    });
  });

  // Issue 27: the merchant portal shows the member portal's settings page; every call of it serves a merchant too.
  it("serves a merchant's settings as a member's: contact details, status mails, password", async () => {
    const merchant = await ctx.createUser({ userType: 30, merchantId: 'M100778', password: 'Shop2026a' });
    const ip = nextIp();
    const token = (await loginAs(ctx, merchant.userName, 'Shop2026a', { ip })).json().accessToken as string;
    const saved = await ctx.put('/api/f/user-management/profile/my', {
      token,
      body: { name: '赵商家', email: 'shop@example.com', phoneNumber: '+86 755 1234 5678', companyName: '深圳商家有限公司' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ userType: 30, merchantId: 'M100778', name: '赵商家', companyName: '深圳商家有限公司', phoneNumber: '+86 755 1234 5678' });
    const mails = await ctx.put('/api/f/user-management/profile/mail-settings', { token, body: { statusMail: 'off' } });
    expect(mails.statusCode).toBe(200);
    expect(mails.json()).toMatchObject({ statusMail: 'off', merchantId: 'M100778' });
    const changed = await ctx.post('/api/f/user-management/profile/change-password', { token, body: { currentPassword: 'Shop2026a', newPassword: 'Shop2027b' } });
    expect(changed.statusCode).toBe(204);
    expect((await loginAs(ctx, merchant.userName, 'Shop2027b', { ip })).statusCode).toBe(200);
    expect((await ctx.get('/api/f/user-management/profile/my', { token })).json()).toMatchObject({ statusMail: 'off', email: 'shop@example.com' });
  });
});
