import { TransportMode } from '@forwarder/contracts/api-f';
import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { newId, nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { NotFoundError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import { knownCountries } from '../../regions';
import { exactIn } from '../pricing/money';
import { findRateSheets, rateSheetOf } from '../rate-sheets/rate-sheets.repository';
import { fieldIssue } from '../field-issue';
import { destinationCodesOf, routingDisplayName, type RoutingRow } from './routing.mapping';
import { findRouting, findRoutingByCode, findRoutings, insertRoutings, updateRoutingColumns, type RoutingColumns } from './routings.repository';
import type { RatesDatabase, RatesExecutor } from '../rates.db';

// Shipping products (the routings table) as admins edit them. The public list (getRoutingList), the order form and
// the quote read the same rows: what is saved here shows there at the next request (nothing is cached).
// Retiring only clears isActive: orders keep their routingId, so their product's name still resolves. How many
// orders use a product is the orders module's to count: the staff handlers add it (api-ops.handlers.ts).

type S = components['schemas'];
/** A product as admins see it, but its order count. */
export type RoutingDetail = Omit<S['OpsRoutingDetail'], 'orderCount'>;
type RoutingInput = S['UpdateRoutingInput'];

/** A parcel of a product without an event for longer counts as stuck (the operations' default by mode). */
const DEFAULT_STALE_AFTER_DAYS: Record<number, number> = { [TransportMode.AIR]: 3, [TransportMode.SEA]: 10 };

async function details(db: RatesExecutor, rows: readonly RoutingRow[], locale: Locale): Promise<RoutingDetail[]> {
  const sheets = await findRateSheets(db, rows.map((r) => r.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    displayName: routingDisplayName(row, locale),
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    descriptionZh: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    transportMode: row.transportMode as S['TransportMode'],
    transitDaysMin: row.transitDaysMin,
    transitDaysMax: row.transitDaysMax,
    minWeightKg: Number(row.minWeightKg),
    maxWeightKg: Number(row.maxWeightKg),
    maxBoxWeightKg: row.maxBoxWeightKg === null ? null : Number(row.maxBoxWeightKg),
    destinationCountryCodes: destinationCodesOf(row),
    isActive: Number(row.isActive) === 1,
    sort: row.sort,
    staleAfterDays: row.staleAfterDays,
    rateZoneCount: sheets.get(row.id)?.zones.length ?? 0,
    creationTime: row.creationTime,
  }));
}

async function requireRouting(db: RatesExecutor, id: string): Promise<RoutingRow> {
  const row = await findRouting(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getRoutingDetail(db: RatesExecutor, id: string, locale: Locale): Promise<RoutingDetail> {
  const [detail] = await details(db, [await requireRouting(db, id)], locale);
  if (!detail) throw new NotFoundError();
  return detail;
}

export async function listRoutings(db: RatesExecutor, request: S['OpsRoutingListRequest'], locale: Locale): Promise<RoutingDetail[]> {
  const rows = await findRoutings(db, { activeOnly: !request.includeRetired, transportMode: request.transportMode });
  return details(db, rows, locale);
}

/** The stored columns of an input (texts trimmed, countries upper-cased, sorted, once each), or its issues. */
async function checkInput(db: RatesExecutor, input: RoutingInput): Promise<{ columns: RoutingColumns; issues: ValidationIssue[] }> {
  const issues: ValidationIssue[] = [];
  const nameZh = input.nameZh.trim();
  const nameEn = input.nameEn.trim();
  if (!nameZh) issues.push(fieldIssue('nameZh', 'Validation:Required'));
  if (!nameEn) issues.push(fieldIssue('nameEn', 'Validation:Required'));
  if (input.transitDaysMax < input.transitDaysMin) issues.push(fieldIssue('transitDaysMax', 'Ops:TransitDaysReversed'));
  for (const member of ['minWeightKg', 'maxWeightKg', 'maxBoxWeightKg'] as const) {
    const value = input[member];
    if (value !== null && exactIn(value, 3) === undefined) issues.push(fieldIssue(member, 'Ops:TooManyDecimals', { places: 3 }));
  }
  if (input.minWeightKg >= input.maxWeightKg) issues.push(fieldIssue('minWeightKg', 'Ops:MinWeightNotBelowMax', { limit: input.maxWeightKg }));
  const countries = [...new Set(input.destinationCountryCodes.map((c) => c.trim().toUpperCase()))].sort();
  const known = await knownCountries(db, countries);
  const unknown = countries.filter((c) => !known.has(c));
  if (unknown.length) issues.push(fieldIssue('destinationCountryCodes', 'Ops:UnknownCountries', { codes: unknown.join(', ') }));
  return {
    issues,
    columns: {
      nameZh,
      nameEn,
      descriptionZh: input.descriptionZh.trim(),
      descriptionEn: input.descriptionEn.trim(),
      transportMode: input.transportMode,
      transitDaysMin: input.transitDaysMin,
      transitDaysMax: input.transitDaysMax,
      minWeightKg: input.minWeightKg,
      maxWeightKg: input.maxWeightKg,
      maxBoxWeightKg: input.maxBoxWeightKg,
      destinationCountryCodes: JSON.stringify(countries),
      sort: input.sort,
      staleAfterDays: input.staleAfterDays,
    },
  };
}

/** What an audit entry keeps of a product (countries as a list, not the stored JSON text). */
function audited(columns: RoutingColumns): Record<string, unknown> {
  return { ...columns, destinationCountryCodes: destinationCodesOf(columns).join(' ') };
}

export async function createRouting(db: RatesDatabase, actor: AuditActor, input: S['CreateRoutingInput'], locale: Locale): Promise<RoutingDetail> {
  const complete: RoutingInput = {
    ...input,
    descriptionZh: input.descriptionZh ?? '',
    descriptionEn: input.descriptionEn ?? '',
    minWeightKg: input.minWeightKg ?? 0,
    maxBoxWeightKg: input.maxBoxWeightKg ?? null,
    sort: input.sort ?? 0,
    staleAfterDays: input.staleAfterDays ?? DEFAULT_STALE_AFTER_DAYS[input.transportMode] ?? 3,
  };
  const code = input.code.trim().toUpperCase();
  return inTransaction(db, async (trx) => {
    const { columns, issues } = await checkInput(trx, complete);
    if (await findRoutingByCode(trx, code)) issues.unshift(fieldIssue('code', 'Ops:RoutingCodeTaken', { code }));
    if (issues.length) throw new ValidationError(issues);
    const id = newId();
    const now = nowIso();
    await insertRoutings(trx, [{ id, code, ...columns, isActive: 1, creationTime: now }]);
    await recordAudit(trx, actor, { action: AuditAction.RoutingCreate, entityType: AuditEntityType.Routing, entityId: id, entityLabel: code, before: null, after: { code, ...audited(columns) } }, now);
    return getRoutingDetail(trx, id, locale);
  });
}

export async function updateRouting(db: RatesDatabase, actor: AuditActor, id: string, input: RoutingInput, locale: Locale): Promise<RoutingDetail> {
  return inTransaction(db, async (trx) => {
    const row = await requireRouting(trx, id);
    const { columns, issues } = await checkInput(trx, input);
    // A country a zone prices must stay a destination: the quote would otherwise price what cannot be ordered.
    const countries = destinationCodesOf(columns);
    if (countries.length > 0) {
      const sheet = await rateSheetOf(trx, row);
      const priced = sheet.zones.flatMap((z) => z.countryCodes.filter((c) => !countries.includes(c)).map((c) => [c, z.code] as const));
      if (priced.length) issues.push(fieldIssue('destinationCountryCodes', 'Ops:CountryPricedByZone', { codes: priced.map(([c]) => c).join(', '), zone: priced[0]?.[1] ?? '' }));
    }
    if (issues.length) throw new ValidationError(issues);
    const { id: _id, code: _code, isActive: _active, creationTime: _created, ...before } = row;
    const change = changedFields(audited(before), audited(columns));
    if (Object.keys(change.after ?? {}).length === 0) return getRoutingDetail(trx, id, locale);
    const now = nowIso();
    await updateRoutingColumns(trx, id, columns);
    await recordAudit(trx, actor, { action: AuditAction.RoutingUpdate, entityType: AuditEntityType.Routing, entityId: id, entityLabel: row.code, ...change }, now);
    return getRoutingDetail(trx, id, locale);
  });
}

/** Retire (false) or restore (true); the state it already has changes nothing and is not audited. */
export async function setRoutingActive(db: RatesDatabase, actor: AuditActor, id: string, isActive: boolean, locale: Locale): Promise<RoutingDetail> {
  return inTransaction(db, async (trx) => {
    const row = await requireRouting(trx, id);
    if ((Number(row.isActive) === 1) === isActive) return getRoutingDetail(trx, id, locale);
    await updateRoutingColumns(trx, id, { isActive: isActive ? 1 : 0 });
    await recordAudit(trx, actor, {
      action: isActive ? AuditAction.RoutingRestore : AuditAction.RoutingRetire,
      entityType: AuditEntityType.Routing,
      entityId: id,
      entityLabel: row.code,
      before: { isActive: !isActive },
      after: { isActive },
    });
    return getRoutingDetail(trx, id, locale);
  });
}

export { requireRouting };
