import { isLanguageAllowed, resolveAllowedLanguage } from './language-config';
import { localeRedirectTarget } from './locale-routing';

const config = (...codes: string[]) => ({ localization: { languages: codes.map((cultureName) => ({ cultureName })) } });

describe('language acceptance', () => {
  it('accepts a language only when the server lists it', () => {
    expect(isLanguageAllowed('en', config('zh-Hans', 'en'))).toBe(true);
    expect(isLanguageAllowed('en', config('zh-Hans'))).toBe(false);
    expect(isLanguageAllowed('zh-Hans', config('zh-Hans'))).toBe(true);
  });

  it('never accepts a language the site has no catalog for', () => {
    expect(isLanguageAllowed('fr', config('fr', 'zh-Hans'))).toBe(false);
    expect(isLanguageAllowed(undefined, config('zh-Hans'))).toBe(false);
    expect(isLanguageAllowed(42, undefined)).toBe(false);
  });

  it('accepts the site languages while the configuration is unknown', () => {
    expect(isLanguageAllowed('en', undefined)).toBe(true);
    expect(isLanguageAllowed('en', null)).toBe(true);
  });

  it('falls back to zh-Hans', () => {
    expect(resolveAllowedLanguage('en', config('zh-Hans'))).toBe('zh-Hans');
    expect(resolveAllowedLanguage('xx', config('zh-Hans', 'en'))).toBe('zh-Hans');
    expect(resolveAllowedLanguage('en', config('zh-Hans', 'en'))).toBe('en');
  });

  it('makes the language guard ignore a language the server does not list', () => {
    const url = (path: string) => new URL(path, 'http://localhost');
    const onlyChinese = (locale: string) => locale === 'zh-Hans';
    expect(localeRedirectTarget(url('/login'), 'en', onlyChinese)).toBeNull();
    expect(localeRedirectTarget(url('/en/login?x=1'), undefined, onlyChinese)).toBe('/login?x=1');
    expect(localeRedirectTarget(url('/login'), 'en', () => true)).toBe('/en/login');
  });
});
