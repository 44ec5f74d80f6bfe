import type { EventTemplate, OpsReference, OrderStatus } from '@forwarder/api-client/ops';

// What the reference data (getOpsReference) says about moves: only moves the state machine allows are offered.

/** The templates staff may post to an order whose allowed next statuses are `next` (its `nextStatuses`). */
export function templatesFor(reference: OpsReference, next: readonly OrderStatus[]): EventTemplate[] {
  return reference.eventTemplates.filter((template) => template.postable && template.status !== null && next.includes(template.status));
}

/** Every template staff may post (scan mode: each scanned waybill's move is checked by the server). */
export function postableTemplates(reference: OpsReference): EventTemplate[] {
  return reference.eventTemplates.filter((template) => template.postable);
}

/**
 * The statuses every one of `statuses` may move to (a batch's waybills: one event reaches all of them, all or
 * nothing); every status when the list is empty.
 */
export function commonNextStatuses(reference: OpsReference, statuses: readonly OrderStatus[]): OrderStatus[] {
  const all = reference.statuses.map((info) => info.status);
  return statuses.reduce<OrderStatus[]>((common, status) => {
    const next = reference.statuses.find((info) => info.status === status)?.next ?? [];
    return common.filter((candidate) => next.includes(candidate));
  }, all);
}

/** A status's display name in the reference's language. */
export function statusName(reference: OpsReference | undefined, status: OrderStatus | null): string {
  if (status === null) return '';
  return reference?.statuses.find((info) => info.status === status)?.displayName ?? String(status);
}
