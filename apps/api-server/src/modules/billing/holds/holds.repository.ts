import { chunks } from '../../../db/transaction';
import type { OrderHoldsTable } from '../billing.tables';
import type { BillingDb } from '../billing.db';

// The SQL of holds for payment. A hold is inserted, then released once (releasedAt set); never deleted.

export type HoldRow = OrderHoldsTable;

/** A live hold with its order's live charge total (0 when the order has no live charge any more). */
export interface LiveHoldRow extends HoldRow {
  chargeMinor: number;
}

export async function insertHold(db: BillingDb, row: HoldRow): Promise<void> {
  await db.insertInto('order_holds').values(row).execute();
}

/** The live holds among `orderIds` (a batch's thousands: a statement per slice). */
export async function findLiveHolds(db: BillingDb, orderIds: readonly string[]): Promise<HoldRow[]> {
  const rows: HoldRow[] = [];
  for (const slice of chunks(orderIds)) {
    rows.push(...(await db.selectFrom('order_holds').selectAll().where('orderId', 'in', slice).where('releasedAt', 'is', null).execute()));
  }
  return rows;
}

/** The customer's live holds, oldest first, each with its order's live charge total. */
export async function findCustomerLiveHolds(db: BillingDb, customerId: string): Promise<LiveHoldRow[]> {
  const rows = await db
    .selectFrom('order_holds as h')
    .leftJoin('charges as c', (join) => join.onRef('c.orderId', '=', 'h.orderId').on('c.supersededAt', 'is', null))
    .selectAll('h')
    .select('c.totalMinor as chargeMinor')
    .where('h.customerId', '=', customerId)
    .where('h.releasedAt', 'is', null)
    .orderBy('h.heldAt')
    .orderBy('h.id')
    .execute();
  return rows.map((row) => ({ ...row, amountDueMinor: Number(row.amountDueMinor), chargeMinor: Number(row.chargeMinor ?? 0) }));
}

export interface HoldRelease {
  releasedAt: string;
  releaseKind: 'covered' | 'admin' | 'uncharged';
  releasedById: string | null;
  releasedByUserName: string;
  releaseReason: string;
}

/** Releases the live hold `id`; false when it was released already. */
export async function releaseHoldRow(db: BillingDb, id: string, release: HoldRelease): Promise<boolean> {
  const result = await db.updateTable('order_holds').set(release).where('id', '=', id).where('releasedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
