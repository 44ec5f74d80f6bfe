import type { ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import {
  getRegionNames,
  joinArea,
  postalCodeIssue,
  resolveRegionChain,
  type RegionChainInput,
  type RegionRowCache,
  type ResolvedRegionChain,
} from '../../regions';
import type { AccountsExecutor } from '../accounts.db';

// The one place that talks to the regions module, so a change of its API touches one file.

export type RegionIds = RegionChainInput;
export type ResolvedRegions = ResolvedRegionChain;
export type { RegionRowCache };

export async function resolveRegions(
  db: AccountsExecutor,
  ids: RegionIds,
  locale: Locale,
  pathPrefix: string,
  rowCache?: RegionRowCache,
): Promise<{ issues: ValidationIssue[] } | { regions: ResolvedRegions }> {
  const result = await resolveRegionChain(db, ids, locale, { memberPrefix: pathPrefix ? `${pathPrefix}.` : '', ...(rowCache ? { rowCache } : {}) });
  return result.ok ? { regions: result.chain } : { issues: result.issues };
}

export function checkPostalCode(countryCode: string, postalCode: string, member: string): ValidationIssue[] {
  const issue = postalCodeIssue(member, countryCode, postalCode);
  return issue ? [issue] : [];
}

/** Display names of many regions in one query; unknown ids are absent. */
export const regionNames = (db: AccountsExecutor, ids: readonly (string | null)[], locale: Locale): Promise<Map<string, string>> =>
  getRegionNames(db, ids, locale);

export { joinArea };
