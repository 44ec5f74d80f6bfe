import { storedInstant } from '../../../db/ids';
import { paginateCapped, type CappedPagedResult, type PageInput } from '../../../db/paging';
import { MOVING } from '../events/state-machine';
import { daysAgo } from '../exceptions/stale';
import type { userIdsMatching } from '../../accounts';
import { normalizeWaybillList } from '../waybills/waybill';
import type { OrdersDb } from '../orders.db';

// The SQL of the staff's order list: every customer's orders (never scoped to an owner), filtered, counted up to a
// cap; the same rows serve a batch's waybills and the exception queue.

export interface OpsOrderFilter {
  waybillNumbers?: readonly string[] | undefined;
  customer?: string | undefined;
  customerId?: string | undefined;
  statuses?: readonly number[] | undefined;
  transportMode?: number | undefined;
  routingId?: string | undefined;
  batchId?: string | undefined;
  creationTimeFrom?: string | undefined;
  creationTimeTo?: string | undefined;
  lastModificationTimeFrom?: string | undefined;
  lastModificationTimeTo?: string | undefined;
  staleDays?: number | undefined;
}

const LIST_COLUMNS = [
  'o.id',
  'o.userId',
  'o.waybillNumber',
  'o.status',
  'o.transportMode',
  'o.routingId',
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
  'o.chargeableWeightKg',
  'o.measuredChargeableWeightKg',
  'o.creationTime',
  'o.lastModificationTime',
  'o.lastEventTime',
  'o.lastEventDescriptionZh',
  'o.lastEventDescriptionEn',
  'o.exceptionReason',
  'o.exceptionExplanationZh',
  'o.exceptionExplanationEn',
  'o.exceptionNote',
  'o.exceptionSince',
  'o.exceptionRaisedBy',
] as const;

export function staffListQuery(db: OrdersDb) {
  // No join: the count runs on the orders indexes alone; customers, routings and regions are looked up per page.
  return db.selectFrom('orders as o').select(LIST_COLUMNS);
}
type ListQuery = ReturnType<typeof staffListQuery>;

/** The columns of an order that the staff list, the batch detail and the exception queue show. */
export type OpsListRow = Awaited<ReturnType<ListQuery['execute']>>[number];

/** The users a customer filter by name matches, as accounts' subquery (one statement with the list). */
export type MatchingOwners = ReturnType<typeof userIdsMatching>;

function applyFilter(query: ListQuery, db: OrdersDb, filter: OpsOrderFilter, now: number, owners?: MatchingOwners): ListQuery {
  let q = query;
  const numbers = normalizeWaybillList(filter.waybillNumbers);
  if (numbers.length > 0) q = q.where('o.waybillNumber', 'in', numbers);
  if (owners) q = q.where('o.userId', 'in', owners);
  if (filter.customerId) q = q.where('o.userId', '=', filter.customerId);
  if (filter.statuses && filter.statuses.length > 0) q = q.where('o.status', 'in', [...filter.statuses]);
  if (filter.transportMode !== undefined) q = q.where('o.transportMode', '=', filter.transportMode);
  if (filter.routingId) q = q.where('o.routingId', '=', filter.routingId);
  if (filter.batchId) {
    q = q.where('o.id', 'in', db.selectFrom('batch_orders as bo').select('bo.orderId').where('bo.batchId', '=', filter.batchId));
  }
  const ranges = [
    ['o.creationTime', '>=', filter.creationTimeFrom],
    ['o.creationTime', '<', filter.creationTimeTo],
    ['o.lastModificationTime', '>=', filter.lastModificationTimeFrom],
    ['o.lastModificationTime', '<', filter.lastModificationTimeTo],
  ] as const;
  for (const [column, op, value] of ranges) {
    const instant = storedInstant(value);
    if (instant) q = q.where(column, op, instant);
  }
  if (filter.staleDays !== undefined) {
    q = q.where('o.status', 'in', [...MOVING]).where('o.lastEventTime', '<', daysAgo(filter.staleDays, now));
  }
  return q;
}

const OPS_ORDER_SORTABLE = {
  creationTime: 'o.creationTime',
  lastEventTime: 'o.lastEventTime',
  waybillNumber: 'o.waybillNumber',
} as const;

/** The staff list counts at most this many matches, as the customers' lists do. */
export const OPS_ORDER_COUNT_CAP = 10_000;

/** A page of the staff list; `owners` the customers a filter by name matches (`filter.customer`, asked of accounts). */
export function findOpsOrderPage(
  db: OrdersDb,
  filter: OpsOrderFilter,
  paging: PageInput,
  owners?: MatchingOwners,
  now = Date.now(),
): Promise<CappedPagedResult<OpsListRow>> {
  return paginateCapped(db, applyFilter(staffListQuery(db), db, filter, now, owners), paging, {
    countCap: OPS_ORDER_COUNT_CAP,
    sortable: OPS_ORDER_SORTABLE,
    defaultSorting: 'creationTime desc',
    tieBreaker: 'o.id',
    defaultPageSize: 20,
  });
}

/** List rows of the given orders (a batch's waybills), by waybill number. */
export function listRowsOfBatch(db: OrdersDb, batchId: string): Promise<OpsListRow[]> {
  return applyFilter(staffListQuery(db), db, { batchId }, Date.now()).orderBy('o.waybillNumber').execute();
}
