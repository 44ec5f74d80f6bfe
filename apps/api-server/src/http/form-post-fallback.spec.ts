import { createTestContext, type TestContext } from '../../test/harness';

// A public page's form that the browser sent itself before the page's scripts ran (WebKit sends a one-field form on
// Enter even with its button disabled): 303 back to the page, nothing of the body kept or logged.
describe('a form posted to a page of the public site', () => {
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(() => ctx.close());

  const post = (url: string, form: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });

  it('sends the browser back to the page with GET, the password nowhere', async () => {
    lines.length = 0;
    const res = await post('/login', { username: 'demo-member', password: 'Pw-in-the-body-1', captchaCode: 'CODE77' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe('/login');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).toBe('');
    const log = lines.join('');
    expect(log).toContain('"method":"POST","url":"/login"');
    expect(log).not.toContain('Pw-in-the-body-1');
    expect(log).not.toContain('CODE77');
  });

  it.each([
    ['/en/login', '/en/login'],
    ['/forgot-password', '/forgot-password'],
    ['/en/forgot-password', '/en/forgot-password'],
    ['/reset-password', '/reset-password'],
    ['/site/contact-us', '/site/contact-us'],
    ['/en/site/contact-us', '/en/site/contact-us'],
    ['/en', '/en'],
    ['/article/some-id', '/article/some-id'],
  ])('%s → 303 %s', async (url, location) => {
    const res = await post(url, { userNameOrEmail: 'someone@example.com' });
    expect(res.statusCode).toBe(303);
    expect(res.headers['location']).toBe(location);
  });

  it('leaves every other address as it was: the API and the portals answer 404', async () => {
    const api = await post('/api/f/no-such-operation', { a: '1' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NotFound' } });
    expect((await post('/user/center', { a: '1' })).statusCode).toBe(404);
    expect((await post('/no-such-page', { a: '1' })).statusCode).toBe(404);
    expect((await post('//evil.example/login', { a: '1' })).statusCode).toBe(404);
  });
});
