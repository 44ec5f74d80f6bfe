// Tables owned by the regions module. One table holds the whole cascade (level 0 country .. 3 district) so a
// chain is resolved with one indexed lookup by id; names are stored in both languages, the reader picks one.

export interface RegionsTable {
  /** Deterministic UUID (v5 style, sha1 of `level:code`): identical on every machine and every reseed. */
  id: string;
  /** ISO 3166-1 alpha-2 (0), ISO 3166-2 subdivision or source code (1, 2), GB/T 2260 for China. */
  code: string;
  parentId: string | null;
  /** 0 country, 1 state/province, 2 city, 3 district. */
  level: number;
  countryCode: string;
  nameZh: string;
  nameEn: string;
  /** Upper-cased zh + en names + code, for the case-insensitive keyword filter on both dialects. */
  searchText: string;
  /** 0/1. */
  hasChildren: number;
  /** Countries only: the postal code format; null when unknown. */
  postalCodePattern: string | null;
}

/** Primary key (countryCode, postalCode, cityName): a code may span several cities. */
export interface RegionPostalCodesTable {
  countryCode: string;
  /** Normalised: trimmed, upper-case. */
  postalCode: string;
  regionLv1Id: string | null;
  regionLv2Id: string | null;
  /** The source's city name, kept for codes whose city has no level-2 region. */
  cityName: string;
}

export interface RegionsTables {
  regions: RegionsTable;
  region_postal_codes: RegionPostalCodesTable;
}
