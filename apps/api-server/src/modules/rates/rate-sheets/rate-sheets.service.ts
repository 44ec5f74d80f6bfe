import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { AppError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { recordAudit, type AuditActor } from '../../audit';
import { knownCountries } from '../../regions';
import { fromGrams, fromMinor } from '../pricing/money';
import type { PricingSheet, StoredZone } from '../pricing/pricing';
import { requireRouting } from '../products/products.service';
import { destinationCodesOf, type RoutingRow } from '../products/routing.mapping';
import { checkRateSheet, checkZones, zoneCountryCodes, type ZoneRules } from './rate-sheet-input';
import { rateSheetOf, saveRateSheet, type StoredRateSheet } from './rate-sheets.repository';
import type { RatesDatabase, RatesExecutor, RatesTx } from '../rates.db';

// A product's rate sheet as admins edit it: read, replaced whole, or its zones replaced by a spreadsheet import.
// Every write is one row (./rate-sheets.repository.ts) and its audit entry, in one transaction; the public
// quote reads the row at its next request.

type S = components['schemas'];

const toZone = (zone: StoredZone, locale: Locale): S['RateZone'] => ({
  code: zone.code,
  nameZh: zone.nameZh,
  nameEn: zone.nameEn,
  displayName: locale === 'en' ? zone.nameEn : zone.nameZh,
  countryCodes: zone.countryCodes,
  pricingMethod: zone.method,
  firstWeightKg: zone.firstWeightGrams === null ? null : fromGrams(zone.firstWeightGrams),
  firstWeightPrice: zone.firstWeightPriceMinor === null ? null : fromMinor(zone.firstWeightPriceMinor),
  additionalWeightKg: zone.additionalWeightGrams === null ? null : fromGrams(zone.additionalWeightGrams),
  additionalWeightPrice: zone.additionalWeightPriceMinor === null ? null : fromMinor(zone.additionalWeightPriceMinor),
  breaks: zone.breaks.map((b) => ({ fromKg: fromGrams(b.fromGrams), pricePerKg: fromMinor(b.pricePerKgMinor) })),
});

export const toRateSheet = (sheet: StoredRateSheet, locale: Locale): S['RateSheet'] => ({
  routingId: sheet.routingId,
  currency: sheet.currency as S['CurrencyCode'],
  volumetricDivisor: sheet.volumetricDivisor,
  chargeableWeightStepKg: fromGrams(sheet.chargeableWeightStepGrams) as S['ChargeableWeightStep'],
  minimumCharge: fromMinor(sheet.minimumChargeMinor),
  fuelSurchargePercent: sheet.fuelSurchargeBasisPoints / 100,
  zones: sheet.zones.map((z) => toZone(z, locale)),
  lastModificationTime: sheet.lastModificationTime,
  lastModifierUserName: sheet.lastModifierUserName,
});

/** The rules a product's zones must follow, with the region data's answer for the codes they name. */
export async function zoneRulesFor(db: RatesExecutor, routing: RoutingRow, codes: Iterable<string>): Promise<ZoneRules> {
  return { productCountries: destinationCodesOf(routing), knownCountries: await knownCountries(db, codes) };
}

export async function getRateSheet(db: RatesExecutor, routingId: string, locale: Locale): Promise<S['RateSheet']> {
  return toRateSheet(await rateSheetOf(db, await requireRouting(db, routingId)), locale);
}

/** What an audit entry keeps of a sheet: its settings and zones as the contract shows them. */
const audited = (sheet: PricingSheet): Record<string, unknown> => {
  const view = toRateSheet({ ...sheet, routingId: '', lastModificationTime: null, lastModifierUserName: null }, 'en');
  return { currency: view.currency, volumetricDivisor: view.volumetricDivisor, chargeableWeightStepKg: view.chargeableWeightStepKg, minimumCharge: view.minimumCharge, fuelSurchargePercent: view.fuelSurchargePercent, zones: view.zones.map(({ displayName: _d, ...z }) => z) };
};

async function writeSheet(trx: RatesTx, actor: AuditActor, routing: RoutingRow, before: StoredRateSheet, after: PricingSheet, action: AuditAction, extra: Record<string, unknown>, locale: Locale): Promise<S['RateSheet']> {
  const now = nowIso();
  await saveRateSheet(trx, routing.id, after, actor, now);
  await recordAudit(trx, actor, { action, entityType: AuditEntityType.Routing, entityId: routing.id, entityLabel: routing.code, before: before.lastModificationTime === null ? null : audited(before), after: { ...audited(after), ...extra } }, now);
  return toRateSheet(await rateSheetOf(trx, routing), locale);
}

export async function replaceRateSheet(db: RatesDatabase, actor: AuditActor, routingId: string, input: S['RateSheetInput'], locale: Locale): Promise<S['RateSheet']> {
  return inTransaction(db, async (trx) => {
    const routing = await requireRouting(trx, routingId);
    const { sheet, issues } = checkRateSheet(input, await zoneRulesFor(trx, routing, zoneCountryCodes(input.zones)));
    if (issues.length) throw new ValidationError(issues);
    return writeSheet(trx, actor, routing, await rateSheetOf(trx, routing), sheet, AuditAction.RateSheetReplace, {}, locale);
  });
}

const zoneIndexOf = (issue: ValidationIssue): number => Number(/^zones\[(\d+)\]/.exec(issue.members[0] ?? '')?.[1] ?? 0);

/**
 * The previewed zones replace every zone of the sheet, its other settings kept (a product without a sheet gets the
 * defaults). Checked again as the preview checked them; any refusal and nothing is written: 400
 * `Ops:ImportRefused` with one error per refused member (`zones[2].breaks`).
 */
export async function importRateSheetZones(db: RatesDatabase, actor: AuditActor, routingId: string, input: S['ImportRateSheetZonesInput'], locale: Locale): Promise<S['RateSheet']> {
  return inTransaction(db, async (trx) => {
    const routing = await requireRouting(trx, routingId);
    const { zones, issues } = checkZones(input.zones, await zoneRulesFor(trx, routing, zoneCountryCodes(input.zones)));
    if (issues.length) {
      issues.sort((a, b) => zoneIndexOf(a) - zoneIndexOf(b));
      throw new AppError(400, 'Ops:RateImportRefused', { code: 'Ops:ImportRefused', params: { count: issues.length }, validationErrors: issues });
    }
    const before = await rateSheetOf(trx, routing);
    const { routingId: _r, lastModificationTime: _t, lastModifierUserName: _u, ...settings } = before;
    return writeSheet(trx, actor, routing, before, { ...settings, zones }, AuditAction.RateSheetImport, { fileName: input.fileName }, locale);
  });
}
