import type { AuditAction } from '@forwarder/contracts/api-ops';
import { AuditEntityType } from '@forwarder/contracts/api-ops';
import { chunks, type Tx } from '../../../db/transaction';
import { ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { recordAudits, type AuditActor } from '../../audit';
import { findEventKeys, lockOrderStates, writeEvents, type EventRecord, type OrderState } from './events.repository';
import { auditedEvent, checkMove, draftOf, eventRecord, type EventDraft } from './moves';

// Many events to many waybills, the core of the spreadsheet import and the machine API: waybills resolved and
// locked in bulk (one query per thousand), each waybill's events checked in time order against the state machine
// (the second against the status the first leads to), then written set-based. The callers decide what a refusal
// means: the import writes nothing, the machine API writes the rest.

/** One event for one waybill, already drafted (its own fields checked by draftOf). */
export interface BulkEventItem {
  /** Its position among the items (the row or the event sent): outcomes are answered by it. */
  index: number;
  /** Normalised (normalizeWaybillNumber). */
  waybillNumber: string;
  draft: EventDraft;
}

export type BulkOutcome =
  | { kind: 'move'; order: OrderState }
  /** Equal to the waybill's latest event (code and place), or to an earlier item's: not written again. */
  | { kind: 'already-applied'; order: OrderState }
  /** The waybill already has an event with this code at this instant (`eventId`, null while an earlier item of the same call is not written yet). */
  | { kind: 'duplicate'; order: OrderState; eventId: string | null; sameAsIndex: number | null }
  | { kind: 'unknown' }
  | { kind: 'refused'; issue: ValidationIssue };

export interface BulkPlan {
  /** By item index. */
  outcomes: Map<number, BulkOutcome>;
  /** The moves, each waybill's in time order. */
  moves: BulkEventItem[];
}

export interface PlanOptions {
  /**
   * The machine API's idempotency: an item whose waybill already has an event with the same code at the same
   * instant (stored, or an earlier item of the call) is a duplicate. Off for the import, which the preview shows.
   */
  detectDuplicates: boolean;
}

const eventKey = (orderId: string, code: string | null, time: string): string => `${orderId}|${code ?? ''}|${time}`;

/** The order after a move: what the next event of the same waybill is checked against. */
const afterMove = (order: OrderState, draft: EventDraft): OrderState => ({
  ...order,
  status: draft.status,
  lastEventTime: draft.time,
  lastEventCode: draft.code,
  lastEventLocationZh: draft.locationZh,
  lastEventLocationEn: draft.locationEn,
  exceptionInterruptedStatus: null,
});

/**
 * Locks the items' waybills (FOR UPDATE on PostgreSQL, in waybill order, so two calls over the same waybills
 * queue instead of deadlocking, and the second sees what the first wrote) and decides each item's outcome.
 */
export async function planBulkEvents(trx: Tx, items: readonly BulkEventItem[], locale: Locale, options: PlanOptions): Promise<BulkPlan> {
  const numbers = [...new Set(items.map((i) => i.waybillNumber))].sort();
  const states = new Map<string, OrderState>();
  for (const slice of chunks(numbers)) {
    for (const state of await lockOrderStates(trx, { waybillNumbers: slice })) states.set(state.waybillNumber, state);
  }

  const stored = new Map<string, string>();
  /** The id of each order's latest stored event with its latest code: what an already-applied item duplicates. */
  const latestStored = new Map<string, string>();
  if (options.detectDuplicates) {
    const orders = [...states.values()];
    const keys = await findEventKeys(trx, orders.map((o) => o.id), [...new Set(items.map((i) => i.draft.code))]);
    const latestTime = new Map<string, string>();
    const byId = new Map(orders.map((o) => [o.id, o]));
    for (const key of keys) {
      stored.set(eventKey(key.orderId, key.code, key.time), key.id);
      const order = byId.get(key.orderId);
      if (order && key.code === order.lastEventCode && key.time >= (latestTime.get(key.orderId) ?? '')) {
        latestTime.set(key.orderId, key.time);
        latestStored.set(key.orderId, key.id);
      }
    }
  }

  const outcomes = new Map<number, BulkOutcome>();
  const byWaybill = new Map<string, BulkEventItem[]>();
  for (const item of items) {
    if (!states.has(item.waybillNumber)) {
      outcomes.set(item.index, { kind: 'unknown' });
      continue;
    }
    const list = byWaybill.get(item.waybillNumber);
    if (list) list.push(item);
    else byWaybill.set(item.waybillNumber, [item]);
  }

  const moves: BulkEventItem[] = [];
  for (const [waybillNumber, list] of byWaybill) {
    let order = states.get(waybillNumber) as OrderState;
    const planned = new Map<string, number>();
    /** The item of this call that became the waybill's latest event, if any. */
    let lastMoved: number | null = null;
    const sequence = [...list].sort((a, b) => (a.draft.time < b.draft.time ? -1 : a.draft.time > b.draft.time ? 1 : a.index - b.index));
    for (const item of sequence) {
      const key = eventKey(order.id, item.draft.code, item.draft.time);
      if (options.detectDuplicates) {
        const storedId = stored.get(key);
        const earlier = planned.get(key);
        if (storedId !== undefined || earlier !== undefined) {
          outcomes.set(item.index, { kind: 'duplicate', order, eventId: storedId ?? null, sameAsIndex: earlier ?? null });
          continue;
        }
      }
      const check = checkMove(order, item.draft, locale);
      if (check.kind === 'refused') {
        outcomes.set(item.index, { kind: 'refused', issue: check.issue });
      } else if (check.kind === 'already-applied') {
        outcomes.set(
          item.index,
          options.detectDuplicates
            ? { kind: 'duplicate', order, eventId: lastMoved === null ? (latestStored.get(order.id) ?? null) : null, sameAsIndex: lastMoved }
            : { kind: 'already-applied', order },
        );
      } else {
        outcomes.set(item.index, { kind: 'move', order });
        moves.push(item);
        planned.set(key, item.index);
        lastMoved = item.index;
        order = afterMove(order, item.draft);
      }
    }
  }
  return { outcomes, moves };
}

export interface BulkWriteMeta {
  source: EventRecord['source'];
  actor: AuditActor;
  action: AuditAction;
  /** Added to every audit entry's `after` (e.g. the imported file's name). */
  auditExtra?: Record<string, unknown>;
}

/**
 * Writes a plan's moves and one audit entry per waybill that moved (its status before, the events it got), in
 * the caller's transaction. Returns the new events' ids by item index.
 */
export async function writeBulkPlan(trx: Tx, plan: BulkPlan, meta: BulkWriteMeta, now: string): Promise<Map<number, string>> {
  const writes = plan.moves.map((item) => {
    const outcome = plan.outcomes.get(item.index) as Extract<BulkOutcome, { kind: 'move' }>;
    return { orderId: outcome.order.id, event: eventRecord(item.draft, { source: meta.source, actorId: meta.actor.id, batchId: null }) };
  });
  const ids = await writeEvents(trx, writes, now);
  const byOrder = new Map<string, { order: OrderState; drafts: EventDraft[] }>();
  plan.moves.forEach((item) => {
    const { order } = plan.outcomes.get(item.index) as Extract<BulkOutcome, { kind: 'move' }>;
    const entry = byOrder.get(order.id);
    if (entry) entry.drafts.push(item.draft);
    else byOrder.set(order.id, { order, drafts: [item.draft] });
  });
  await recordAudits(
    trx,
    meta.actor,
    [...byOrder.values()].map(({ order, drafts }) => ({
      action: meta.action,
      entityType: AuditEntityType.Order,
      entityId: order.id,
      entityLabel: order.waybillNumber,
      before: { status: order.status },
      after: { ...meta.auditExtra, events: drafts.map(auditedEvent) },
    })),
    now,
  );
  return new Map(plan.moves.map((item, i) => [item.index, ids[i] as string]));
}

/** draftOf's checks as data: the draft, or the issues draftOf would throw (per item, not for the whole call). */
export function draftOrIssues(input: Parameters<typeof draftOf>[0], now: Date, prefix = ''): { draft: EventDraft } | { issues: ValidationIssue[] } {
  try {
    return { draft: draftOf(input, now, prefix) };
  } catch (error) {
    if (error instanceof ValidationError && error.validationErrors) return { issues: error.validationErrors };
    throw error;
  }
}
