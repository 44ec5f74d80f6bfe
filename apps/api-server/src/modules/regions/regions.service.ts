import { AreaLevel, type components } from '@forwarder/contracts/api-f';
import { sql } from 'kysely';
import { escapeLike } from '../../db/text-search';
import { invalidField, NotFoundError, ValidationError } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { CASCADE_COUNTRIES, countriesWithCompleteStates } from './address-regions';
import { addressRules } from './address-rules';
import { postalCodeCoverage, postalLookupKeys } from './postal-coverage';
import { postalCodeIssue, regionDisplayName, validatePostalCode } from './region-chain';
import type { RegionsTable } from './regions.tables';
import type { RegionsDb } from './regions.db';

type Area = components['schemas']['Area'];
type AreaAddressRules = components['schemas']['AddressRules'];
type Region = components['schemas']['Region'];
type RegionChain = components['schemas']['RegionChain'];
type PostalCodeLookupResult = components['schemas']['PostalCodeLookupResult'];

/** Cascade level 0..3 <-> AreaLevel (1, 2, 4, 8: flags in the ABP original). */
const LEVEL_TO_AREA_LEVEL = [AreaLevel.Country, AreaLevel.State, AreaLevel.City, AreaLevel.District] as const;
const AREA_LEVEL_TO_LEVEL: Record<number, number> = Object.fromEntries(LEVEL_TO_AREA_LEVEL.map((areaLevel, level) => [areaLevel, level]));

// Sorted in JS with ICU collators: identical on both dialects (their collations differ) and pinyin order for
// zh-Hans. Lists are one level of one parent or one country (at most ~20k rows), cheap to sort.
const collators: Record<Locale, Intl.Collator> = {
  'zh-Hans': new Intl.Collator('zh-Hans-u-co-pinyin'),
  en: new Intl.Collator('en', { sensitivity: 'base' }),
};

type Row = Pick<RegionsTable, 'id' | 'code' | 'parentId' | 'level' | 'countryCode' | 'nameZh' | 'nameEn' | 'hasChildren' | 'postalCodePattern'>;
const COLUMNS = ['id', 'code', 'parentId', 'level', 'countryCode', 'nameZh', 'nameEn', 'hasChildren', 'postalCodePattern'] as const;

