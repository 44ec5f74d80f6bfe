import { sql } from 'kysely';
import { EventSource, OrderStatus } from '@forwarder/contracts/api-ops';
import { newId } from '../../../db/ids';
import { chunks, isPostgres, ROWS_PER_STATEMENT, type Executor, type Tx } from '../../../db/transaction';
import { enqueueOrderStatusMails } from '../../mail';
import { NO_EXCEPTION } from '../order-row';
import type { TrackingEventsTable } from '../orders.tables';
import { lastEventColumns, type TrackingEventInput } from './event-record';

// The SQL of tracking events and of the moves they make: the order's status and its copy of the latest event (what
// the lists read without joining the events), and the row locks a move is checked under.

export type TrackingEventRow = Omit<TrackingEventsTable, 'id'>;
export type TrackingEventLine = Omit<TrackingEventRow, 'orderId'>;

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

/** The whole timeline of an order, newest first, with the user name of the staff who wrote each event. */
export function timelineOf(db: Executor, orderId: string) {
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
export type OpsEventRow = Awaited<ReturnType<typeof timelineOf>>[number];

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

/**
 * Appends system events (the demo seed's histories) and moves the order's status and last-event copy to the
 * newest one. The copy is what the list shows without joining the events table.
 */
export async function appendSystemEvents(db: Executor, orderId: string, events: readonly TrackingEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('tracking_events')
    .values(events.map((e) => ({ id: newId(), orderId, ...e, source: EventSource.System, actorId: null, batchId: null })))
    .execute();
  const newest = [...events].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))[0];
  if (!newest) return;
  await db
    .updateTable('orders')
    .set({ status: newest.status, ...lastEventColumns(newest), lastModificationTime: newest.time })
    .where('id', '=', orderId)
    .where('lastEventTime', '<=', newest.time)
    .execute();
}
