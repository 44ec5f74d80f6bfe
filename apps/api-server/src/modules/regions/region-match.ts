// Tolerant matching of a typed region name against the regions of one level: the same key function for the order
// form (validateParty) and the spreadsheet, so "Chiyoda", "CHIYODA KU" and "Chiyoda-ku" all find "Chiyoda-ku".

// Japanese municipal suffixes written in Latin letters (ward, city, district, town, village), after a hyphen or
// a space: data sources disagree on whether they are part of the name.
const JAPANESE_SUFFIX = /[\s-](ku|shi|gun|machi|mura)$/;

// Traditional characters of the place names Google writes for Hong Kong, Macao and Taiwan (九龍, 臺北, 宜蘭縣), folded
// to the simplified ones of our data (九龙, 台北, 宜兰县) so that Google's English names become aliases of ours.
const TRADITIONAL: Readonly<Record<string, string>> = {
  龍: '龙', 島: '岛', 縣: '县', 蘭: '兰', 蓮: '莲', 門: '门', 東: '东', 園: '园', 連: '连', 雲: '云', 義: '义', 灣: '湾', 臺: '台', 區: '区',
};
const TRADITIONAL_CHARS = new RegExp(`[${Object.keys(TRADITIONAL).join('')}]`, 'gu');

/**
 * The comparison key of a region name or code: compatibility forms folded (full-width letters), accents removed
 * (NFKD, so "Chōfu" is "Chofu"), case ignored, punctuation and spaces dropped, a Japanese -ku/-shi/-gun suffix
 * dropped, the traditional characters above simplified.
 */
export function normaliseRegionName(value: string): string {
  const folded = value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(TRADITIONAL_CHARS, (c) => TRADITIONAL[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const withoutSuffix = folded.replace(JAPANESE_SUFFIX, '');
  return (withoutSuffix === '' ? folded : withoutSuffix).replace(/\s+/g, '');
}

/** A region as the matcher sees it: its id and every text it may be written as (code, names, aliases). */
export interface MatchCandidate {
  id: string;
  /** Codes win over names: a name never shadows another region's code. */
  codes: readonly string[];
  names: readonly string[];
}

/** Index of one level's regions by comparison key. */
export class RegionMatcher {
  private readonly byKey = new Map<string, string>();

  constructor(candidates: readonly MatchCandidate[]) {
    const add = (text: string, id: string): void => {
      const key = normaliseRegionName(text);
      if (key !== '' && !this.byKey.has(key)) this.byKey.set(key, id);
    };
    for (const c of candidates) for (const code of c.codes) add(code, c.id);
    for (const c of candidates) for (const name of c.names) add(name, c.id);
  }

  /** The id of the region `value` names, or undefined. */
  match(value: string): string | undefined {
    return this.byKey.get(normaliseRegionName(value));
  }
}

/** The codes a region is typed with: its own code and, for ISO 3166-2 codes, the part after the country (`NY`). */
export function regionCodes(code: string): string[] {
  const suffix = /^[A-Z]{2}-(.+)$/.exec(code)?.[1];
  return suffix ? [code, suffix] : [code];
}
