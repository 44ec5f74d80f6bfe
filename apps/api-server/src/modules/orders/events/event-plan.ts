import { OrderStatus } from '@forwarder/contracts/api-ops';
import type { ValidationIssue } from '../../../errors/app-errors';
import { formatMinor, paymentHoldsOf, type PaymentHoldView } from '../../billing';
import type { Locale } from '../../../i18n/locale';
import { findEventKeys, type OrderState } from './events.repository';
import { checkMove, type EventDraft } from './moves';
import type { OrdersTx } from '../orders.db';

// What each event of a request would do, before anything is written: the state machine's check of every way an
// event arrives. Each waybill's events are checked in time order (the second against the status the first leads
// to), so one event to one order, one to a batch's thousand and a file of ten thousand follow the same rule. An order
// held for payment (billing's pay before dispatch) may not move past Received: every way an event arrives is refused
// here, naming the amount the customer is to top up.

/** One event for one waybill, already drafted (its own fields checked by draftOf or systemDraft). */
export interface OrderEventItem {
  /** Its position among the request's items (a row, an event sent): outcomes answer by it. */
  index: number;
  /** Normalised (normalizeWaybillNumber). */
  waybillNumber: string;
  draft: EventDraft;
}

export type EventOutcome =
  | { kind: 'move'; order: OrderState }
  /** Equal to the waybill's latest event (code and place), or to an earlier item's: not written again. */
  | { kind: 'already-applied'; order: OrderState }
  /** The waybill already has an event with this code at this instant (`eventId`, null while an earlier item of the same call is not written yet). */
  | { kind: 'duplicate'; order: OrderState; eventId: string | null; sameAsIndex: number | null }
  | { kind: 'unknown' }
  | { kind: 'refused'; issue: ValidationIssue };

export interface EventPlan {
  /** By item index. */
  outcomes: Map<number, EventOutcome>;
  /** The moves, each waybill's in time order. */
  moves: OrderEventItem[];
}

export interface PlanOptions {
  /**
   * The machine API's idempotency: an item whose waybill already has an event with the same code at the same
   * instant (stored, or an earlier item of the call) is a duplicate. Off elsewhere (the import's preview shows them).
   */
  detectDuplicates?: boolean | undefined;
  /** The rule a move must pass instead of the state machine's table (resolving resumes what an exception interrupted). */
  allowed?: ((order: OrderState, draft: EventDraft) => boolean) | undefined;
}

/** Past the receiving stage: the parcel leaves the warehouse (an exception or a cancel keeps it there). */
const LEAVING: readonly number[] = [OrderStatus.InTransit, OrderStatus.CustomsClearance, OrderStatus.OutForDelivery, OrderStatus.Delivered];

/** `Ops:AwaitingPayment`: the order is held for payment, with what the customer is to top up. */
const awaitingPayment = (order: OrderState, hold: PaymentHoldView): ValidationIssue => ({
  members: [order.waybillNumber],
  messageKey: 'Ops:AwaitingPayment',
  params: { waybillNumber: order.waybillNumber, amount: formatMinor(hold.amountDueMinor, hold.currency) },
});

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

/** Decides each item's outcome against the orders (locked by the caller: lockOrderStates) they name. */
export async function planOrderEvents(
  trx: OrdersTx,
  orders: readonly OrderState[],
  items: readonly OrderEventItem[],
  locale: Locale,
  options: PlanOptions = {},
): Promise<EventPlan> {
  const states = new Map(orders.map((order) => [order.waybillNumber, order]));

  const stored = new Map<string, string>();
  /** The id of each order's latest stored event with its latest code: what an already-applied item duplicates. */
  const latestStored = new Map<string, string>();
  if (options.detectDuplicates) {
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

  // Asked only when an item would take a parcel out of the warehouse (most events of a busy day do not).
  const holds = items.some((i) => LEAVING.includes(i.draft.status)) ? await paymentHoldsOf(trx, orders.map((o) => o.id)) : new Map<string, PaymentHoldView>();

  const outcomes = new Map<number, EventOutcome>();
  const byWaybill = new Map<string, OrderEventItem[]>();
  for (const item of items) {
    if (!states.has(item.waybillNumber)) {
      outcomes.set(item.index, { kind: 'unknown' });
      continue;
    }
    const list = byWaybill.get(item.waybillNumber);
    if (list) list.push(item);
    else byWaybill.set(item.waybillNumber, [item]);
  }

  const moves: OrderEventItem[] = [];
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
      const check = checkMove(order, item.draft, locale, options.allowed?.(order, item.draft));
      const hold = check.kind === 'move' && LEAVING.includes(item.draft.status) ? holds.get(order.id) : undefined;
      if (hold) {
        outcomes.set(item.index, { kind: 'refused', issue: awaitingPayment(order, hold) });
      } else if (check.kind === 'refused') {
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
