import type { Order } from '@forwarder/contracts/api-f';
import { apiClient } from '../client';

/**
 * Cancels one of the caller's orders while it is only submitted; answers the cancelled order. Refused with 400
 * `Logistics:CancelNotAllowed` (a message naming the status) once the parcel is received.
 */
export function cancelOrder(id: string): Promise<Order> {
  return apiClient().send((c) => c.POST('/api/f/logistics-management/order/{id}/cancel', { params: { path: { id } } }));
}
