import cityNames from './city-names-zh.json';

// Chinese names of the level-2 cities seeded from country-state-city (CITY_COUNTRIES), by state code and the
// city's English name: '美国-加利福尼亚州-洛杉矶' rather than '…-Los Angeles' on Chinese pages. city-names-zh.json is
// derived from GeoNames (www.geonames.org, CC BY 4.0: the attribution and the exact sources are in its `source`
// field and in docs/domain/regions.md) by tools/scripts/generate-city-names-zh.mjs, which also says how the
// Chinese name is chosen among a place's untagged alternate names. Cities it does not name keep their English name.

const NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = cityNames.names;

/** The countries the table was generated for (CITY_COUNTRIES when it was last regenerated). */
export const CITY_NAMES_ZH_COUNTRIES: readonly string[] = cityNames.countries;

/** The Chinese name of a city by its state's region code (`US-CA`) and its English name, when the table has it. */
export function cityNameZh(stateCode: string, nameEn: string): string | undefined {
  return NAMES[stateCode]?.[nameEn];
}
