import { TransportMode } from '@forwarder/contracts/api-f';
import { VOLUME_DIVISOR } from '@forwarder/weights';
import type { PricingSheet, StoredZone } from '../pricing/pricing';
import type { RateSheetsTable } from '../rates.tables';
import type { RatesDb } from '../rates.db';

// Reading and writing rate sheets. A product without a stored sheet has the defaults below: no zones (the quote
// cannot price it anywhere) and the dimensional divisor the order's recorded weights use for its transport mode,
// so a sheet starts from the figure customers already see.

export interface StoredRateSheet extends PricingSheet {
  routingId: string;
  /** Null for the defaults of a product that never had a sheet. */
  lastModificationTime: string | null;
  lastModifierUserName: string | null;
}

export const DEFAULT_CURRENCY = 'CNY';
export const DEFAULT_STEP_GRAMS = 500;

export function defaultRateSheet(routingId: string, transportMode: number): StoredRateSheet {
  return {
    routingId,
    currency: DEFAULT_CURRENCY,
    volumetricDivisor: transportMode === TransportMode.SEA ? VOLUME_DIVISOR[TransportMode.SEA] : VOLUME_DIVISOR[TransportMode.AIR],
    chargeableWeightStepGrams: DEFAULT_STEP_GRAMS,
    minimumChargeMinor: 0,
    fuelSurchargeBasisPoints: 0,
    zones: [],
    lastModificationTime: null,
    lastModifierUserName: null,
  };
}

function zonesOf(json: string): StoredZone[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? (parsed as StoredZone[]) : [];
}

const fromRow = (row: RateSheetsTable): StoredRateSheet => ({
  routingId: row.routingId,
  currency: row.currency,
  volumetricDivisor: Number(row.volumetricDivisor),
  chargeableWeightStepGrams: Number(row.chargeableWeightStepGrams),
  minimumChargeMinor: Number(row.minimumChargeMinor),
  fuelSurchargeBasisPoints: Number(row.fuelSurchargeBasisPoints),
  zones: zonesOf(row.zones),
  lastModificationTime: row.lastModificationTime,
  lastModifierUserName: row.lastModifierUserName,
});

/** The stored sheets of these products, by product id (products without one are absent). */
export async function findRateSheets(db: RatesDb, routingIds: readonly string[]): Promise<Map<string, StoredRateSheet>> {
  if (routingIds.length === 0) return new Map();
  const rows = await db.selectFrom('rate_sheets').selectAll().where('routingId', 'in', [...new Set(routingIds)]).execute();
  return new Map(rows.map((row) => [row.routingId, fromRow(row)]));
}

/** The product's sheet, or its defaults. */
export async function rateSheetOf(db: RatesDb, routing: { id: string; transportMode: number }): Promise<StoredRateSheet> {
  return (await findRateSheets(db, [routing.id])).get(routing.id) ?? defaultRateSheet(routing.id, routing.transportMode);
}

/** Inserts or replaces the product's sheet (one row: the zones are replaced with it). */
export async function saveRateSheet(db: RatesDb, routingId: string, sheet: PricingSheet, modifier: { userName: string } | null, time: string): Promise<void> {
  const values = {
    currency: sheet.currency,
    volumetricDivisor: sheet.volumetricDivisor,
    chargeableWeightStepGrams: sheet.chargeableWeightStepGrams,
    minimumChargeMinor: sheet.minimumChargeMinor,
    fuelSurchargeBasisPoints: sheet.fuelSurchargeBasisPoints,
    zones: JSON.stringify(sheet.zones),
    lastModificationTime: time,
    lastModifierUserName: modifier?.userName ?? null,
  };
  await db
    .insertInto('rate_sheets')
    .values({ routingId, ...values })
    .onConflict((oc) => oc.column('routingId').doUpdateSet(values))
    .execute();
}
