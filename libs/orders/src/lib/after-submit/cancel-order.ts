import { cancelOrder, logisticsQueries, operationKey, OrderStatus, type Order } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Whether the customer may cancel: only a Submitted order (the server's rule; the button is hidden otherwise, and a
 * stale page that still shows it gets the server's refusal in the dialog).
 */
export const canCancelOrder = (order: Pick<Order, 'status'>): boolean => order.status === OrderStatus.Submitted;

/** Cancels an order; the dialog shows a refusal itself, so no toast. */
export function cancelSubmittedOrder(id: string): Promise<Order> {
  return withoutErrorToast(() => cancelOrder(id));
}

/** After a cancel: the detail shows the server's answer, the lists and the centre's counts are read again. */
export async function showCancelled(queryClient: QueryClient, order: Order): Promise<void> {
  queryClient.setQueryData(logisticsQueries.order(order.id).queryKey, order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') }),
    queryClient.invalidateQueries({ queryKey: operationKey('getOrderStatusSummary') }),
  ]);
}
