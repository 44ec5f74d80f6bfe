import { OrderStatus } from '@forwarder/contracts/api-ops';
import type { ExpressionBuilder } from 'kysely';
import { paginate, type PageInput, type PagedResult } from '../../../db/paging';
import { MOVING } from '../events/state-machine';
import { staffListQuery, type OpsListRow } from '../staff/staff-orders.repository';
import type { StaleThreshold } from './stale';
import type { OrdersDb, OrdersOwnTables, OrdersOwnTx } from '../orders.db';

// The SQL of exceptions and stuck parcels: the open exception's columns of an order, the queue of orders in
// exception or without an event for longer than their product's days, and its count on the dashboard.

export interface ExceptionRecord {
  exceptionReason: string;
  exceptionExplanationZh: string;
  exceptionExplanationEn: string;
  exceptionNote: string;
  exceptionSince: string;
  exceptionRaisedBy: string;
  exceptionInterruptedStatus: number;
}

export async function openException(trx: OrdersOwnTx, orderId: string, exception: ExceptionRecord): Promise<void> {
  await trx.updateTable('orders').set(exception).where('id', '=', orderId).execute();
}

export type QueueKind = 'all' | 'exception' | 'stale';

type OrdersExpressions = ExpressionBuilder<OrdersOwnTables & { o: OrdersOwnTables['orders'] }, 'o'>;

/** Stale: a moving parcel whose last event is older than its product's threshold. */
const isStale = (eb: OrdersExpressions, thresholds: readonly StaleThreshold[]) =>
  eb.and([
    eb('o.status', 'in', [...MOVING]),
    eb.or(thresholds.map((t) => eb.and([eb('o.routingId', '=', t.routingId), eb('o.lastEventTime', '<', t.before)]))),
  ]);

/** Orders in exception and/or stuck ones, oldest problem first (an exception's event is its last one). */
export function findProblemPage(db: OrdersDb, kind: QueueKind, thresholds: readonly StaleThreshold[], paging: PageInput): Promise<PagedResult<OpsListRow>> {
  const query = staffListQuery(db).where((eb) => {
    const exception = eb('o.status', '=', OrderStatus.Exception);
    const stale = isStale(eb, thresholds);
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

/** How many parcels are stuck (the dashboard). */
export async function countStale(db: OrdersDb, thresholds: readonly StaleThreshold[]): Promise<number> {
  if (thresholds.length === 0) return 0;
  const row = await db
    .selectFrom('orders as o')
    .select((eb) => eb.fn.countAll().as('count'))
    .where((eb) => isStale(eb, thresholds))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
