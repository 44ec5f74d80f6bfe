import { newId } from '../../db/ids';
import { paginateCapped, type CappedPagedResult, type PageInput } from '../../db/paging';
import type { Executor } from '../../db/transaction';
import type { OrderDeclaredItemsTable, OrderMeasuredParcelsTable, OrderParcelsTable, OrdersTable, TrackingEventsTable } from './orders.tables';
import { applyOrderFilter, type OrderFilter } from './customer/customer-filter';

// The SQL of orders, their lines and their tracking events. Reads on behalf of a user are scoped to them in the
// query itself (a userId condition or applyOrderFilter); public tracking reads route-level columns only.

export type OrderRow = OrdersTable;
type Line<T> = Omit<T, 'id' | 'orderId' | 'sort'>;
export type ParcelLine = Line<OrderParcelsTable>;
export type DeclaredItemLine = Line<OrderDeclaredItemsTable>;
export type MeasuredParcelLine = Line<OrderMeasuredParcelsTable>;
export type TrackingEventRow = Omit<TrackingEventsTable, 'id'>;
export type TrackingEventLine = Omit<TrackingEventRow, 'orderId'>;

export const ORDER_SORTABLE = { creationTime: 'o.creationTime', waybillNumber: 'o.waybillNumber', status: 'o.status' } as const;
export const DEFAULT_ORDER_SORTING = 'creationTime desc';
/** Order lists count at most this many matches and then say "more than" (counting a million rows is what costs). */
export const ORDER_COUNT_CAP = 10_000;

/** One order with its lines (kept in input order) and its first event; the caller owns the transaction. */
export async function insertOrder(
  trx: Executor,
  row: OrderRow,
  lines: { parcels: readonly ParcelLine[]; declaredItems: readonly DeclaredItemLine[]; event: TrackingEventLine },
): Promise<void> {
  await trx.insertInto('orders').values(row).execute();
  await trx
    .insertInto('order_parcels')
    .values(lines.parcels.map((p, sort) => ({ id: newId(), orderId: row.id, sort, ...p })))
    .execute();
  await trx
    .insertInto('order_declared_items')
    .values(lines.declaredItems.map((item, sort) => ({ id: newId(), orderId: row.id, sort, ...item })))
    .execute();
  await trx
    .insertInto('tracking_events')
    .values({ id: newId(), orderId: row.id, ...lines.event })
    .execute();
}

