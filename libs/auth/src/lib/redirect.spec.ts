import { loginPath, postLoginTarget, sanitizeRedirect } from './redirect';
import { roleRedirectTarget } from './roles';

describe('sanitizeRedirect (open-redirect protection)', () => {
  it.each([
    ['/user/center', '/user/center'],
    ['/en/user/my-order?x=1', '/en/user/my-order?x=1'],
    ['/site/tracking?no=A1,B2#result', '/site/tracking?no=A1,B2#result'],
    ['/a/../user/center', '/user/center'],
  ])('accepts the same-site path %s', (value, expected) => {
    expect(sanitizeRedirect(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/user/center',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/user/center',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'user/center',
    ' /user/center',
    '',
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(sanitizeRedirect(value)).toBeNull();
  });
});

describe('login path', () => {
  it('keeps the language prefix and the full original path', () => {
    expect(loginPath('en', '/en/user/center')).toBe('/en/login?redirect=%2Fen%2Fuser%2Fcenter');
    expect(loginPath('zh-Hans', '/user/my-order?x=1')).toBe('/login?redirect=%2Fuser%2Fmy-order%3Fx%3D1');
    expect(loginPath('en')).toBe('/en/login');
  });

  it('drops an unsafe redirect or one back to the login page', () => {
    expect(loginPath('zh-Hans', '//evil.example')).toBe('/login');
    expect(loginPath('en', '/en/login?redirect=%2Fuser')).toBe('/en/login');
  });

  it('says a lost session with expired=1', () => {
    expect(loginPath('en', '/en/user/order', { expired: true })).toBe('/en/login?redirect=%2Fen%2Fuser%2Forder&expired=1');
    expect(loginPath('zh-Hans', '//evil.example', { expired: true })).toBe('/login?expired=1');
  });
});

describe('where a user goes after login', () => {
  it('returns to the requested page', () => {
    expect(postLoginTarget('/user/my-order?x=1', 20, 'zh-Hans')).toBe('/user/my-order?x=1');
    expect(postLoginTarget('/en/merchant/merchant-datas', 30, 'zh-Hans')).toBe('/en/merchant/merchant-datas');
    expect(postLoginTarget('/site/tracking', 30, 'en')).toBe('/site/tracking');
  });

  it('falls back to the own centre in the login page language', () => {
    expect(postLoginTarget(null, 20, 'zh-Hans')).toBe('/user/center');
    expect(postLoginTarget('//evil.example', 20, 'en')).toBe('/en/user/center');
    expect(postLoginTarget('https://evil.example', 30, 'zh-Hans')).toBe('/merchant/center');
    expect(postLoginTarget('javascript:alert(1)', 30, 'en')).toBe('/en/merchant/center');
    expect(postLoginTarget('/login', 20, 'zh-Hans')).toBe('/user/center');
  });

  it("applies the role rule to the other role's portal", () => {
    expect(postLoginTarget('/merchant/center', 20, 'zh-Hans')).toBe('/user/center');
    expect(postLoginTarget('/en/user/my-order', 30, 'zh-Hans')).toBe('/en/merchant/my-order');
    expect(postLoginTarget('/en/user/profile', 30, 'zh-Hans')).toBe('/en/merchant/profile');
    expect(postLoginTarget('/en/user/no-such-page', 30, 'zh-Hans')).toBe('/en/merchant/center');
  });
});

describe('role redirects', () => {
  it("sends a member out of the merchant portal and a merchant out of the member portal, same language", () => {
    expect(roleRedirectTarget(20, '/merchant/center')).toBe('/user/center');
    expect(roleRedirectTarget(30, '/en/user')).toBe('/en/merchant/center');
  });

  it("opens the same page of the user's own portal when it has one, query kept", () => {
    expect(roleRedirectTarget(30, '/user/my-order')).toBe('/merchant/my-order');
    expect(roleRedirectTarget(30, '/en/user/order-detail?id=a%2Fb#top')).toBe('/en/merchant/order-detail?id=a%2Fb');
    expect(roleRedirectTarget(30, '/user/batch-order')).toBe('/merchant/batch-order');
    expect(roleRedirectTarget(20, '/en/merchant/merchant-datas')).toBe('/en/user/merchant-datas');
    expect(roleRedirectTarget(20, '/merchant/address')).toBe('/user/address');
    expect(roleRedirectTarget(30, '/user/profile')).toBe('/merchant/profile');
  });

  it("falls back to the user's centre for a page their portal does not have", () => {
    expect(roleRedirectTarget(30, '/user/no-such-page')).toBe('/merchant/center');
    expect(roleRedirectTarget(30, '/en/user/no-such-page?x=1')).toBe('/en/merchant/center');
    expect(roleRedirectTarget(40, '/user/order')).toBe('/ops/center');
  });

  it('lets users into their own portal and the public site', () => {
    expect(roleRedirectTarget(20, '/user/center')).toBeNull();
    expect(roleRedirectTarget(30, '/en/merchant/center')).toBeNull();
    expect(roleRedirectTarget(20, '/site/tracking')).toBeNull();
    expect(roleRedirectTarget(20, '/username')).toBeNull();
  });
});
