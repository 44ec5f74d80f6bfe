import { localizedJson } from './localized-json';

describe('localizedJson', () => {
  const both = JSON.stringify({ 'zh-Hans': '你好', en: 'Hello' });

  it('picks the entry of the language', () => {
    expect(localizedJson(both, 'en')).toBe('Hello');
    expect(localizedJson(both, 'zh-Hans')).toBe('你好');
  });

  it('falls back to zh-Hans, then to the first entry', () => {
    expect(localizedJson(JSON.stringify({ 'zh-Hans': '只有中文' }), 'en')).toBe('只有中文');
    expect(localizedJson(JSON.stringify({ fr: 'Bonjour', de: 'Hallo' }), 'en')).toBe('Bonjour');
  });

  it('matches keys case-insensitively and by language', () => {
    expect(localizedJson(JSON.stringify({ 'zh-hans': '中', 'en-US': 'US' }), 'en')).toBe('US');
    expect(localizedJson(JSON.stringify({ EN: 'Upper' }), 'en')).toBe('Upper');
  });

  it('returns plain text, broken JSON and non-object JSON as they are', () => {
    expect(localizedJson('Plain text', 'en')).toBe('Plain text');
    expect(localizedJson('{"en": "unterminated', 'en')).toBe('{"en": "unterminated');
    expect(localizedJson('[1,2]', 'en')).toBe('[1,2]');
    expect(localizedJson('42', 'en')).toBe('42');
    expect(localizedJson('{"en": 1}', 'en')).toBe('{"en": 1}');
  });

  it('never throws on empty input', () => {
    expect(localizedJson(null, 'en')).toBe('');
    expect(localizedJson(undefined, 'en')).toBe('');
    expect(localizedJson('', 'en')).toBe('');
  });
});
