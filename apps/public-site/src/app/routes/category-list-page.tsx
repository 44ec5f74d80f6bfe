import { contentQueries } from '@forwarder/api-client';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CategoryGrid, CategoryGridSkeleton } from '../../features/categories/components/category-grid';
import { PageTitle } from './page-title';
import { QueryError } from './query-state';

// Spec section 2: /list, every top-level article category.
export function Component() {
  const { t } = useLingui();
  const { data, isPending, isError, error } = useQuery(contentQueries.categoryList());
  return (
    <PageSection title={<Trans>文章分类</Trans>}>
      <PageTitle title={t`文章分类`} />
      {isPending ? <CategoryGridSkeleton /> : isError ? <QueryError error={error} /> : <CategoryGrid categories={data.items} />}
    </PageSection>
  );
}
