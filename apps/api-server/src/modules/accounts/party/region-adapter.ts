import type { ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import {
  addressRules,
  getRegionNames,
  joinArea,
  postalCodeIssue,
  resolveAddressRegions,
  type AddressRegionInput,
  type RegionRowCache,
  type ResolvedAddressRegions,
} from '../../regions';
import type { AccountsExecutor } from '../accounts.db';

// The one place that talks to the regions module, so a change of its API touches one file.

export type RegionIds = AddressRegionInput;
export type ResolvedRegions = ResolvedAddressRegions;
export type { RegionRowCache };

export async function resolveRegions(
  db: AccountsExecutor,
  ids: RegionIds,
  locale: Locale,
  pathPrefix: string,
  rowCache?: RegionRowCache,
): Promise<{ issues: ValidationIssue[] } | { regions: ResolvedRegions }> {
  const result = await resolveAddressRegions(db, ids, locale, { memberPrefix: pathPrefix ? `${pathPrefix}.` : '', ...(rowCache ? { rowCache } : {}) });
  return result.ok ? { regions: result.regions } : { issues: result.issues };
}

/** Whether the country's addresses need a postal code (Google's rules; false for a country they do not list). */
export const postalCodeRequired = (countryCode: string): boolean => addressRules(countryCode)?.postalCodeRequired ?? false;

export function checkPostalCode(countryCode: string, postalCode: string, member: string): ValidationIssue[] {
  const issue = postalCodeIssue(member, countryCode, postalCode);
  return issue ? [issue] : [];
}

/** Display names of many regions in one query; unknown ids are absent. */
export const regionNames = (db: AccountsExecutor, ids: readonly (string | null)[], locale: Locale): Promise<Map<string, string>> =>
  getRegionNames(db, ids, locale);

export { joinArea };
