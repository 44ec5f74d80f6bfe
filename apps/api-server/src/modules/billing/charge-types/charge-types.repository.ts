import type { BillingDb } from '../billing.db';
import type { ChargeTypesTable } from '../billing.tables';

// The SQL of charge types. Inserted and updated (renamed, reordered, deactivated), never deleted: charges name them.

export type ChargeTypeRow = ChargeTypesTable;

export function findChargeTypes(db: BillingDb): Promise<ChargeTypeRow[]> {
  return db.selectFrom('charge_types').selectAll().orderBy('sortOrder').orderBy('code').execute();
}

export function findChargeType(db: BillingDb, code: string): Promise<ChargeTypeRow | undefined> {
  return db.selectFrom('charge_types').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The types of `codes`, by code (a charge's manual lines named in one query). */
export async function findChargeTypesByCode(db: BillingDb, codes: readonly string[]): Promise<Map<string, ChargeTypeRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('charge_types').selectAll().where('code', 'in', [...new Set(codes)]).execute();
  return new Map(rows.map((row) => [row.code, row]));
}

export async function insertChargeType(db: BillingDb, row: ChargeTypeRow): Promise<void> {
  await db.insertInto('charge_types').values(row).execute();
}

export async function updateChargeTypeRow(db: BillingDb, code: string, change: Pick<ChargeTypeRow, 'nameZh' | 'nameEn' | 'active' | 'sortOrder' | 'lastModificationTime'>): Promise<void> {
  await db.updateTable('charge_types').set(change).where('code', '=', code).execute();
}
