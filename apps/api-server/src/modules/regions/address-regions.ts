import type { ValidationIssue } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { addressRules, type AddressRules } from './address-rules';
import {
  joinArea,
  readRegionRows,
  REGION_ROW_COLUMNS,
  regionDisplayName,
  type RegionChainInput,
  type RegionRow,
  type RegionRowCache,
  type ResolvedRegionChain,
} from './region-chain';
import { RegionMatcher, regionCodes, type MatchCandidate } from './region-match';
import type { RegionsDb } from './regions.db';

// The regions of an address anywhere in the world (issue 27, docs/decisions.md): each level below the country is
// either a region of our data (by id, or a typed name that matches one) or the text as typed. A level is gated
// (must be one of ours) only where our list is complete: the Chinese cascade, and the states of countries whose
// every Google subdivision matches one of our states. What is required follows Google's rules per country.

/** Countries whose whole cascade (province, city, district) is ours and complete: every level is chosen, not typed. */
export const CASCADE_COUNTRIES: ReadonlySet<string> = new Set(['CN', 'HK', 'MO', 'TW']);

export interface AddressRegionInput extends RegionChainInput {
  stateName?: string | null | undefined;
  cityName?: string | null | undefined;
  districtName?: string | null | undefined;
}

export interface ResolvedAddressRegions extends ResolvedRegionChain {
  /** The typed name of a level without a matching region (null when the level has an id or is empty). */
  stateName: string | null;
  cityName: string | null;
  districtName: string | null;
}

export type AddressRegionsResult = { ok: true; regions: ResolvedAddressRegions } | { ok: false; issues: ValidationIssue[] };

const ID_KEYS = ['regionLv0Id', 'regionLv1Id', 'regionLv2Id', 'regionLv3Id'] as const;
const NAME_KEYS = [null, 'stateName', 'cityName', 'districtName'] as const;

const trimmed = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');

async function childrenOf(db: RegionsDb, parentId: string, cache?: RegionRowCache): Promise<RegionRow[]> {
  const read = () => db.selectFrom('regions').select(REGION_ROW_COLUMNS).where('parentId', '=', parentId).execute();
  if (!cache) return read();
  let rows = cache.children.get(parentId);
  if (!rows) cache.children.set(parentId, (rows = read()));
  return rows;
}

const candidateOf = (row: RegionRow): MatchCandidate => ({ id: row.id, codes: regionCodes(row.code), names: [row.nameZh, row.nameEn] });

/**
 * The matcher of a country's states, with Google's keys and names of each state as aliases (`東京都`, `NSW`), and
 * whether the list is complete: Google lists subdivisions and every one of them matched one of our states.
 */
function stateMatcher(states: readonly RegionRow[], rules: AddressRules | null): { matcher: RegionMatcher; complete: boolean } {
  const own = states.map(candidateOf);
  const base = new RegionMatcher(own);
  const aliases = new Map<string, string[]>();
  let complete = (rules?.subdivisions.length ?? 0) > 0;
  for (const sub of rules?.subdivisions ?? []) {
    const id = [sub.key, ...sub.names].map((text) => base.match(text)).find((found) => found !== undefined);
    if (!id) {
      complete = false;
      continue;
    }
    aliases.set(id, [...(aliases.get(id) ?? []), sub.key, ...sub.names]);
  }
  const matcher = new RegionMatcher(own.map((c) => ({ ...c, names: [...c.names, ...(aliases.get(c.id) ?? [])] })));
  return { matcher, complete };
}

/** Which of `countryCodes` have a complete state list (the state is chosen, never typed): one query for all. */
export async function countriesWithCompleteStates(db: RegionsDb, countryCodes: readonly string[]): Promise<Set<string>> {
  const complete = new Set(countryCodes.filter((cc) => CASCADE_COUNTRIES.has(cc)));
  const others = countryCodes.filter((cc) => !complete.has(cc) && (addressRules(cc)?.subdivisions.length ?? 0) > 0);
  if (others.length === 0) return complete;
  const states = await db.selectFrom('regions').select(REGION_ROW_COLUMNS).where('level', '=', 1).where('countryCode', 'in', others).execute();
  const byCountry = new Map<string, RegionRow[]>();
  for (const row of states) byCountry.set(row.countryCode, [...(byCountry.get(row.countryCode) ?? []), row]);
  for (const cc of others) if (stateMatcher(byCountry.get(cc) ?? [], addressRules(cc)).complete) complete.add(cc);
  return complete;
}

/** The matcher of the children of `parent` (Google's aliases for a country's states), and whether they are complete. */
async function levelMatcher(db: RegionsDb, parent: RegionRow, cache?: RegionRowCache): Promise<{ matcher: RegionMatcher; complete: boolean }> {
  const children = await childrenOf(db, parent.id, cache);
  if (parent.level === 0) return stateMatcher(children, addressRules(parent.countryCode));
  return { matcher: new RegionMatcher(children.map(candidateOf)), complete: false };
}

