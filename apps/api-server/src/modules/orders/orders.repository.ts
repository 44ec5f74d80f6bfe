import { newId } from '../../db/ids';
import type { TrackingEventLine } from './events/events.repository';
import type { OrderDeclaredItemsTable, OrderParcelsTable, OrdersTable } from './orders.tables';
import type { OrdersDb } from './orders.db';

// The SQL of the order rows and their declared lines, for every side: the customers' (scoped to an owner by the
// caller: findOwnedOrder), the staff's (any order) and the other modules' counts. Lists, events, measurements and
// exceptions have their own repositories beside the code that uses them.

export type OrderRow = OrdersTable;
type Line<T> = Omit<T, 'id' | 'orderId' | 'sort'>;
export type ParcelLine = Line<OrderParcelsTable>;
export type DeclaredItemLine = Line<OrderDeclaredItemsTable>;

/** One order with its lines (kept in input order) and its first event; the caller owns the transaction. */
export async function insertOrder(
  trx: OrdersDb,
  row: OrderRow,
  lines: { parcels: readonly ParcelLine[]; declaredItems: readonly DeclaredItemLine[]; event: TrackingEventLine },
): Promise<void> {
  await trx.insertInto('orders').values(row).execute();
  await insertLines(trx, row.id, lines);
  await trx
    .insertInto('tracking_events')
    .values({ id: newId(), orderId: row.id, ...lines.event })
    .execute();
}

/**
 * Replaces an order's own columns and its lines (a customer's edit while Submitted); the caller owns the
 * transaction and has locked the order (lockOrderStates).
 */
export async function replaceOrderContent(
  trx: OrdersDb,
  orderId: string,
  columns: Partial<Omit<OrderRow, 'id' | 'userId' | 'waybillNumber'>>,
  lines: { parcels: readonly ParcelLine[]; declaredItems: readonly DeclaredItemLine[] },
): Promise<void> {
  await trx.updateTable('orders').set(columns).where('id', '=', orderId).execute();
  await trx.deleteFrom('order_parcels').where('orderId', '=', orderId).execute();
  await trx.deleteFrom('order_declared_items').where('orderId', '=', orderId).execute();
  await insertLines(trx, orderId, lines);
}

async function insertLines(trx: OrdersDb, orderId: string, lines: { parcels: readonly ParcelLine[]; declaredItems: readonly DeclaredItemLine[] }): Promise<void> {
  await trx
    .insertInto('order_parcels')
    .values(lines.parcels.map((p, sort) => ({ id: newId(), orderId, sort, ...p })))
    .execute();
  await trx
    .insertInto('order_declared_items')
    .values(lines.declaredItems.map((item, sort) => ({ id: newId(), orderId, sort, ...item })))
    .execute();
}

export function findOrderById(db: OrdersDb, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order when it is `userId`'s: another account's order is not found. */
export function findOwnedOrder(db: OrdersDb, userId: string, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

export function findOrderByWaybill(db: OrdersDb, waybillNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('waybillNumber', '=', waybillNumber).executeTakeFirst();
}

export function parcelLinesOf(db: OrdersDb, orderId: string) {
  return db
    .selectFrom('order_parcels')
    .select(['quantity', 'weightKg', 'lengthCm', 'widthCm', 'heightCm', 'volumeWeightKg'])
    .where('orderId', '=', orderId)
    .orderBy('sort')
    .execute();
}

export function declaredItemLinesOf(db: OrdersDb, orderId: string) {
  return db
    .selectFrom('order_declared_items')
    .select(['name', 'nameEn', 'hsCode', 'quantity', 'unitValue', 'currency', 'totalValue'])
    .where('orderId', '=', orderId)
    .orderBy('sort')
    .execute();
}

/** How many orders each product (routing) carries; products without orders are absent. */
export async function countOrdersByRouting(db: OrdersDb, routingIds: readonly string[]): Promise<Map<string, number>> {
  if (routingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['routingId', (eb) => eb.fn.countAll().as('n')])
    .where('routingId', 'in', [...routingIds])
    .groupBy('routingId')
    .execute();
  return new Map(rows.map((r) => [r.routingId, Number(r.n)]));
}

/** How many orders each customer has; customers without orders are absent. */
export async function countOrdersByCustomer(db: OrdersDb, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['userId', (eb) => eb.fn.countAll().as('n')])
    .where('userId', 'in', [...new Set(userIds)])
    .groupBy('userId')
    .execute();
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** Order count by status, of one owner (the customer's summary) or of all (the staff's dashboard); statuses without orders are absent. */
export async function countOrdersByStatus(db: OrdersDb, userId?: string): Promise<Map<number, number>> {
  let query = db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll().as('count')]);
  if (userId !== undefined) query = query.where('userId', '=', userId);
  const rows = await query.groupBy('status').execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
}