function sortByDisplayName<T extends { displayName: string; code: string }>(items: T[], locale: Locale): T[] {
  const collator = collators[locale];
  return items.sort((a, b) => collator.compare(a.displayName, b.displayName) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

export function toRegion(row: Row, locale: Locale): Region {
  return {
    id: row.id,
    code: row.code,
    parentId: row.parentId,
    level: row.level,
    displayName: regionDisplayName(row, locale),
    hasChildren: row.hasChildren === 1,
  };
}

/** A country's address rules as the contract publishes them; undefined when Google's data does not list it. */
function areaAddressRules(countryCode: string, completeStates: ReadonlySet<string>): AreaAddressRules | undefined {
  const rules = addressRules(countryCode);
  if (!rules) return undefined;
  return {
    stateRequired: rules.stateRequired,
    cityRequired: rules.cityRequired,
    postalCodeRequired: rules.postalCodeRequired,
    usesPostalCode: rules.usesPostalCode,
    usesState: rules.usesState,
    usesCity: rules.usesCity,
    usesDistrict: rules.usesDistrict,
    postalCodeExamples: rules.postalCodeExamples,
    stateLabel: rules.stateLabel,
    cityLabel: rules.cityLabel,
    districtLabel: rules.districtLabel,
    stateListComplete: completeStates.has(countryCode),
    cascade: CASCADE_COUNTRIES.has(countryCode),
  };
}

function toArea(row: Row, locale: Locale, completeStates: ReadonlySet<string>): Area {
  const rules = row.level === 0 ? areaAddressRules(row.countryCode, completeStates) : undefined;
  return {
    id: row.id,
    code: row.code,
    parentId: row.parentId,
    level: LEVEL_TO_AREA_LEVEL[row.level] ?? AreaLevel.Country,
    displayName: regionDisplayName(row, locale),
    countryCode: row.countryCode,
    postalCodePattern: row.postalCodePattern,
    postalCodeCoverage: row.level === 0 ? postalCodeCoverage(row.countryCode) : null,
    ...(rules ? { addressRules: rules } : {}),
  } as Area;
}

async function findCountry(db: RegionsDb, countryCode: string): Promise<Row | undefined> {
  return db
    .selectFrom('regions')
    .select(COLUMNS)
    .where('level', '=', 0)
    .where('code', '=', countryCode.trim().toUpperCase())
    .executeTakeFirst();
}

export async function listAreas(
  db: RegionsDb,
  query: { level?: number | undefined; countryCode?: string | undefined },
  locale: Locale,
): Promise<{ items: Area[] }> {
  const areaLevel = query.level ?? AreaLevel.Country;
  const level = AREA_LEVEL_TO_LEVEL[areaLevel];
  if (level === undefined) throw invalidField('level', 'Validation:Enum', { field: 'level' });
  let q = db.selectFrom('regions').select(COLUMNS).where('level', '=', level);
  if (level > 0) {
    if (!query.countryCode) throw invalidField('countryCode', 'Regions:CountryCodeRequired');
    const country = await findCountry(db, query.countryCode);
    if (!country) throw invalidField('countryCode', 'Regions:UnknownCountry', { countryCode: query.countryCode });
    q = q.where('countryCode', '=', country.countryCode);
  } else if (query.countryCode) {
    q = q.where('countryCode', '=', query.countryCode.trim().toUpperCase());
  }
  const rows = await q.execute();
  const completeStates = level === 0 ? await countriesWithCompleteStates(db, rows.map((r) => r.countryCode)) : new Set<string>();
  return { items: sortByDisplayName(rows.map((r) => toArea(r, locale, completeStates)), locale) };
}

export async function listRegions(
  db: RegionsDb,
  query: { level: number; parentId?: string | undefined; keyword?: string | undefined },
  locale: Locale,
): Promise<{ items: Region[] }> {
  const { level, parentId } = query;
  if (level === 0 && parentId) throw invalidField('parentId', 'Regions:ParentIdNotAllowed');
  let q = db.selectFrom('regions').select(COLUMNS).where('level', '=', level);
  if (level > 0) {
    if (!parentId) throw invalidField('parentId', 'Regions:ParentIdRequired');
    const parent = await db.selectFrom('regions').select(['id', 'level']).where('id', '=', parentId).executeTakeFirst();
    if (!parent) throw new NotFoundError('Regions:ParentNotFound');
    if (parent.level !== level - 1) throw invalidField('parentId', 'Regions:WrongParent');
    q = q.where('parentId', '=', parentId);
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    // searchText is upper-cased in JS at seed time (full Unicode), so both sides compare the same way.
    q = q.where(sql<boolean>`${sql.ref('searchText')} like ${`%${escapeLike(keyword.toUpperCase())}%`} escape '\\'`);
  }
  const rows = await q.execute();
  return { items: sortByDisplayName(rows.map((r) => toRegion(r, locale)), locale) };
}

export async function lookupPostalCode(
  db: RegionsDb,
  query: { countryCode: string; postalCode: string },
  locale: Locale,
): Promise<PostalCodeLookupResult> {
  const country = await findCountry(db, query.countryCode);
  if (!country) throw invalidField('countryCode', 'Regions:UnknownCountry', { countryCode: query.countryCode });
  const issue = postalCodeIssue('postalCode', country.countryCode, query.postalCode);
  if (issue) throw new ValidationError([issue]);
  const { normalized } = validatePostalCode(country.countryCode, query.postalCode);
  const coverage = postalCodeCoverage(country.countryCode);
  const keys = postalLookupKeys(country.countryCode, normalized);
  const rows = keys.length
    ? await db
        .selectFrom('region_postal_codes')
        .select(['postalCode', 'regionLv1Id', 'regionLv2Id', 'cityName'])
        .where('countryCode', '=', country.countryCode)
        .where('postalCode', 'in', keys)
        .execute()
    : [];
  // The most specific key that the data knows wins (Japan: a 7-digit code before its 3-digit area).
  const key = keys.find((k) => rows.some((r) => r.postalCode === k));
  // Chains with a known city first, then by the source's town name (sorted here: the dialects collate differently).
  const matches = rows
    .filter((r) => r.postalCode === key)
    .sort(
      (a, b) =>
        Number(b.regionLv2Id !== null) - Number(a.regionLv2Id !== null) ||
        (a.cityName < b.cityName ? -1 : a.cityName > b.cityName ? 1 : 0),
    );
  const ids = matches.flatMap((m) => [m.regionLv1Id, m.regionLv2Id]).filter((id): id is string => id !== null);
  const regionRows = ids.length ? await db.selectFrom('regions').select(COLUMNS).where('id', 'in', ids).execute() : [];
  const byId = new Map(regionRows.map((r) => [r.id, r]));
  const region = (id: string | null): Region | null => {
    const row = id ? byId.get(id) : undefined;
    return row ? toRegion(row, locale) : null;
  };
  // One chain per distinct region pair: several source towns of one code often share a state and no city.
  const distinct = [...new Map(matches.map((m) => [`${m.regionLv1Id}|${m.regionLv2Id}`, m])).values()];
  const items: RegionChain[] = distinct.map((m) => ({
    regionLv0: toRegion(country, locale),
    regionLv1: region(m.regionLv1Id),
    regionLv2: region(m.regionLv2Id),
    regionLv3: null,
  }));
  return { countryCode: country.countryCode, postalCode: normalized, coverage, items };
}

/** The city (level 2) of `stateId` named `nameEn` in English, or null (the demo orders' destinations). */
export async function findCityId(db: RegionsDb, stateId: string, nameEn: string): Promise<string | null> {
  const row = await db
    .selectFrom('regions')
    .select('id')
    .where('parentId', '=', stateId)
    .where('level', '=', 2)
    .where('nameEn', '=', nameEn)
    .orderBy('code')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A country's names by its exact code (level 0), or undefined: the quote names the destination it prices. */
export async function findCountryNames(db: RegionsDb, countryCode: string): Promise<{ nameZh: string; nameEn: string } | undefined> {
  return db.selectFrom('regions').select(['nameZh', 'nameEn']).where('level', '=', 0).where('code', '=', countryCode).executeTakeFirst();
}
