import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in the page language', () => {
    expect(countryName('CN', 'zh-Hans')).toBe('中国');
    expect(countryName('CN', 'en')).toBe('China');
    expect(countryName('us', 'en')).toBe('United States');
  });

  it('gives back what it cannot read', () => {
    expect(countryName('', 'en')).toBe('');
    expect(countryName('XYZ', 'en')).toBe('XYZ');
  });
});
