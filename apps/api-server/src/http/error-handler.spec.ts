import { createTestContext, FIXTURE_SPEC, type TestContext } from '../../test/harness';
import { fixtureModule } from '../../test/fixtures/fixture-module';

describe('error responses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ specPath: FIXTURE_SPEC, modules: [fixtureModule] });
  });
  afterAll(() => ctx.close());

  const fail = (kind: string, locale = 'en') => ctx.get(`/api/f/fail/${kind}`, { locale });

  it('business rule → 400 with its code and a translated message', async () => {
    const res = await fail('business', 'zh-Hans');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'Fixture:Broken', message: '规则被破坏:x', details: null, validationErrors: null } });
  });

  it('not found, forbidden, too many requests', async () => {
    const notFound = await fail('notFound');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error).toMatchObject({ code: 'NotFound', message: 'The requested data could not be found.' });
    expect((await fail('forbidden')).statusCode).toBe(403);
    const limited = await fail('tooMany');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
  });

  it('ValidationError thrown by a handler carries members and details', async () => {
    const res = await fail('validation');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'Validation',
      message: 'Your request is not valid!',
      details: 'The following errors were detected during validation.\n - The receiver.phone field is required.',
      validationErrors: [{ members: ['receiver.phone'], message: 'The receiver.phone field is required.' }],
    });
  });

  it('500 hides the internal message', async () => {
    const res = await fail('crash');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json().error).toEqual({
      code: 'InternalError',
      message: 'An internal error occurred during your request!',
      details: null,
      validationErrors: null,
    });
  });

  it('unknown /api routes → ABP 404 whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.inject({ method, url: '/api/f/nope?x=1', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NotFound');
    }
    expect((await ctx.get('/api')).json().error.message).toBe('未找到请求的接口。');
  });

  it('a too large JSON body → 413 ABP', async () => {
    const user = await ctx.createUser();
    const res = await ctx.post('/api/f/things', { token: user, body: { name: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PayloadTooLarge');
  });
});
