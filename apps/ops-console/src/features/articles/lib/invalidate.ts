import { opsOperationKey } from '@forwarder/api-client/ops';
import type { QueryClient } from '@tanstack/react-query';

/** After a write, every read that shows articles: the list, the article, category counts, the audit log. */
export function invalidateArticleReads(queryClient: QueryClient): void {
  for (const id of ['getOpsArticleList', 'getOpsArticle', 'getOpsCategoryList', 'getAuditLog'] as const) {
    void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
  }
}
