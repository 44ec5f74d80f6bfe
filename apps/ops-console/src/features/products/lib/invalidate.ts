import { opsOperationKey } from '@forwarder/api-client/ops';
import { operationKey } from '@forwarder/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * After a product or rate-sheet change: the console's product reads, the audit log (every change is audited), and the
 * customer contract's product list and quotes this browser may hold (the console's own order filters use them).
 */
export function invalidateProductReads(queryClient: QueryClient): void {
  for (const id of ['getOpsRoutingList', 'getOpsRouting', 'getRateSheet', 'getAuditLog', 'getOpsReference'] as const) {
    void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
  }
  void queryClient.invalidateQueries({ queryKey: operationKey('getRoutingList') });
}
