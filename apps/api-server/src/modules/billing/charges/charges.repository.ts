import type { ChargeLinesTable, ChargesTable } from '../billing.tables';
import type { BillingDb } from '../billing.db';

// The SQL of charges. A charge is written once with its lines; the only change it ever gets is being superseded
// (a re-weighing replaced it) or, later, invoiced.

export type ChargeRow = ChargesTable;
export type ChargeLineRow = ChargeLinesTable;

export async function insertCharge(db: BillingDb, charge: ChargeRow, lines: readonly ChargeLineRow[]): Promise<void> {
  await db.insertInto('charges').values(charge).execute();
  if (lines.length) await db.insertInto('charge_lines').values([...lines]).execute();
}

/** The order's live charge (at most one: the unique index charges_live_order), or undefined. */
export function findLiveCharge(db: BillingDb, orderId: string): Promise<ChargeRow | undefined> {
  return db.selectFrom('charges').selectAll().where('orderId', '=', orderId).where('supersededAt', 'is', null).executeTakeFirst();
}

/** The live charges' totals of `orderIds` (a list page's orders), in one query. */
export function findLiveChargeTotals(db: BillingDb, orderIds: readonly string[]): Promise<Pick<ChargeRow, 'orderId' | 'totalMinor' | 'currency'>[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('charges').select(['orderId', 'totalMinor', 'currency']).where('orderId', 'in', [...orderIds]).where('supersededAt', 'is', null).execute();
}

export function findChargeLines(db: BillingDb, chargeId: string): Promise<ChargeLineRow[]> {
  return db.selectFrom('charge_lines').selectAll().where('chargeId', '=', chargeId).orderBy('lineNo').execute();
}

/** Marks the live charge `chargeId` replaced at `time`; false when it was not live or is invoiced (nothing changed). */
export async function supersedeCharge(db: BillingDb, chargeId: string, time: string): Promise<boolean> {
  const result = await db.updateTable('charges').set({ supersededAt: time }).where('id', '=', chargeId).where('supersededAt', 'is', null).where('invoicedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
