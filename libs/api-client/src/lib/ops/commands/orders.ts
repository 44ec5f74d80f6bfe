// The staff's writes on orders (tag `orders`): tracking events, scans, receiving and exceptions.
import type {
  EventInput,
  RaiseExceptionInput,
  ReceiveInput,
  ReleaseHoldInput,
  ResolveExceptionInput,
  ScanInput,
} from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

export function postOrderEvent(id: string, body: EventInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/events', { ...byId(id), body }), null, options);
}

export function raiseOrderException(id: string, body: RaiseExceptionInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/exception', { ...byId(id), body }), null, options);
}

export function resolveOrderException(id: string, body: ResolveExceptionInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/exception/resolve', { ...byId(id), body }), null, options);
}

/** Always 200 with the outcome (applied, unknown, not-allowed, already-applied). */
export function scanWaybill(body: ScanInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/scans', { body }), null, options);
}

export function receiveParcels(body: ReceiveInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/receiving', { body }), null, options);
}

/** Admins only: releases an order held for payment (issue 29), with a reason; answers the order. */
export function releaseOrderHold(id: string, body: ReleaseHoldInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/release-hold', { ...byId(id), body }), null, options);
}