/** The label of a level in the country's words (prefecture, emirate…), in `locale`. */
export function levelLabel(rules: AddressRules | null, level: 1 | 2 | 3, locale: Locale): string {
  if (level === 1) return t(locale, `Regions:Level:State:${rules?.stateLabel ?? 'province'}`);
  if (level === 2) return t(locale, `Regions:Level:City:${rules?.cityLabel ?? 'city'}`);
  return t(locale, `Regions:Level:District:${rules?.districtLabel ?? 'suburb'}`);
}

/**
 * Validates the regions of an address: the country must be one of ours; below it, ids must be ours and children
 * of the level above, a typed name becomes the id of the region it matches, or stays as typed where the level is
 * not gated. Members of the issues are prefixed with `memberPrefix` (`receiver.`).
 */
export async function resolveAddressRegions(
  db: RegionsDb,
  input: AddressRegionInput,
  locale: Locale,
  options: { memberPrefix?: string; rowCache?: RegionRowCache } = {},
): Promise<AddressRegionsResult> {
  const prefix = options.memberPrefix ?? '';
  const ids = ID_KEYS.map((key) => trimmed(input[key]));
  const names = NAME_KEYS.map((key) => (key ? trimmed(input[key]) : ''));
  const byId = await readRegionRows(db, ids.filter((id) => id !== ''), options.rowCache);
  const fail = (member: string, messageKey: string, params?: Record<string, string>): AddressRegionsResult => ({
    ok: false,
    issues: [{ members: [`${prefix}${member}`], messageKey, ...(params ? { params } : {}) }],
  });

  if (ids[0] === '') return fail('regionLv0Id', 'Validation:Required', { field: `${prefix}regionLv0Id` });
  const country = byId.get(ids[0] ?? '');
  if (!country || country.level !== 0) return fail('regionLv0Id', 'Regions:UnknownRegion');
  const rules = addressRules(country.countryCode);
  const cascade = CASCADE_COUNTRIES.has(country.countryCode);

  const rows: (RegionRow | null)[] = [country, null, null, null];
  const texts: (string | null)[] = [null, null, null, null];
  // The region of the level above, or null when that level is typed text or empty (its children are unknown).
  let parent: RegionRow | null = country;
  for (const level of [1, 2, 3] as const) {
    const idKey = ID_KEYS[level];
    const nameKey = NAME_KEYS[level];
    const id = ids[level] ?? '';
    const name = names[level] ?? '';
    if (id !== '') {
      const row = byId.get(id);
      if (!row || row.level !== level) return fail(idKey, 'Regions:UnknownRegion');
      if (!parent || row.parentId !== parent.id) return fail(idKey, 'Regions:WrongParent');
      rows[level] = parent = row;
      continue;
    }
    const hasList = parent !== null && parent.hasChildren === 1;
    if (name !== '') {
      if (parent && hasList) {
        const { matcher, complete } = await levelMatcher(db, parent, options.rowCache);
        const matched = matcher.match(name);
        const row = matched ? (await readRegionRows(db, [matched], options.rowCache)).get(matched) : undefined;
        if (row) {
          rows[level] = parent = row;
          continue;
        }
        if (cascade || complete) return fail(nameKey, 'Regions:UnknownRegionName', { value: name, label: levelLabel(rules, level, locale) });
      }
      texts[level] = name;
      parent = null;
      continue;
    }
    // Nothing given for this level. The cascade demands each level its data lists (the pickers' ids). Elsewhere a
    // level is demanded where the country's rules require it, listed by our data or not (a city in KR, IT, ES…): the
    // forms type the name, so the member is the typed name's, in the country's words ("Please enter the prefecture").
    if (cascade) {
      if (hasList) return fail(idKey, 'Regions:RegionRequired');
    } else if (level === 1 ? rules?.stateRequired : level === 2 ? rules?.cityRequired : false) {
      return fail(nameKey, 'Regions:NameRequired', { label: levelLabel(rules, level, locale) });
    }
    parent = null;
  }

  const display = rows.map((row, level) => (row ? regionDisplayName(row, locale) : (texts[level] ?? '')));
  return {
    ok: true,
    regions: {
      countryCode: country.countryCode,
      regionLv0Id: country.id,
      regionLv1Id: rows[1]?.id ?? null,
      regionLv2Id: rows[2]?.id ?? null,
      regionLv3Id: rows[3]?.id ?? null,
      regionLv0DisplayName: display[0] ?? '',
      regionLv1DisplayName: display[1] ?? '',
      regionLv2DisplayName: display[2] ?? '',
      regionLv3DisplayName: display[3] ?? '',
      area: joinArea(display),
      stateName: texts[1] ?? null,
      cityName: texts[2] ?? null,
      districtName: texts[3] ?? null,
    },
  };
}
