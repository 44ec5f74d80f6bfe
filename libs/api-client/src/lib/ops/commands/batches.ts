// The staff's writes on batches (tag `batches`): bags, master air waybills and containers.
import type {
  AddBatchOrdersInput,
  CreateBatchInput,
  EventInput,
  UpdateBatchInput,
} from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

export function createBatch(body: CreateBatchInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/batches', { body }), null, options);
}

export function updateBatch(id: string, body: UpdateBatchInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/batches/{id}', { ...byId(id), body }), null, options);
}

export function addBatchOrders(id: string, body: AddBatchOrdersInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/batches/{id}/orders', { ...byId(id), body }), null, options);
}

export function removeBatchOrder(id: string, orderId: string, options?: SendOptions) {
  return opsClient().send(
    (c) => c.DELETE('/api/ops/batches/{id}/orders/{orderId}', { params: { path: { id, orderId } } }),
    null,
    options,
  );
}

/** All or nothing: a refusal is 400 `Ops:BatchMoveNotAllowed` with one validation error per refused waybill. */
export function postBatchEvent(id: string, body: EventInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/batches/{id}/events', { ...byId(id), body }), null, options);
}
