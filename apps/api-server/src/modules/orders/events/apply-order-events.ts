import { AuditAction, AuditEntityType, type EventSource } from '@forwarder/contracts/api-ops';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import type { Locale } from '../../../i18n/locale';
import { recordAudit, recordAudits, type AuditActor, type AuditChange } from '../../audit';
import { openException, type ExceptionRecord } from '../exceptions/exceptions.repository';
import { planOrderEvents, type EventOutcome, type EventPlan, type OrderEventItem, type PlanOptions } from './event-plan';
import { insertEvents, lockOrderStates, moveOrders, type EventRecord, type OrderEventWrite, type OrderState } from './events.repository';
import { auditedEvent, eventRecord, type EventDraft } from './moves';
import { enqueueStatusMails } from './status-mails';
import type { OrdersDatabase, OrdersTx } from '../orders.db';

// The one path of every order event. However an event arrives (the console's post, a scan, receiving, an exception
// raised or resolved, a batch, the spreadsheet import, the machine API, the customer's cancel), applyOrderEvents
// checks it against the state machine, writes the events and moves the orders (the repositories' SQL), queues what
// follows an event (the status mails, through the outbox) and records the audit entries, in the caller's
// transaction. A rule about what follows an event (a mail today; a webhook or a fee soon) is added here, once.

/** What the audit log keeps of the events applied. */
export type EventsAudit =
  /** One entry per order moved, its event's fields in `after` (one event an order: the console, scans, receiving, exceptions, the customer's cancel). */
  | { per: 'order'; action: AuditAction; before?: Record<string, unknown>; after?: Record<string, unknown> }
  /** One entry per order moved, listing its events (the import, the machine API). */
  | { per: 'order-events'; action: AuditAction; after?: Record<string, unknown> }
  /** One entry for the batch, whatever its waybills did; its event's records carry the batch's id. */
  | { per: 'batch'; batch: { id: string; reference: string }; event: EventDraft };

export interface OrderEventsRequest extends PlanOptions {
  /** The orders the items may reach, locked by the caller (lockOrderStates) before it drafted the events. */
  orders: readonly OrderState[];
  items: readonly OrderEventItem[];
  source: EventSource;
  actor: AuditActor;
  audit: EventsAudit;
  /**
   * `all-or-nothing`: nothing is written when any item is refused or names no order (the console, batches, the
   * import); `each-alone`: the others are written (the machine API).
   */
  write: 'all-or-nothing' | 'each-alone';
  /** The exception the event opens (raising one): its columns on the order it moves. */
  opensException?: ExceptionRecord;
}

export interface AppliedEvents extends EventPlan {
  /** False when all-or-nothing met a refusal: nothing was written. */
  written: boolean;
  /** The new events' ids by item index. */
  eventIds: Map<number, string>;
}

const isRefusal = (kind: string): boolean => kind === 'refused' || kind === 'unknown';

/** Checks, writes, mails and audits the items in the caller's transaction (see the file's head). */
export async function applyOrderEvents(trx: OrdersTx, request: OrderEventsRequest, locale: Locale): Promise<AppliedEvents> {
  const plan = await planOrderEvents(trx, request.orders, request.items, locale, request);
  if (request.write === 'all-or-nothing' && [...plan.outcomes.values()].some((o) => isRefusal(o.kind))) {
    return { ...plan, written: false, eventIds: new Map() };
  }
  const now = nowIso();
  const writes = eventWrites(plan, request);
  // Each order's latest new event: what it moves to, and what its status mail compares and quotes.
  const latest = [...new Map(writes.map((w) => [w.orderId, w])).values()];
  // Before the orders move: the status mail rule compares each order's current status with its new event's.
  await enqueueStatusMails(trx, latest, now);
  const ids = await insertEvents(trx, writes);
  await moveOrders(trx, latest, now);
  if (request.opensException) for (const { orderId } of latest) await openException(trx, orderId, request.opensException);
  await recordAuditOf(trx, plan, request, now);
  return { ...plan, written: true, eventIds: new Map(plan.moves.map((item, i) => [item.index, ids[i] as string])) };
}

