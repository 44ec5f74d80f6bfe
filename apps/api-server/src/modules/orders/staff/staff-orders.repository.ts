import { sql } from 'kysely';
import { OrderStatus } from '@forwarder/contracts/api-ops';
import { newId, storedInstant } from '../../../db/ids';
import { paginate, paginateCapped, type CappedPagedResult, type PageInput, type PagedResult } from '../../../db/paging';
import { containsInsensitive } from '../../../db/text-search';
import { chunks, isPostgres, ROWS_PER_STATEMENT, type Executor, type Tx } from '../../../db/transaction';
import { lastEventColumns, type TrackingEventInput } from '../events/event-record';
import { NO_EXCEPTION } from '../customer/customer-orders.mapping';
import { normalizeWaybillList } from '../customer/customer-filter';
import { type OrderRow } from '../orders.repository';
import { findRoutings } from '../../rates';
import { MOVING } from '../events/state-machine';
import { enqueueOrderStatusMails } from '../../mail';

// The SQL of the staff side of orders: every customer's orders (never scoped to an owner), their events with the
// staff who wrote them, and the writes that move orders.

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

const DAY_MS = 86_400_000;

export const daysAgo = (days: number, now = Date.now()): string => new Date(now - days * DAY_MS).toISOString();

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

function listQuery(db: Executor) {
  // No join: the count runs on the orders indexes alone; customers, routings and regions are looked up per page.
  return db.selectFrom('orders as o').select(LIST_COLUMNS);
}
type ListQuery = ReturnType<typeof listQuery>;

/** The columns of an order that the staff list, the batch detail and the exception queue show. */
export type OpsListRow = Awaited<ReturnType<ListQuery['execute']>>[number];

function applyFilter(query: ListQuery, db: Executor, filter: OpsOrderFilter, now: number): ListQuery {
  let q = query;
  const numbers = normalizeWaybillList(filter.waybillNumbers);
  if (numbers.length > 0) q = q.where('o.waybillNumber', 'in', numbers);
  const customer = filter.customer?.trim();
  if (customer) {
    const owners = db
      .selectFrom('users as u')
      .select('u.id')
      .where((eb) =>
        eb.or([
          containsInsensitive(sql.ref('u.userName'), customer),
          containsInsensitive(sql.ref('u.name'), customer),
          containsInsensitive(sql.ref('u.companyName'), customer),
        ]),
      );
    q = q.where('o.userId', 'in', owners);
  }
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

export const OPS_ORDER_SORTABLE = {
  creationTime: 'o.creationTime',
  lastEventTime: 'o.lastEventTime',
  waybillNumber: 'o.waybillNumber',
} as const;

/** The staff list counts at most this many matches, as the customers' lists do. */
export const OPS_ORDER_COUNT_CAP = 10_000;

export function findOpsOrderPage(db: Executor, filter: OpsOrderFilter, paging: PageInput, now = Date.now()): Promise<CappedPagedResult<OpsListRow>> {
  return paginateCapped(db, applyFilter(listQuery(db), db, filter, now), paging, {
    countCap: OPS_ORDER_COUNT_CAP,
    sortable: OPS_ORDER_SORTABLE,
    defaultSorting: 'creationTime desc',
    tieBreaker: 'o.id',
    defaultPageSize: 20,
  });
}

/** List rows of the given orders (a batch's waybills), by waybill number. */
export function listRowsOfBatch(db: Executor, batchId: string): Promise<OpsListRow[]> {
  return applyFilter(listQuery(db), db, { batchId }, Date.now()).orderBy('o.waybillNumber').execute();
}

/** Stale: a moving parcel whose last event is older than its product's staleAfterDays. */
export interface StaleThreshold {
  routingId: string;
  /** ISO instant: last events before it are stale. */
  before: string;
}

export async function staleThresholds(db: Executor, now = Date.now()): Promise<StaleThreshold[]> {
  const routings = await findRoutings(db);
  return routings.map((r) => ({ routingId: r.id, before: daysAgo(Number(r.staleAfterDays), now) }));
}

export type QueueKind = 'all' | 'exception' | 'stale';

/** Orders in exception and/or stuck ones, oldest problem first (an exception's event is its last one). */
export function findProblemPage(db: Executor, kind: QueueKind, thresholds: readonly StaleThreshold[], paging: PageInput): Promise<PagedResult<OpsListRow>> {
  const query = listQuery(db).where((eb) => {
    const exception = eb('o.status', '=', OrderStatus.Exception);
    const stale = eb.and([
      eb('o.status', 'in', [...MOVING]),
      eb.or(thresholds.map((t) => eb.and([eb('o.routingId', '=', t.routingId), eb('o.lastEventTime', '<', t.before)]))),
    ]);
    if (kind === 'exception') return exception;
    if (kind === 'stale') return thresholds.length ? stale : eb.val(false);
    return thresholds.length ? eb.or([exception, stale]) : exception;
  });
  return paginate(db, query, { ...paging, sorting: 'lastEventTime asc' }, {
    sortable: { lastEventTime: 'o.lastEventTime' },
    defaultSorting: 'lastEventTime asc',
    tieBreaker: 'o.id',
    defaultPageSize: 20,
  });
}

/** Counts of the dashboard: per status, stale, received since a time, open batches. */
export async function countByStatus(db: Executor): Promise<Map<number, number>> {
  const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll().as('count')]).groupBy('status').execute();
  return new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
}

