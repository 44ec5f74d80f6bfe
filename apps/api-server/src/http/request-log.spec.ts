import { createTestContext, type TestContext } from '../../test/harness';
import { isSecretParamName, redactHeaders, redactUrl } from './request-log';

describe('redactUrl', () => {
  it.each([
    ['/login?username=demo&password=Member%232026&captchaCode=AB12', '/login?username=demo&password=[Redacted]&captchaCode=[Redacted]'],
    ['/en/login?redirect=%2Fuser&pwd=x', '/en/login?redirect=%2Fuser&pwd=[Redacted]'],
    ['/reset-password?token=abc.def', '/reset-password?token=[Redacted]'],
    ['/api/x?api_key=k1&apiKey=k2&x-api-key=k3&key=k4&access_token=t&client_secret=s', '/api/x?api_key=[Redacted]&apiKey=[Redacted]&x-api-key=[Redacted]&key=[Redacted]&access_token=[Redacted]&client_secret=[Redacted]'],
    ['/login?newPassword=a&confirmPassword=b&resetToken=c&captchaId=d', '/login?newPassword=[Redacted]&confirmPassword=[Redacted]&resetToken=[Redacted]&captchaId=[Redacted]'],
    // Names as a form or a hand-written URL may spell them: case, `+`, %-escapes, brackets.
    ['/login?PASSWORD=a&pass%77ord=b&user%5Bpassword%5D=c&captcha+code=d', '/login?PASSWORD=[Redacted]&pass%77ord=[Redacted]&user%5Bpassword%5D=[Redacted]&captcha+code=[Redacted]'],
    ['https://user:hunter2@mail.example/path?code=1#frag', 'https://[Redacted]@mail.example/path?code=[Redacted]#frag'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps what is not secret exactly as it came', () => {
    for (const url of [
      '/',
      '/site/tracking?numbers=GF1%2CGF2&page=2',
      '/article?keyword=%E6%B5%B7%E8%BF%90&category=3&sorting=creationTime+desc',
      '/api/f/regions?countryCode=CN&postalCode=100000',
      '/login?redirect=%2Fuser%2Fmy-order%3Fx%3D1&username=demo',
      '/x?flag&=empty&a=%zz',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('redacts a secret named by a malformed escape without throwing', () => {
    expect(redactUrl('/x?password%zz=1&a=%')).toBe('/x?password%zz=[Redacted]&a=%');
  });
});

describe('isSecretParamName', () => {
  it('knows secrets by their name and leaves look-alikes alone', () => {
    for (const name of ['password', 'Passwd', 'token', 'id_token', 'captchaCode', 'api-key', 'Authorization', 'session_id', 'sig', 'code', 'otp'])
      expect([name, isSecretParamName(name)]).toEqual([name, true]);
    for (const name of ['keyword', 'username', 'numbers', 'page', 'redirect', 'countryCode', 'postalCode', 'category', 'preview'])
      expect([name, isSecretParamName(name)]).toEqual([name, false]);
  });
});

describe('redactHeaders', () => {
  it('replaces credentials and redacts URLs', () => {
    expect(
      redactHeaders({
        authorization: 'Bearer abc',
        Cookie: 'login=%7B%22accessToken%22%3A%22abc%22%7D',
        'x-api-key': 'fk_live_1',
        'proxy-authorization': 'Basic dTpw',
        'x-captcha-code': 'AB12',
        referer: 'https://portal.example/reset-password?token=abc',
        'user-agent': 'Mozilla/5.0',
      }),
    ).toEqual({
      authorization: '[Redacted]',
      Cookie: '[Redacted]',
      'x-api-key': '[Redacted]',
      'proxy-authorization': '[Redacted]',
      'x-captcha-code': '[Redacted]',
      referer: 'https://portal.example/reset-password?token=[Redacted]',
      'user-agent': 'Mozilla/5.0',
    });
  });
});

describe('the server log', () => {
  let ctx: TestContext;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    lines.length = 0;
  });

  it('logs the request without the password, captcha, token or credentials it carried', async () => {
    await ctx.app.inject({
      method: 'GET',
      url: '/login?username=demo-member&password=Pw-in-the-url-1&captchaCode=CAPTCHA9',
      headers: { authorization: 'Bearer token-in-a-header', cookie: 'login=cookie-secret', 'x-api-key': 'key-in-a-header' },
    });
    await ctx.app.inject({ method: 'GET', url: '/reset-password?token=reset-token-77' });
    await ctx.app.inject({ method: 'GET', url: '/api/f/system/application-configuration?access_token=query-token-5' });
    const log = lines.join('');
    const incoming = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } }).filter((entry) => entry.msg === 'incoming request');
    expect(incoming.map((entry) => entry.req?.url)).toEqual([
      '/login?username=demo-member&password=[Redacted]&captchaCode=[Redacted]',
      '/reset-password?token=[Redacted]',
      '/api/f/system/application-configuration?access_token=[Redacted]',
    ]);
    for (const secret of ['Pw-in-the-url-1', 'CAPTCHA9', 'token-in-a-header', 'cookie-secret', 'key-in-a-header', 'reset-token-77', 'query-token-5']) {
      expect(log).not.toContain(secret);
    }
  });

  it('redacts a URL or headers any log line carries (a failed server render logs its url)', () => {
    ctx.app.log.error({ url: '/login?password=render-secret', headers: { authorization: 'Bearer h-secret', accept: 'text/html' } }, 'server rendering failed');
    const entry = JSON.parse(lines.join('')) as { url: string; headers: Record<string, string> };
    expect(entry.url).toBe('/login?password=[Redacted]');
    expect(entry.headers).toEqual({ authorization: '[Redacted]', accept: 'text/html' });
  });
});
