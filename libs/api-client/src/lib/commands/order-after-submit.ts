import type { CreateOrderInput, Order } from '@forwarder/contracts/api-f';
import { apiClient } from '../client';

/**
 * Cancels one of the caller's orders while it is only submitted; answers the cancelled order. Refused with 400
 * `Logistics:CancelNotAllowed` (a message naming the status) once the parcel is received.
 */
export function cancelOrder(id: string): Promise<Order> {
  return apiClient().send((c) => c.POST('/api/f/logistics-management/order/{id}/cancel', { params: { path: { id } } }));
}

/**
 * Replaces one of the caller's orders while it is only submitted (createOrder's body and validation); answers the
 * edited order. Refused with 400 `Logistics:EditNotAllowed` (a message naming the status) once the parcel is received.
 */
export function updateOrder(id: string, body: CreateOrderInput): Promise<Order> {
  return apiClient().send((c) => c.PUT('/api/f/logistics-management/order/{id}', { params: { path: { id } }, body }));
}