export async function countStale(db: Executor, thresholds: readonly StaleThreshold[]): Promise<number> {
  if (thresholds.length === 0) return 0;
  const row = await db
    .selectFrom('orders as o')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('o.status', 'in', [...MOVING])
    .where((eb) => eb.or(thresholds.map((t) => eb.and([eb('o.routingId', '=', t.routingId), eb('o.lastEventTime', '<', t.before)]))))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countReceivedSince(db: Executor, since: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('measuredTime', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countOpenBatches(db: Executor): Promise<number> {
  const row = await db.selectFrom('batches').select((eb) => eb.fn.countAll().as('count')).where('isClosed', '=', 0).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findOrderById(db: Executor, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findOrderByWaybill(db: Executor, waybillNumber: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('waybillNumber', '=', waybillNumber).executeTakeFirst();
}

/** The facts a move is checked against. */
export interface OrderState {
  id: string;
  waybillNumber: string;
  status: number;
  lastEventTime: string;
  lastEventCode: string | null;
  lastEventLocationZh: string;
  lastEventLocationEn: string;
  exceptionInterruptedStatus: number | null;
}

const STATE_COLUMNS = [
  'o.id',
  'o.waybillNumber',
  'o.status',
  'o.lastEventTime',
  'o.lastEventCode',
  'o.lastEventLocationZh',
  'o.lastEventLocationEn',
  'o.exceptionInterruptedStatus',
] as const;

const toState = (row: OrderState): OrderState => ({
  ...row,
  status: Number(row.status),
  exceptionInterruptedStatus: row.exceptionInterruptedStatus === null ? null : Number(row.exceptionInterruptedStatus),
});

/**
 * The states of orders about to move, locked until the transaction ends on PostgreSQL (FOR UPDATE), so two
 * staff moving the same order cannot both pass the state machine. SQLite needs no lock: its writers are
 * serialised, and a transaction that read a stale snapshot fails to write.
 */
export async function lockOrderStates(trx: Tx, where: { ids: readonly string[] } | { waybillNumbers: readonly string[] } | { batchId: string }): Promise<OrderState[]> {
  let query = trx.selectFrom('orders as o').select(STATE_COLUMNS);
  if ('ids' in where) {
    if (where.ids.length === 0) return [];
    query = query.where('o.id', 'in', [...where.ids]);
  } else if ('waybillNumbers' in where) {
    if (where.waybillNumbers.length === 0) return [];
    query = query.where('o.waybillNumber', 'in', [...where.waybillNumbers]);
  } else {
    query = query.where('o.id', 'in', trx.selectFrom('batch_orders as bo').select('bo.orderId').where('bo.batchId', '=', where.batchId));
  }
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.orderBy('o.waybillNumber').execute()).map(toState);
}

/** A tracking event as written: the same for every order it reaches. */
export interface EventRecord extends TrackingEventInput {
  source: string;
  actorId: string | null;
  batchId: string | null;
}

/**
 * Writes the event to every order and moves each to its status, with the last-event copy the lists read. An event
 * that leaves Exception (resolved, cancelled) closes the exception. The status mails it causes are queued in the
 * same transaction, before the move (the mail rule compares each order's status with the event's). Set-based: per
 * thousand orders, a multi-row INSERT and an UPDATE, and for the mails a SELECT and two INSERTs, so a batch of
 * thousands stays one short transaction.
 */
export async function writeEvent(trx: Tx, orderIds: readonly string[], event: EventRecord, now: string): Promise<void> {
  for (const ids of chunks(orderIds)) {
    await enqueueOrderStatusMails(trx, ids.map((orderId) => ({ orderId, event })), now);
    await trx
      .insertInto('tracking_events')
      .values(ids.map((orderId) => ({ id: newId(), orderId, ...event })))
      .execute();
    await trx
      .updateTable('orders')
      .set({
        status: event.status,
        ...lastEventColumns(event),
        lastModificationTime: now,
        ...(event.status === OrderStatus.Exception ? {} : NO_EXCEPTION),
      })
      .where('id', 'in', ids)
      .execute();
  }
}

/** One event of many, each to its own order (the import and the machine API). */
export interface OrderEventWrite {
  orderId: string;
  event: EventRecord;
}

/**
 * Writes many different events, each to its order, in the order given (an order's events in time order), and
 * moves every order to the status and last-event copy of its last one; the status mails follow each order's last
 * one (a file that takes an order through two statuses mails the second). Set-based like writeEvent: one multi-row
 * INSERT per thousand events and one UPDATE per thousand orders (joined from a VALUES list), so ten thousand rows are a
 * few dozen statements. Returns the new events' ids, in the order given.
 */
export async function writeEvents(trx: Tx, writes: readonly OrderEventWrite[], now: string): Promise<string[]> {
  const ids = writes.map(() => newId());
  for (const [offset, slice] of chunks(writes).map((part, i) => [i * ROWS_PER_STATEMENT, part] as const)) {
    await trx
      .insertInto('tracking_events')
      .values(slice.map((w, i) => ({ id: ids[offset + i] as string, orderId: w.orderId, ...w.event })))
      .execute();
  }
  const lastOf = new Map<string, EventRecord>();
  for (const w of writes) lastOf.set(w.orderId, w.event);
  // Before the orders move: each order's status mail compares its current status with its latest new event's.
  await enqueueOrderStatusMails(trx, [...lastOf].map(([orderId, event]) => ({ orderId, event })), now);
  for (const group of chunks([...lastOf])) {
    // Each order its own values, joined from a VALUES list (UPDATE … FROM, SQLite 3.33+ and PostgreSQL): linear,
    // where a CASE per column costs orders × orders comparisons. Parameters arrive as text on PostgreSQL: the
    // integer columns get a cast. Drafts carry postable codes only (draftOf), none of which moves to Exception:
    // like writeEvent for such an event, the move closes an open exception (an Exception order may only be
    // cancelled).
    const values = sql.join(
      group.map(([orderId, e]) => sql`(${orderId}, ${e.status}, ${e.time}, ${e.code}, ${e.locationZh}, ${e.locationEn}, ${e.descriptionZh}, ${e.descriptionEn})`),
    );
    const closed = sql.join(Object.keys(NO_EXCEPTION).map((column) => sql`${sql.ref(column)} = null`));
    await sql`with v(id, st, tm, cd, lz, le, dz, de) as (values ${values})
      update orders set
        status = cast(v.st as integer), ${sql.ref('lastEventStatus')} = cast(v.st as integer), ${sql.ref('lastEventTime')} = v.tm,
        ${sql.ref('lastEventCode')} = v.cd, ${sql.ref('lastEventLocationZh')} = v.lz, ${sql.ref('lastEventLocationEn')} = v.le,
        ${sql.ref('lastEventDescriptionZh')} = v.dz, ${sql.ref('lastEventDescriptionEn')} = v.de,
        ${sql.ref('lastModificationTime')} = ${now}, ${closed}
      from v where orders.id = v.id`.execute(trx);
  }
  return ids;
}

/** An event already stored, by what makes the machine API's events the same: order, code and instant. */
export interface StoredEventKey {
  id: string;
  orderId: string;
  code: string | null;
  time: string;
}

/** The events of these orders with one of these codes (one query per thousand orders): the duplicate check. */
export async function findEventKeys(db: Executor, orderIds: readonly string[], codes: readonly string[]): Promise<StoredEventKey[]> {
  if (codes.length === 0) return [];
  const out: StoredEventKey[] = [];
  for (const ids of chunks([...new Set(orderIds)])) {
    out.push(
      ...(await db
        .selectFrom('tracking_events')
        .select(['id', 'orderId', 'code', 'time'])
        .where('orderId', 'in', ids)
        .where('code', 'in', [...new Set(codes)])
        .execute()),
    );
  }
  return out;
}

export interface ExceptionRecord {
  exceptionReason: string;
  exceptionExplanationZh: string;
  exceptionExplanationEn: string;
  exceptionNote: string;
  exceptionSince: string;
  exceptionRaisedBy: string;
  exceptionInterruptedStatus: number;
}

export async function openException(trx: Tx, orderId: string, exception: ExceptionRecord): Promise<void> {
  await trx.updateTable('orders').set(exception).where('id', '=', orderId).execute();
}

export interface MeasuredBox {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  volumeWeightKg: number;
}

export interface MeasuredTotals {
  measuredParcelCount: number;
  measuredTotalWeightKg: number;
  measuredVolumeWeightKg: number;
  measuredChargeableWeightKg: number;
  measuredTime: string;
}

/** Replaces the order's measured boxes and totals (a re-measure overwrites the previous one). */
export async function replaceMeasurement(trx: Tx, orderId: string, boxes: readonly MeasuredBox[], totals: MeasuredTotals, now: string): Promise<void> {
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

/** The whole timeline of an order, newest first, with the user name of the staff who wrote each event. */
export function eventsOfOrder(db: Executor, orderId: string) {
  return db
    .selectFrom('tracking_events as e')
    .leftJoin('users as u', 'u.id', 'e.actorId')
    .select([
      'e.id',
      'e.code',
      'e.time',
      'e.timeZone',
      'e.status',
      'e.locationZh',
      'e.locationEn',
      'e.descriptionZh',
      'e.descriptionEn',
      'e.source',
      'e.batchId',
      'u.userName as actorUserName',
    ])
    .where('e.orderId', '=', orderId)
    .orderBy('e.time', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}
export type OpsEventRow = Awaited<ReturnType<typeof eventsOfOrder>>[number];

/** Customers (the owners of a page of orders), by id. */
export async function findCustomers(db: Executor, userIds: readonly string[]) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map<string, CustomerRow>();
  const rows = await db.selectFrom('users').select(['id', 'userName', 'name', 'companyName', 'userType']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}
export interface CustomerRow {
  id: string;
  userName: string;
  name: string | null;
  companyName: string | null;
  userType: number;
}
