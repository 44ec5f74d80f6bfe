import { contentQueries } from '@forwarder/api-client';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CategoryGrid, CategoryGridSkeleton } from '../../features/categories/components/category-grid';
import { PageHead } from './page-head';
import { QueryError } from './query-state';
import type { PageData } from './page-data';

export const pageData: PageData = () => [contentQueries.categoryList()];

// Spec section 2: /list, every top-level article category.
export function Component() {
  const { t } = useLingui();
  const { data, isPending, isError, error } = useQuery(contentQueries.categoryList());
  return (
    <PageSection title={<Trans>文章分类</Trans>}>
      <PageHead title={t`文章分类`} />
      {isPending ? <CategoryGridSkeleton /> : isError ? <QueryError error={error} /> : <CategoryGrid categories={data.items} />}
    </PageSection>
  );
}
