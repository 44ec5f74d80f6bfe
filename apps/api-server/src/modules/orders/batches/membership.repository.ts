import { QueryShape } from '../../../db/query-shape';
import type { OrdersDb } from '../orders.db';

// Reads of batch membership that order pages need (the customer's order and tracking, the staff order detail).
// Kept apart from the batch service, which posts events: the order pages read these without depending on it.

const latestEtas = new QueryShape((db: OrdersDb, orderIds: readonly string[]) =>
  db
    .selectFrom('batch_orders as bo')
    .innerJoin('batches as b', 'b.id', 'bo.batchId')
    .select(['bo.orderId', (eb) => eb.fn.max('b.eta').as('eta')])
    .where('bo.orderId', 'in', orderIds)
    .where('b.eta', 'is not', null)
    .groupBy('bo.orderId'),
);

/** The latest ETA among each order's batches; orders without one are absent. */
export async function latestEtaByOrder(db: OrdersDb, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await latestEtas.execute(db, orderIds);
  return new Map(rows.filter((r) => r.eta !== null).map((r) => [r.orderId, String(r.eta)]));
}

export interface BatchOfOrder {
  id: string;
  type: string;
  reference: string;
  eta: string | null;
}

/** Every batch each order is in (open and closed), oldest first. */
export async function batchesOfOrders(db: OrdersDb, orderIds: readonly string[]): Promise<Map<string, BatchOfOrder[]>> {
  const byOrder = new Map<string, BatchOfOrder[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('batch_orders as bo')
    .innerJoin('batches as b', 'b.id', 'bo.batchId')
    .select(['bo.orderId', 'b.id', 'b.type', 'b.reference', 'b.eta'])
    .where('bo.orderId', 'in', [...orderIds])
    .orderBy('bo.creationTime')
    .orderBy('b.id')
    .execute();
  for (const row of rows) byOrder.get(row.orderId)?.push({ id: row.id, type: row.type, reference: row.reference, eta: row.eta });
  return byOrder;
}
