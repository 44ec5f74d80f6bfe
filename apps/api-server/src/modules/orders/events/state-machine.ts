import { OrderStatus } from '@forwarder/contracts/api-ops';

// The order status state machine (docs/domain/operations.md), its one implementation: every operation that moves
// an order (events, scans, receiving, exceptions, batches) asks canMove, and getOpsReference lists NEXT.

/** The statuses an event may move an order to; the same status is a further event without a change. */
const NEXT: { readonly [S in OrderStatus]: readonly OrderStatus[] } = {
  [OrderStatus.Submitted]: [OrderStatus.Received, OrderStatus.Exception, OrderStatus.Cancelled],
  [OrderStatus.Received]: [OrderStatus.Received, OrderStatus.InTransit, OrderStatus.Exception, OrderStatus.Cancelled],
  [OrderStatus.InTransit]: [OrderStatus.InTransit, OrderStatus.CustomsClearance, OrderStatus.OutForDelivery, OrderStatus.Exception],
  [OrderStatus.CustomsClearance]: [OrderStatus.InTransit, OrderStatus.CustomsClearance, OrderStatus.OutForDelivery, OrderStatus.Exception],
  [OrderStatus.OutForDelivery]: [OrderStatus.OutForDelivery, OrderStatus.Delivered, OrderStatus.Exception],
  [OrderStatus.Delivered]: [],
  // Resolving an exception resumes the status it interrupted (see canResume); an event may only cancel.
  [OrderStatus.Exception]: [OrderStatus.Cancelled],
  [OrderStatus.Cancelled]: [],
};

/** Statuses an exception can interrupt, and so the ones resolving it can resume. */
export const INTERRUPTIBLE: readonly OrderStatus[] = [
  OrderStatus.Submitted,
  OrderStatus.Received,
  OrderStatus.InTransit,
  OrderStatus.CustomsClearance,
  OrderStatus.OutForDelivery,
];

const isStatus = (value: number): value is OrderStatus => Object.values(OrderStatus).includes(value as OrderStatus);

/** Whether an event may move an order from `from` to `to`. */
export function canMove(from: number, to: number): boolean {
  return isStatus(from) && isStatus(to) && NEXT[from].includes(to);
}

/** Whether resolving an exception may resume `interrupted`. */
export function canResume(from: number, interrupted: number | null): boolean {
  return from === OrderStatus.Exception && interrupted !== null && INTERRUPTIBLE.includes(interrupted as OrderStatus);
}

export const isFinal = (status: number): boolean => isStatus(status) && NEXT[status].length === 0;

/**
 * Whether the customer may cancel an order themselves: only while it is Submitted (nothing physical has happened
 * yet), and only as far as the table allows. From Received on, cancelling is the staff's call (the parcel is in
 * the warehouse and must be returned or disposed of).
 */
export const customerMayCancel = (status: number): boolean => status === OrderStatus.Submitted && canMove(status, OrderStatus.Cancelled);

/**
 * Whether the customer may edit an order themselves: the same window as cancelling (Submitted: the warehouse has
 * not received, weighed or labelled anything yet).
 */
export const customerMayEdit = (status: number): boolean => status === OrderStatus.Submitted;

/** Statuses in which a parcel should keep moving: the stale check looks only at these. */
export const MOVING: readonly OrderStatus[] = [...INTERRUPTIBLE];

/**
 * What an order may move to next: the table's row, and for an open exception the status resolving it resumes
 * (first, since that is the usual way out).
 */
export function nextStatusesOf(status: number, interrupted: number | null): OrderStatus[] {
  if (!isStatus(status)) return [];
  const next = [...NEXT[status]];
  return canResume(status, interrupted) ? [interrupted as OrderStatus, ...next] : next;
}

/**
 * The table as getOpsReference lists it. For Exception the row names every status resolving can resume (the
 * one resumed is the order's own, see OpsOrder.nextStatuses) besides Cancelled.
 */
export function stateMachineTable(): { status: OrderStatus; next: OrderStatus[]; isFinal: boolean }[] {
  return Object.values(OrderStatus).map((status) => ({
    status,
    next: status === OrderStatus.Exception ? [...INTERRUPTIBLE, ...NEXT[status]] : [...NEXT[status]],
    isFinal: isFinal(status),
  }));
}
