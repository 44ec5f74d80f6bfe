import type { RegionsDb } from './regions.db';
import type { ValidationIssue } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { postalCodeFormatFor } from './postal-code-formats';

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

export type RegionChainResult = { ok: true; chain: ResolvedRegionChain } | { ok: false; issues: ValidationIssue[] };

export interface RegionChainOptions {
  /** Prefix of the member paths in issues, e.g. `receiver.` gives `receiver.regionLv1Id`. */
  memberPrefix?: string;
  /** Region rows already read by this request, reused instead of read again (see `RegionRowCache`). */
  rowCache?: RegionRowCache;
}

const LEVEL_KEYS = ['regionLv0Id', 'regionLv1Id', 'regionLv2Id', 'regionLv3Id'] as const;

interface RegionRow {
  id: string;
  parentId: string | null;
  level: number;
  countryCode: string;
  nameZh: string;
  nameEn: string;
  hasChildren: number;
}

/**
 * Region rows read during one request, by id (null: no such region). A batch of 5,000 orders names the same few
 * regions thousands of times; one query per chain per order was most of a spreadsheet preview's time. Live for one
 * request only, so a region edited meanwhile is seen by the next one.
 */
export class RegionRowCache {
  readonly rows = new Map<string, RegionRow | null>();
}

export const regionDisplayName = (row: { nameZh: string; nameEn: string }, locale: Locale): string =>
  locale === 'en' ? row.nameEn : row.nameZh;

/** Joins the non-empty names with '-' (the contract's `area`). */
export const joinArea = (names: readonly string[]): string => names.filter((n) => n !== '').join('-');

/**
 * Validates a region chain: every id must exist at its level and be a child of the level above, and a level is
 * required when the region above it has children. Answers the issues (members = `regionLvNId`) or the chain with
 * display names in `locale`.
 */
export async function resolveRegionChain(
  db: RegionsDb,
  input: RegionChainInput,
  locale: Locale,
  options: RegionChainOptions = {},
): Promise<RegionChainResult> {
  const prefix = options.memberPrefix ?? '';
  const given = LEVEL_KEYS.map((key) => input[key] ?? null);
  const ids = given.filter((id): id is string => typeof id === 'string' && id !== '');
  const cached = options.rowCache?.rows;
  const missing = cached ? [...new Set(ids.filter((id) => !cached.has(id)))] : ids;
  const rows = missing.length
    ? await db
        .selectFrom('regions')
        .select(['id', 'parentId', 'level', 'countryCode', 'nameZh', 'nameEn', 'hasChildren'])
        .where('id', 'in', missing)
        .execute()
    : [];
  const byId = new Map<string, RegionRow>(rows.map((r) => [r.id, r]));
  if (cached) {
    for (const id of missing) cached.set(id, byId.get(id) ?? null);
    for (const id of ids) {
      const row = cached.get(id);
      if (row) byId.set(id, row);
    }
  }

  const issues: ValidationIssue[] = [];
  const chain: (RegionRow | null)[] = [null, null, null, null];
  let previous: RegionRow | null = null;
  let stopped = false;
  for (let level = 0; level < 4; level++) {
    const member = `${prefix}${LEVEL_KEYS[level]}`;
    const id = given[level];
    if (!id) {
      // A missing level is an error only when the region above has children (or for the country itself).
      if (level === 0) issues.push({ members: [member], messageKey: 'Validation:Required', params: { field: member } });
      else if (!stopped && previous?.hasChildren === 1) issues.push({ members: [member], messageKey: 'Regions:RegionRequired' });
      stopped = true;
      previous = null;
      continue;
    }
    const row = byId.get(id);
    if (!row || row.level !== level) {
      issues.push({ members: [member], messageKey: 'Regions:UnknownRegion' });
      stopped = true;
      previous = null;
      continue;
    }
    if (level > 0 && (stopped || previous === null || row.parentId !== previous.id)) {
      // Only report a wrong parent when the level above is valid; otherwise that level's issue says it all.
      if (!stopped && previous !== null) issues.push({ members: [member], messageKey: 'Regions:WrongParent' });
      else if (!issues.length) issues.push({ members: [member], messageKey: 'Regions:WrongParent' });
      stopped = true;
      previous = null;
      continue;
    }
    chain[level] = row;
    previous = row;
  }
  if (issues.length) return { ok: false, issues };

  const [lv0 = null, lv1 = null, lv2 = null, lv3 = null] = chain;
  if (!lv0) return { ok: false, issues: [{ members: [`${prefix}regionLv0Id`], messageKey: 'Regions:UnknownRegion' }] };
  const name = (row: RegionRow | null): string => (row ? regionDisplayName(row, locale) : '');
  const names = [name(lv0), name(lv1), name(lv2), name(lv3)];
  return {
    ok: true,
    chain: {
      countryCode: lv0.countryCode,
      regionLv0Id: lv0.id,
      regionLv1Id: lv1?.id ?? null,
      regionLv2Id: lv2?.id ?? null,
      regionLv3Id: lv3?.id ?? null,
      regionLv0DisplayName: names[0] ?? '',
      regionLv1DisplayName: names[1] ?? '',
      regionLv2DisplayName: names[2] ?? '',
      regionLv3DisplayName: names[3] ?? '',
      area: joinArea(names),
    },
  };
}

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
    const rows = await db
      .selectFrom('regions')
      .select(['id', 'nameZh', 'nameEn'])
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) names.set(row.id, regionDisplayName(row, locale));
  }
  return names;
}

export interface PostalCodeCheck {
  valid: boolean;
  /** Trimmed and upper-cased: store this one. */
  normalized: string;
  /** The country's pattern, or null when the generic rule applied. */
  pattern: string | null;
  /** An example of a valid code for messages (null for the generic rule). */
  example: string | null;
}

/**
 * Format check of a postal code for a country (ISO alpha-2). Countries without a known pattern accept 1 to 16
 * letters, digits, spaces or hyphens.
 */
export function validatePostalCode(countryCode: string, postalCode: string): PostalCodeCheck {
  const normalized = postalCode.trim().toUpperCase();
  const format = postalCodeFormatFor(countryCode);
  if (format) {
    return { valid: new RegExp(format.pattern).test(normalized), normalized, pattern: format.pattern, example: format.example };
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
