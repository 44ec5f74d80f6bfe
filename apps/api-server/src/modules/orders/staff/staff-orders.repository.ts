import { storedInstant } from '../../../db/ids';
import { CappedPages, paginateCapped, type CappedPagedResult, type PageInput } from '../../../db/paging';
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
  const q = owners ? query.where('o.userId', 'in', owners) : query;
  return applyConditions(q, db, opsConditions(filter, now));
}

/** The filter as values ready for SQL, absent ones undefined (the customer by name aside: a subquery of accounts). */
interface OpsConditions {
  waybillNumbers: string[] | undefined;
  customerId: string | undefined;
  statuses: number[] | undefined;
  transportMode: number | undefined;
  routingId: string | undefined;
  batchId: string | undefined;
  creationTimeFrom: string | undefined;
  creationTimeTo: string | undefined;
  lastModificationTimeFrom: string | undefined;
  lastModificationTimeTo: string | undefined;
  /** The moving statuses and the instant before which their last event makes them stale (filter.staleDays). */
  stale: { statuses: number[]; before: string } | undefined;
}

function opsConditions(filter: OpsOrderFilter, now: number): OpsConditions {
  const numbers = normalizeWaybillList(filter.waybillNumbers);
  return {
    waybillNumbers: numbers.length > 0 ? numbers : undefined,
    customerId: filter.customerId || undefined,
    statuses: filter.statuses && filter.statuses.length > 0 ? [...filter.statuses] : undefined,
    transportMode: filter.transportMode,
    routingId: filter.routingId || undefined,
    batchId: filter.batchId || undefined,
    creationTimeFrom: storedInstant(filter.creationTimeFrom),
    creationTimeTo: storedInstant(filter.creationTimeTo),
    lastModificationTimeFrom: storedInstant(filter.lastModificationTimeFrom),
    lastModificationTimeTo: storedInstant(filter.lastModificationTimeTo),
    stale: filter.staleDays === undefined ? undefined : { statuses: [...MOVING], before: daysAgo(filter.staleDays, now) },
  };
}

/** Uses its conditions only as values of the query (the list compiles it once per shape, db/query-shape.ts). */
function applyConditions(query: ListQuery, db: OrdersDb, c: OpsConditions): ListQuery {
  let q = query;
  if (c.waybillNumbers !== undefined) q = q.where('o.waybillNumber', 'in', c.waybillNumbers);
  if (c.customerId !== undefined) q = q.where('o.userId', '=', c.customerId);
  if (c.statuses !== undefined) q = q.where('o.status', 'in', c.statuses);
  if (c.transportMode !== undefined) q = q.where('o.transportMode', '=', c.transportMode);
  if (c.routingId !== undefined) q = q.where('o.routingId', '=', c.routingId);
  if (c.batchId !== undefined) {
    q = q.where('o.id', 'in', db.selectFrom('batch_orders as bo').select('bo.orderId').where('bo.batchId', '=', c.batchId));
  }
  if (c.creationTimeFrom !== undefined) q = q.where('o.creationTime', '>=', c.creationTimeFrom);
  if (c.creationTimeTo !== undefined) q = q.where('o.creationTime', '<', c.creationTimeTo);
  if (c.lastModificationTimeFrom !== undefined) q = q.where('o.lastModificationTime', '>=', c.lastModificationTimeFrom);
  if (c.lastModificationTimeTo !== undefined) q = q.where('o.lastModificationTime', '<', c.lastModificationTimeTo);
  if (c.stale !== undefined) q = q.where('o.status', 'in', c.stale.statuses).where('o.lastEventTime', '<', c.stale.before);
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
  // A customer by name is a subquery built per request; every other filter is a shape compiled once (issue 28).
  if (owners) return paginateCapped(db, applyFilter(staffListQuery(db), db, filter, now, owners), paging, OPS_PAGE_OPTIONS);
  return opsPages.page(db, paging, opsConditions(filter, now));
}

const OPS_PAGE_OPTIONS = {
  countCap: OPS_ORDER_COUNT_CAP,
  sortable: OPS_ORDER_SORTABLE,
  defaultSorting: 'creationTime desc',
  tieBreaker: 'o.id',
  defaultPageSize: 20,
};

const opsPages = new CappedPages((db: OrdersDb, conditions: OpsConditions) => applyConditions(staffListQuery(db), db, conditions), OPS_PAGE_OPTIONS);

/** List rows of the given orders (a batch's waybills), by waybill number. */
export function listRowsOfBatch(db: OrdersDb, batchId: string): Promise<OpsListRow[]> {
  return applyFilter(staffListQuery(db), db, { batchId }, Date.now()).orderBy('o.waybillNumber').execute();
}
