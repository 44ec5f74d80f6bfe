import { CappedPages, paginateCapped, type CappedPagedResult, type PageInput } from '../../../db/paging';
import { applyOrderConditions, applyOrderFilter, orderConditions, type OrderConditions, type OrderFilter } from './customer-filter';
import type { OrdersDb } from '../orders.db';

// The SQL of a customer's order list: always scoped to its owner (applyOrderFilter), counted up to a cap, read in
// pages or in keyset batches (the export).

const ORDER_SORTABLE = { creationTime: 'o.creationTime', waybillNumber: 'o.waybillNumber', status: 'o.status' } as const;
const DEFAULT_ORDER_SORTING = 'creationTime desc';
/** Order lists count at most this many matches and then say "more than" (counting a million rows is what costs). */
export const ORDER_COUNT_CAP = 10_000;

function listQuery(db: OrdersDb, userId: string, filter: OrderFilter) {
  return applyOrderFilter(db, listColumns(db), userId, filter);
}

function listColumns(db: OrdersDb) {
  // No join: the count of a page then runs on the (userId, status|transportMode, creationTime) index alone;
  // routing names come from one small lookup per page.
  return db
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
      'o.receiverStateName',
      'o.receiverCityName',
      'o.receiverDistrictName',
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
}

/** The columns of an order that the list shows. */
export type OrderListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

/** One page of the owner's orders (default 7 per page, newest first; sorting limited to ORDER_SORTABLE). */
export function findOrderPage(db: OrdersDb, userId: string, filter: OrderFilter, paging: PageInput): Promise<CappedPagedResult<OrderListRow>> {
  // A keyword's condition is built per request; every other filter is a shape compiled once (issue 28).
  if (filter.keyword?.trim()) return paginateCapped(db, listQuery(db, userId, filter), paging, PAGE_OPTIONS);
  return orderPages.page(db, paging, userId, orderConditions(filter));
}

const PAGE_OPTIONS = {
  countCap: ORDER_COUNT_CAP,
  sortable: ORDER_SORTABLE,
  defaultSorting: DEFAULT_ORDER_SORTING,
  tieBreaker: 'o.id',
  defaultPageSize: 7,
  maxPageSize: 1000,
};

const orderPages = new CappedPages((db: OrdersDb, userId: string, conditions: OrderConditions) =>
  applyOrderConditions(listColumns(db), userId, conditions),
PAGE_OPTIONS);

/** How many orders the filter matches (the export checks its row limit with this before streaming). */
export async function countOrders(db: OrdersDb, userId: string, filter: OrderFilter): Promise<number> {
  const row = await applyOrderFilter(db, db.selectFrom('orders as o').select((eb) => eb.fn.countAll().as('count')), userId, filter)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The next `limit` orders in (creationTime desc, id desc) order after `after`: keyset pagination, no OFFSET scan. */
export function findOrdersAfter(
  db: OrdersDb,
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
