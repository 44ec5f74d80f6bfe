// Charge types, staff-added charge lines and exchange rates (tag `billing`, issue 29).
import type {
  ChargeLineInput,
  ChargeLineRemoveInput,
  ChargeLineUpdateInput,
  ChargeTypeCreateInput,
  ChargeTypeUpdateInput,
  ExchangeRateInput,
} from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

/** Admins only; a code already taken answers 400 `Billing:ChargeTypeCodeTaken`. */
export function createChargeType(body: ChargeTypeCreateInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/charge-types', { body }), null, options);
}

/** Admins only: rename, reorder, deactivate or reactivate (a type is never deleted). */
export function updateChargeType(code: string, body: ChargeTypeUpdateInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/charge-types/{code}', { params: { path: { code } }, body }), null, options);
}

/** Admins only; a rate is never edited: a newer one supersedes it. */
export function createExchangeRate(body: ExchangeRateInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/exchange-rates', { body }), null, options);
}

/** Adds a line to the order's live charge (answers the order); an invoiced charge answers 400 `Billing:ChargeInvoiced`. */
export function addOrderChargeLine(orderId: string, body: ChargeLineInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/charge-lines', { ...byId(orderId), body }), null, options);
}

/** Changes a staff-added line's amount, with a reason. */
export function updateOrderChargeLine(orderId: string, lineId: string, body: ChargeLineUpdateInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/orders/{id}/charge-lines/{lineId}', { params: { path: { id: orderId, lineId } }, body }), null, options);
}

/** Removes a staff-added line, with a reason. */
export function removeOrderChargeLine(orderId: string, lineId: string, body: ChargeLineRemoveInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/orders/{id}/charge-lines/{lineId}/remove', { params: { path: { id: orderId, lineId } }, body }), null, options);
}
