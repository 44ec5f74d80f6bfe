import { normaliseRegionName, RegionMatcher, regionCodes } from './region-match';

describe('normaliseRegionName', () => {
  it('folds the Tokyo spellings together: -ku / -shi suffixes, case, macrons', () => {
    const chiyoda = normaliseRegionName('Chiyoda-ku');
    expect(['Chiyoda', 'CHIYODA', 'chiyoda ku', 'Chiyoda Ku', 'Chiyoda-Ku'].map(normaliseRegionName)).toEqual(Array(5).fill(chiyoda));
    expect(normaliseRegionName('Chōfu')).toBe(normaliseRegionName('Chofu-shi'));
    expect(normaliseRegionName('Chōfu-shi')).toBe('chofu');
    expect(normaliseRegionName('Nishitama-gun')).toBe('nishitama');
  });

  it('drops accents, punctuation and spaces; keeps Chinese and Japanese characters', () => {
    expect(normaliseRegionName('Québec')).toBe('quebec');
    expect(normaliseRegionName('Bogotá, D.C.')).toBe(normaliseRegionName('Bogota D.C.'));
    expect(normaliseRegionName('São Paulo')).toBe('saopaulo');
    expect(normaliseRegionName('东京都')).toBe('东京都');
    expect(normaliseRegionName('ＮＹ')).toBe('ny');
    expect(normaliseRegionName('九龍')).toBe(normaliseRegionName('九龙'));
    expect(normaliseRegionName('臺北市')).toBe('台北市');
  });

  it('keeps a name that is only a suffix, and a suffix without a separator', () => {
    expect(normaliseRegionName('Ku')).toBe('ku');
    expect(normaliseRegionName('Kushi')).toBe('kushi');
  });
});

describe('RegionMatcher', () => {
  const matcher = new RegionMatcher([
    { id: 'ny', codes: regionCodes('US-NY'), names: ['纽约州', 'New York'] },
    { id: 'ca', codes: regionCodes('US-CA'), names: ['加利福尼亚州', 'California'] },
    // A name equal to another region's code never shadows that code.
    { id: 'odd', codes: regionCodes('US-ZZ'), names: ['CA'] },
  ]);

  it('matches codes with or without the country prefix, and names in either language', () => {
    expect(['US-NY', 'ny', 'New York', 'new  york', '纽约州'].map((v) => matcher.match(v))).toEqual(['ny', 'ny', 'ny', 'ny', 'ny']);
    expect(matcher.match('CA')).toBe('ca');
    expect(matcher.match('Narnia')).toBeUndefined();
  });
});
