import { QueryShape } from '../../db/query-shape';
import type { RegionsDb } from './regions.db';
import type { ValidationIssue } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { addressRules } from './address-rules';

// Public service of the regions module: addresses and orders resolve and display region chains through these
// functions only (never by reading the regions table themselves). Keep the signatures stable.

export interface RegionChainInput {
  regionLv0Id: string;
  regionLv1Id?: string | null | undefined;
  regionLv2Id?: string | null | undefined;
  regionLv3Id?: string | null | undefined;
}

export interface ResolvedRegionChain {
  countryCode: string;
  regionLv0Id: string;
  regionLv1Id: string | null;
  regionLv2Id: string | null;
  regionLv3Id: string | null;
  regionLv0DisplayName: string;
  regionLv1DisplayName: string;
  regionLv2DisplayName: string;
  regionLv3DisplayName: string;
  /** The non-empty display names joined with '-', e.g. `中国-广东省-深圳市-南山区`. */
  area: string;
}

export interface RegionRow {
  id: string;
  parentId: string | null;
  level: number;
  countryCode: string;
  nameZh: string;
  nameEn: string;
  hasChildren: number;
  code: string;
}

/**
 * Region rows read during one request, by id (null: no such region). A batch of 5,000 orders names the same few
 * regions thousands of times; one query per chain per order was most of a spreadsheet preview's time. Live for one
 * request only, so a region edited meanwhile is seen by the next one.
 */
export class RegionRowCache {
  readonly rows = new Map<string, RegionRow | null>();
  /** The children of a region by its id, read once per request (typed names are matched against them). */
  readonly children = new Map<string, Promise<RegionRow[]>>();
}

export const REGION_ROW_COLUMNS = ['id', 'parentId', 'level', 'countryCode', 'nameZh', 'nameEn', 'hasChildren', 'code'] as const;

/** The rows of `ids` (unknown ones absent), through the request's cache when there is one. */
export async function readRegionRows(db: RegionsDb, ids: readonly string[], cache?: RegionRowCache): Promise<Map<string, RegionRow>> {
  const cached = cache?.rows;
  const missing = cached ? [...new Set(ids.filter((id) => !cached.has(id)))] : [...new Set(ids)];
  const rows = missing.length ? await db.selectFrom('regions').select(REGION_ROW_COLUMNS).where('id', 'in', missing).execute() : [];
  const byId = new Map<string, RegionRow>(rows.map((r) => [r.id, r]));
  if (cached) {
    for (const id of missing) cached.set(id, byId.get(id) ?? null);
    for (const id of ids) {
      const row = cached.get(id);
      if (row) byId.set(id, row);
    }
  }
  return byId;
}

export const regionDisplayName = (row: { nameZh: string; nameEn: string }, locale: Locale): string =>
  locale === 'en' ? row.nameEn : row.nameZh;

/** Joins the non-empty names with '-' (the contract's `area`). */
export const joinArea = (names: readonly string[]): string => names.filter((n) => n !== '').join('-');

const regionNames = new QueryShape((db: RegionsDb, ids: readonly string[]) =>
  db.selectFrom('regions').select(['id', 'nameZh', 'nameEn']).where('id', 'in', ids),
);

/** Display names of many regions in one query (list pages); unknown ids are absent from the map. */
export async function getRegionNames(
  db: RegionsDb,
  ids: readonly (string | null | undefined)[],
  locale: Locale,
): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
  const names = new Map<string, string>();
  // Chunked: SQLite limits bound parameters per statement.
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await regionNames.execute(db, unique.slice(i, i + 500));
    for (const row of rows) names.set(row.id, regionDisplayName(row, locale));
  }
  return names;
}

export interface PostalCodeCheck {
  valid: boolean;
  /** Trimmed and upper-cased: store this one. */
  normalized: string;
  /** The country's pattern (Google's, anchored), or null when the generic rule applied. */
  pattern: string | null;
  /** An example of a valid code for messages (null for the generic rule). */
  example: string | null;
}

/**
 * Format check of a postal code for a country (ISO alpha-2) against Google's address data. Countries without a
 * known pattern accept 1 to 16 letters, digits, spaces or hyphens.
 */
export function validatePostalCode(countryCode: string, postalCode: string): PostalCodeCheck {
  const normalized = postalCode.trim().toUpperCase();
  const rules = addressRules(countryCode);
  if (rules?.postalCodePattern) {
    const { postalCodePattern: pattern, postalCodeExamples: examples } = rules;
    return { valid: new RegExp(pattern).test(normalized), normalized, pattern, example: examples[0] ?? null };
  }
  return { valid: /^[A-Z0-9][A-Z0-9 -]{0,15}$/.test(normalized), normalized, pattern: null, example: null };
}

/** The validation issue for a postal code that does not fit its country, or null when it fits. */
export function postalCodeIssue(member: string, countryCode: string, postalCode: string): ValidationIssue | null {
  const check = validatePostalCode(countryCode, postalCode);
  if (check.valid) return null;
  return check.example
    ? { members: [member], messageKey: 'Regions:InvalidPostalCode', params: { example: check.example } }
    : { members: [member], messageKey: 'Regions:InvalidPostalCodeGeneric' };
}
