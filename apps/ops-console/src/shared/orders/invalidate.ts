import { opsOperationKey, type OpsOperationId } from '@forwarder/api-client/ops';
import type { QueryClient } from '@tanstack/react-query';

/** Every read that shows an order's state: after an event, a receiving, an exception or a batch change. */
const ORDER_READS: readonly OpsOperationId[] = [
  'getOpsOrder',
  'getOpsOrderByWaybill',
  'getOpsOrderList',
  'getExceptionQueue',
  'getOpsDashboard',
  'getBatch',
  'getBatchList',
  'getAuditLog',
];

/** Marks every order read stale (active ones refetch): a change to an order shows everywhere at once. */
export function invalidateOrderReads(queryClient: QueryClient): Promise<void> {
  return Promise.all(ORDER_READS.map((id) => queryClient.invalidateQueries({ queryKey: opsOperationKey(id) }))).then(() => undefined);
}
