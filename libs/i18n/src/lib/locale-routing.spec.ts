import { localeRedirectTarget } from './locale-routing';

describe('language guard', () => {
  const url = (path: string) => new URL(path, 'http://localhost');

  it('does nothing without a remembered choice', () => {
    expect(localeRedirectTarget(url('/site/tracking'), undefined)).toBeNull();
  });

  it('adds /en when English was chosen and the path lacks it', () => {
    expect(localeRedirectTarget(url('/site/tracking?no=1#x'), 'en')).toBe('/en/site/tracking?no=1#x');
    expect(localeRedirectTarget(url('/'), 'en')).toBe('/en');
  });

  it('never overrides an explicit /en prefix or a matching choice', () => {
    expect(localeRedirectTarget(url('/en/login'), 'zh-Hans')).toBeNull();
    expect(localeRedirectTarget(url('/login'), 'zh-Hans')).toBeNull();
    expect(localeRedirectTarget(url('/en/login'), 'en')).toBeNull();
  });
});
