import { joinLocalePath, splitLocalePath, switchLocalePath } from './locale-path';

describe('locale paths', () => {
  it.each([
    ['/', 'zh-Hans', '/'],
    ['', 'zh-Hans', '/'],
    ['/login', 'zh-Hans', '/login'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/user/center', 'en', '/user/center'],
    ['/english', 'zh-Hans', '/english'],
  ])('splits %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });

  it('joins prefix and path', () => {
    expect(joinLocalePath('en', '/')).toBe('/en');
    expect(joinLocalePath('en', 'site/tracking')).toBe('/en/site/tracking');
    expect(joinLocalePath('zh-Hans', '/user')).toBe('/user');
  });

  it('switches language keeping the page', () => {
    expect(switchLocalePath('/user/order', 'en')).toBe('/en/user/order');
    expect(switchLocalePath('/en/user/order', 'zh-Hans')).toBe('/user/order');
    expect(switchLocalePath('/en', 'zh-Hans')).toBe('/');
  });
});
