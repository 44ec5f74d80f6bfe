import { PostalCodeCoverage } from '@forwarder/contracts/api-f';
import { addressRules } from './address-rules';

// What the postal-code lookup can do per country (contract PostalCodeCoverage), and how a normalised code is
// turned into the keys of region_postal_codes. Kept apart from postal-data.ts so that answering a lookup never
// loads the data packages. Coverage and sources: docs/domain/regions.md.

/**
 * Countries with packaged postal data, and the table keys of a normalised code, most specific first:
 * US ZIP+4 -> the 5-digit ZIP; Canada -> the FSA (first three characters, which fix the province);
 * Japan -> the 7 digits (kept for the few 3-digit areas spanning two prefectures), else the 3-digit area;
 * China -> the 4-digit, else the 3-digit prefix (province and city only, see postal-data-china.ts).
 */
const LOOKUP_KEYS: Readonly<Record<string, (normalized: string) => string[]>> = {
  US: (code) => [code.slice(0, 5)],
  CA: (code) => [code.slice(0, 3)],
  DE: (code) => [code],
  CN: (code) => [code.slice(0, 4), code.slice(0, 3)],
  JP: (code) => {
    const digits = code.replace('-', '');
    return [digits, digits.slice(0, 3)];
  },
};

export function postalCodeCoverage(countryCode: string): PostalCodeCoverage {
  if (countryCode in LOOKUP_KEYS) return PostalCodeCoverage.Lookup;
  return addressRules(countryCode)?.postalCodePattern ? PostalCodeCoverage.FormatOnly : PostalCodeCoverage.None;
}

/** The keys to look a (valid, normalised) code up by; empty when the country has no data. */
export function postalLookupKeys(countryCode: string, normalized: string): string[] {
  return LOOKUP_KEYS[countryCode]?.(normalized) ?? [];
}
