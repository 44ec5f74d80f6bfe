import { cancelOrder, logisticsQueries, operationKey, OrderStatus, type Order } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Whether the customer may cancel or edit: only a Submitted order (the server's rule for both; the buttons are hidden
 * otherwise, and a stale page that still shows them gets the server's refusal).
 */
export const canChangeOrder = (order: Pick<Order, 'status'>): boolean => order.status === OrderStatus.Submitted;

/** Cancels an order; the dialog shows a refusal itself, so no toast. */
export function cancelSubmittedOrder(id: string): Promise<Order> {
  return withoutErrorToast(() => cancelOrder(id));
}

/** After a cancel or an edit: the detail shows the server's answer, the lists and the centre's counts are read again. */
export async function showChangedOrder(queryClient: QueryClient, order: Order): Promise<void> {
  queryClient.setQueryData(logisticsQueries.order(order.id).queryKey, order);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') }),
    queryClient.invalidateQueries({ queryKey: operationKey('getOrderStatusSummary') }),
  ]);
}
