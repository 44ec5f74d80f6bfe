import { createTestContext, FIXTURE_SPEC, type TestContext } from '../../test/harness';
import { fixtureModule } from '../../test/fixtures/fixture-module';
import { hashToken, issueToken, revokeToken, revokeUserTokens } from './tokens';

describe('bearer authentication', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ specPath: FIXTURE_SPEC, modules: [fixtureModule] });
  });
  afterAll(() => ctx.close());

  const THING = '/api/f/things/0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';

  it('answers 401 in the ABP shape without a token', async () => {
    const res = await ctx.get(THING, { locale: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({
      error: {
        code: 'Unauthorized',
        message: 'You are not signed in or your session has expired. Please sign in again.',
        details: null,
        validationErrors: null,
      },
    });
  });

  it('authenticates before validating, so anonymous callers learn nothing about inputs', async () => {
    const res = await ctx.get('/api/f/things/not-a-uuid');
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 for an unknown or malformed token', async () => {
    expect((await ctx.get(THING, { token: 'nope' })).statusCode).toBe(401);
    expect((await ctx.get(THING, { headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });

  it('never authenticates by cookie', async () => {
    const user = await ctx.createUser();
    const token = await ctx.tokenFor(user);
    const res = await ctx.get(THING, { headers: { cookie: `login=${token}` } });
    expect(res.statusCode).toBe(401);
  });

  it('accepts a valid token and exposes the user to handlers', async () => {
    const user = await ctx.createUser();
    const res = await ctx.get(THING, { token: user });
    expect(res.statusCode).toBe(200);
  });

  it('rejects an expired token', async () => {
    const user = await ctx.createUser();
    const { accessToken } = await issueToken(ctx.db, user.id, 60);
    await ctx.db
      .updateTable('access_tokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('tokenHash', '=', hashToken(accessToken))
      .execute();
    expect((await ctx.get(THING, { token: accessToken })).statusCode).toBe(401);
  });

  it('rejects a revoked token, and revoking twice reports false', async () => {
    const user = await ctx.createUser();
    const token = await ctx.tokenFor(user);
    expect((await ctx.get(THING, { token })).statusCode).toBe(200);
    expect(await revokeToken(ctx.db, token)).toBe(true);
    expect(await revokeToken(ctx.db, token)).toBe(false);
    expect((await ctx.get(THING, { token })).statusCode).toBe(401);
  });

  it('revokes every token of a user', async () => {
    const user = await ctx.createUser();
    const a = await ctx.tokenFor(user);
    const b = await ctx.tokenFor(user);
    expect(await revokeUserTokens(ctx.db, user.id)).toBe(3); // createUser issued one too
    expect((await ctx.get(THING, { token: a })).statusCode).toBe(401);
    expect((await ctx.get(THING, { token: b })).statusCode).toBe(401);
  });

  it('rejects tokens of deactivated users', async () => {
    const user = await ctx.createUser({ isActive: false });
    expect((await ctx.get(THING, { token: user })).statusCode).toBe(401);
  });

  it('stores only the sha256 of the token', async () => {
    const user = await ctx.createUser();
    const issued = await issueToken(ctx.db, user.id, 100);
    expect(issued.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await ctx.db.selectFrom('access_tokens').selectAll().where('userId', '=', user.id).execute();
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(issued.accessToken));
    expect(rows.some((r) => r.tokenHash.includes(issued.accessToken))).toBe(false);
    expect(new Date(issued.expiresAt).getTime() - Date.now()).toBeGreaterThan(90_000);
  });

  it('loads the user for public operations when a valid token is sent, and ignores bad ones', async () => {
    const user = await ctx.createUser({ userName: 'pub-user' });
    expect((await ctx.get('/api/f/whoami', { token: user })).json().userName).toBe('pub-user');
    const anonymous = await ctx.get('/api/f/whoami', { token: 'garbage' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().userName).toBeNull();
  });
});
