import { newId } from '../../../db/ids';
import type { OrderMeasuredParcelsTable } from '../orders.tables';
import type { OrdersDb, OrdersOwnTx } from '../orders.db';

// The SQL of what the warehouse weighed and measured: each box (order_measured_parcels) and the order's totals.

/** One box as weighed and measured. */
export type MeasuredParcelLine = Omit<OrderMeasuredParcelsTable, 'id' | 'orderId' | 'sort'>;

/** The boxes as measured at receiving, in the order they were weighed. */
export function measuredParcelLinesOf(db: OrdersDb, orderId: string): Promise<MeasuredParcelLine[]> {
  return db
    .selectFrom('order_measured_parcels')
    .select(['weightKg', 'lengthCm', 'widthCm', 'heightCm', 'volumeWeightKg'])
    .where('orderId', '=', orderId)
    .orderBy('sort')
    .execute();
}

export interface MeasuredTotals {
  measuredParcelCount: number;
  measuredTotalWeightKg: number;
  measuredVolumeWeightKg: number;
  measuredChargeableWeightKg: number;
  measuredTime: string;
}

/** Replaces the order's measured boxes and totals (a re-measure overwrites the previous one). */
export async function replaceMeasurement(trx: OrdersOwnTx, orderId: string, boxes: readonly MeasuredParcelLine[], totals: MeasuredTotals, now: string): Promise<void> {
  await trx.deleteFrom('order_measured_parcels').where('orderId', '=', orderId).execute();
  await trx
    .insertInto('order_measured_parcels')
    .values(boxes.map((box, sort) => ({ id: newId(), orderId, sort, ...box })))
    .execute();
  await trx
    .updateTable('orders')
    .set({ ...totals, lastModificationTime: now })
    .where('id', '=', orderId)
    .execute();
}

/** How many orders were measured since `since` (the dashboard's "received today"). */
export async function countReceivedSince(db: OrdersDb, since: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('measuredTime', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