/** The plan's moves as rows; one draft reaching many orders (a batch) is one record, which moveOrders writes at once. */
function eventWrites(plan: EventPlan, request: OrderEventsRequest): OrderEventWrite[] {
  const meta = { source: request.source, actorId: request.actor.id, batchId: request.audit.per === 'batch' ? request.audit.batch.id : null };
  const records = new Map<EventDraft, EventRecord>();
  return plan.moves.map((item) => {
    let event = records.get(item.draft);
    if (!event) records.set(item.draft, (event = eventRecord(item.draft, meta)));
    return { orderId: orderOf(plan, item).id, event };
  });
}

/** The order a planned move reaches, as it was before the request. */
const orderOf = (plan: EventPlan, item: OrderEventItem): OrderState => (plan.outcomes.get(item.index) as Extract<EventOutcome, { kind: 'move' }>).order;

async function recordAuditOf(trx: OrdersTx, plan: EventPlan, request: OrderEventsRequest, now: string): Promise<void> {
  const { audit, actor } = request;
  if (audit.per === 'batch') {
    const change: AuditChange = {
      action: AuditAction.BatchEvent,
      entityType: AuditEntityType.Batch,
      entityId: audit.batch.id,
      entityLabel: audit.batch.reference,
      before: null,
      after: { ...auditedEvent(audit.event), applied: plan.moves.length, alreadyApplied: request.orders.length - plan.moves.length },
    };
    return recordAudit(trx, actor, change, now);
  }
  const byOrder = new Map<string, { order: OrderState; drafts: EventDraft[] }>();
  for (const item of plan.moves) {
    const order = orderOf(plan, item);
    const entry = byOrder.get(order.id);
    if (entry) entry.drafts.push(item.draft);
    else byOrder.set(order.id, { order, drafts: [item.draft] });
  }
  const changes = [...byOrder.values()].map(({ order, drafts }): AuditChange => {
    const entity = { action: audit.action, entityType: AuditEntityType.Order, entityId: order.id, entityLabel: order.waybillNumber };
    if (audit.per === 'order-events') return { ...entity, before: { status: order.status }, after: { ...audit.after, events: drafts.map(auditedEvent) } };
    return { ...entity, before: { status: order.status, ...audit.before }, after: { ...auditedEvent(drafts[0] as EventDraft), ...audit.after } };
  });
  if (changes.length) await recordAudits(trx, actor, changes, now);
}

/** One event to one order locked by the caller (the console, scans, receiving, exceptions, the customer's cancel). */
export async function applyOrderEvent(
  trx: OrdersTx,
  order: OrderState,
  draft: EventDraft,
  request: Omit<OrderEventsRequest, 'orders' | 'items' | 'write'>,
  locale: Locale,
): Promise<EventOutcome> {
  const items = [{ index: 0, waybillNumber: order.waybillNumber, draft }];
  const applied = await applyOrderEvents(trx, { ...request, orders: [order], items, write: 'all-or-nothing' }, locale);
  return applied.outcomes.get(0) as EventOutcome;
}

/**
 * Events addressed by waybill number (the import, the machine API): the waybills locked, then applyOrderEvents, in
 * one transaction.
 */
export function applyEventsToWaybills(db: OrdersDatabase, request: Omit<OrderEventsRequest, 'orders'>, locale: Locale): Promise<AppliedEvents> {
  return inTransaction(db, async (trx) => {
    const orders = await lockOrderStates(trx, { waybillNumbers: request.items.map((i) => i.waybillNumber) });
    return applyOrderEvents(trx, { ...request, orders }, locale);
  });
}

/**
 * What applying would do, writing nothing (the import's preview, and its check of a file with bad cells): read in a
 * transaction like the import, with the same locks and snapshot.
 */
export function planEventsOnWaybills(db: OrdersDatabase, items: readonly OrderEventItem[], locale: Locale): Promise<EventPlan> {
  return inTransaction(db, async (trx) => {
    const orders = await lockOrderStates(trx, { waybillNumbers: items.map((i) => i.waybillNumber) });
    return planOrderEvents(trx, orders, items, locale);
  });
}
