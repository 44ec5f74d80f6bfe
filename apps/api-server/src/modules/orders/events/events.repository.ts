import { sql } from 'kysely';
import { EventSource, OrderStatus } from '@forwarder/contracts/api-ops';
import { newId } from '../../../db/ids';
import { chunks, isPostgres, ROWS_PER_STATEMENT } from '../../../db/transaction';
import { NO_EXCEPTION } from '../order-row';
import type { TrackingEventsTable } from '../orders.tables';
import { lastEventColumns, type TrackingEventInput } from './event-record';
import { QueryShape } from '../../../db/query-shape';
import type { OrdersDb, OrdersOwnTx } from '../orders.db';

// The SQL of tracking events and of the moves they make: the order's status and its copy of the latest event (what
// the lists read without joining the events), and the row locks a move is checked under.

export type TrackingEventRow = Omit<TrackingEventsTable, 'id'>;
export type TrackingEventLine = Omit<TrackingEventRow, 'orderId'>;

const trackingEvents = new QueryShape((db: OrdersDb, orderIds: readonly string[]) =>
  db
    .selectFrom('tracking_events')
    .select(['orderId', 'time', 'timeZone', 'status', 'code', 'locationZh', 'locationEn', 'descriptionZh', 'descriptionEn', 'source', 'actorId', 'batchId'])
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('time', 'desc')
    .orderBy('id', 'desc'),
);

/** Events of many orders, grouped by order, newest first within each. */
export async function trackingEventsOf(db: OrdersDb, orderIds: readonly string[]): Promise<TrackingEventRow[]> {
  if (orderIds.length === 0) return [];
  return trackingEvents.execute(db, orderIds);
}

/** The whole timeline of an order, newest first, with the id of the staff who wrote each event (names: accounts). */
export function timelineOf(db: OrdersDb, orderId: string) {
  return db
    .selectFrom('tracking_events as e')
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
      'e.actorId',
    ])
    .where('e.orderId', '=', orderId)
    .orderBy('e.time', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
}
export type TimelineRow = Awaited<ReturnType<typeof timelineOf>>[number];
/** A timeline row with its writer's user name (accounts' `findUserNames`), as the staff see it. */
export type OpsEventRow = TimelineRow & { actorUserName: string | null };

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
export async function lockOrderStates(trx: OrdersOwnTx, where: { ids: readonly string[] } | { waybillNumbers: readonly string[] } | { batchId: string }): Promise<OrderState[]> {
  if ('waybillNumbers' in where) {
    // Many numbers (the import, the machine API) are locked a thousand at a time, in waybill order: two calls over
    // the same waybills queue instead of deadlocking, and the second sees what the first wrote.
    const numbers = [...new Set(where.waybillNumbers)].sort();
    const states: OrderState[] = [];
    for (const slice of chunks(numbers)) states.push(...(await lockStates(trx, (q) => q.where('o.waybillNumber', 'in', slice))));
    return states;
  }
  if ('ids' in where) return where.ids.length === 0 ? [] : lockStates(trx, (q) => q.where('o.id', 'in', [...where.ids]));
  const { batchId } = where;
  return lockStates(trx, (q) => q.where('o.id', 'in', trx.selectFrom('batch_orders as bo').select('bo.orderId').where('bo.batchId', '=', batchId)));
}

const stateQuery = (trx: OrdersOwnTx) => trx.selectFrom('orders as o').select(STATE_COLUMNS);
type StateQuery = ReturnType<typeof stateQuery>;

async function lockStates(trx: OrdersOwnTx, where: (query: StateQuery) => StateQuery): Promise<OrderState[]> {
  let query = where(stateQuery(trx));
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.orderBy('o.waybillNumber').execute()).map(toState);
}

/** A tracking event as written, with who or what posted it: the same record for every order one event reaches. */
export interface EventRecord extends TrackingEventInput {
  source: string;
  actorId: string | null;
  batchId: string | null;
}

/** An event and the order it reaches. */
export interface OrderEventWrite {
  orderId: string;
  event: EventRecord;
}

/** Inserts the events, in the order given (multi-row, a thousand a statement); returns their new ids in that order. */
export async function insertEvents(trx: OrdersOwnTx, writes: readonly OrderEventWrite[]): Promise<string[]> {
  const ids = writes.map(() => newId());
  for (const [offset, slice] of chunks(writes).map((part, i) => [i * ROWS_PER_STATEMENT, part] as const)) {
    await trx
      .insertInto('tracking_events')
      .values(slice.map((w, i) => ({ id: ids[offset + i] as string, orderId: w.orderId, ...w.event })))
      .execute();
  }
  return ids;
}

/**
 * Moves each order to the status of its event, with the last-event copy the lists read; an event that leaves
 * Exception (resolved, cancelled, a further move) closes the open exception. One event reaching many orders (a batch)
 * is one UPDATE per thousand orders; orders each with their own event (the import, the machine API) are one UPDATE
 * per thousand joined from a VALUES list, so ten thousand moves are a few dozen statements.
 */
export async function moveOrders(trx: OrdersOwnTx, moves: readonly OrderEventWrite[], now: string): Promise<void> {
  const [first] = moves;
  if (!first) return;
  if (moves.every((m) => m.event === first.event)) {
    const event = first.event;
    for (const ids of chunks(moves.map((m) => m.orderId))) {
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
    return;
  }
  for (const group of chunks(moves)) {
    // Each order its own values, joined from a VALUES list (UPDATE … FROM, SQLite 3.33+ and PostgreSQL): linear,
    // where a CASE per column costs orders × orders comparisons. Parameters arrive as text on PostgreSQL: the
    // integer columns get a cast. Events of their own come from drafts of postable codes (draftOf), none of which
    // moves to Exception: like the UPDATE above for such an event, the move closes an open exception.
    const values = sql.join(
      group.map(({ orderId, event: e }) => sql`(${orderId}, ${e.status}, ${e.time}, ${e.code}, ${e.locationZh}, ${e.locationEn}, ${e.descriptionZh}, ${e.descriptionEn})`),
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
}

/** An event already stored, by what makes the machine API's events the same: order, code and instant. */
export interface StoredEventKey {
  id: string;
  orderId: string;
  code: string | null;
  time: string;
}

/** The events of these orders with one of these codes (one query per thousand orders): the duplicate check. */
export async function findEventKeys(db: OrdersDb, orderIds: readonly string[], codes: readonly string[]): Promise<StoredEventKey[]> {
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
export async function appendSystemEvents(db: OrdersDb, orderId: string, events: readonly TrackingEventInput[]): Promise<void> {
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