export function findOwnedOrder(db: Executor, userId: string, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

export function parcelLinesOf(db: Executor, orderId: string) {
  return db
    .selectFrom('order_parcels')
    .select(['quantity', 'weightKg', 'lengthCm', 'widthCm', 'heightCm', 'volumeWeightKg'])
    .where('orderId', '=', orderId)
    .orderBy('sort')
    .execute();
}

export function declaredItemLinesOf(db: Executor, orderId: string) {
  return db
    .selectFrom('order_declared_items')
    .select(['name', 'nameEn', 'hsCode', 'quantity', 'unitValue', 'currency', 'totalValue'])
    .where('orderId', '=', orderId)
    .orderBy('sort')
    .execute();
}

/** The boxes as measured at receiving, in the order they were weighed. */
export function measuredParcelLinesOf(db: Executor, orderId: string): Promise<MeasuredParcelLine[]> {
  return db
    .selectFrom('order_measured_parcels')
    .select(['weightKg', 'lengthCm', 'widthCm', 'heightCm', 'volumeWeightKg'])
    .where('orderId', '=', orderId)
    .orderBy('sort')
    .execute();
}

/** Events of many orders, grouped by order, newest first within each. */
export async function trackingEventsOf(db: Executor, orderIds: readonly string[]): Promise<TrackingEventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('tracking_events')
    .select(['orderId', 'time', 'timeZone', 'status', 'code', 'locationZh', 'locationEn', 'descriptionZh', 'descriptionEn', 'source', 'actorId', 'batchId'])
    .where('orderId', 'in', [...orderIds])
    .orderBy('orderId')
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The route-level facts public tracking may show, for the numbers found (any owner). */
export function findTrackedOrders(db: Executor, waybillNumbers: readonly string[]) {
  return db
    .selectFrom('orders')
    .select([
      'id',
      'waybillNumber',
      'status',
      'transportMode',
      'senderCountryCode',
      'receiverCountryCode',
      'receiverRegionLv0Id',
      'lastEventTime',
      'exceptionReason',
      'exceptionExplanationZh',
      'exceptionExplanationEn',
      'exceptionSince',
    ])
    .where('waybillNumber', 'in', [...waybillNumbers])
    .execute();
}

function listQuery(db: Executor, userId: string, filter: OrderFilter) {
  // No join: the count of a page then runs on the (userId, status|transportMode, creationTime) index alone;
  // routing names come from one small lookup per page.
  const base = db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.waybillNumber',
      'o.status',
      'o.transportMode',
      'o.routingId',
      'o.senderName',
      'o.receiverName',
      'o.receiverCountryCode',
      'o.receiverRegionLv0Id',
      'o.receiverRegionLv1Id',
      'o.receiverRegionLv2Id',
      'o.receiverRegionLv3Id',
      'o.parcelCount',
      'o.totalWeightKg',
      'o.chargeableWeightKg',
      'o.declaredValue',
      'o.declaredCurrency',
      'o.customerReference',
      'o.creationTime',
      'o.lastEventTime',
      'o.lastEventDescriptionZh',
      'o.lastEventDescriptionEn',
    ]);
  return applyOrderFilter(base, userId, filter);
}

/** The columns of an order that the list shows. */
export type OrderListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

/** One page of the owner's orders (default 7 per page, newest first; sorting limited to ORDER_SORTABLE). */
export function findOrderPage(db: Executor, userId: string, filter: OrderFilter, paging: PageInput): Promise<CappedPagedResult<OrderListRow>> {
  return paginateCapped(db, listQuery(db, userId, filter), paging, {
    countCap: ORDER_COUNT_CAP,
    sortable: ORDER_SORTABLE,
    defaultSorting: DEFAULT_ORDER_SORTING,
    tieBreaker: 'o.id',
    defaultPageSize: 7,
    maxPageSize: 1000,
  });
}

/** How many orders the filter matches (the export checks its row limit with this before streaming). */
export async function countOrders(db: Executor, userId: string, filter: OrderFilter): Promise<number> {
  const row = await applyOrderFilter(db.selectFrom('orders as o').select((eb) => eb.fn.countAll().as('count')), userId, filter)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next `limit` orders in (creationTime desc, id desc) order after `after`: keyset pagination, no OFFSET scan. */
export function findOrdersAfter(
  db: Executor,
  userId: string,
  filter: OrderFilter,
  after: Pick<OrderListRow, 'creationTime' | 'id'> | undefined,
  limit: number,
): Promise<OrderListRow[]> {
  let query = listQuery(db, userId, filter);
  if (after) {
    const { creationTime, id } = after;
    query = query.where((eb) =>
      eb.or([eb('o.creationTime', '<', creationTime), eb.and([eb('o.creationTime', '=', creationTime), eb('o.id', '<', id)])]),
    );
  }
  return query.orderBy('o.creationTime', 'desc').orderBy('o.id', 'desc').limit(limit).execute();
}

/** How many orders each product (routing) carries; products without orders are absent. */
export async function countOrdersByRouting(db: Executor, routingIds: readonly string[]): Promise<Map<string, number>> {
  if (routingIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orders')
    .select(['routingId', (eb) => eb.fn.countAll().as('n')])
    .where('routingId', 'in', [...routingIds])
    .groupBy('routingId')
    .execute();
  return new Map(rows.map((r) => [r.routingId, Number(r.n)]));
}

/** The owner's order count by status (statuses without orders are absent). */
export async function countOrdersByStatus(db: Executor, userId: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .where('userId', '=', userId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
}
