import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { CategoryList } from '../../features/article-categories/components/category-list';

// The article categories of the public site (/ops/article-categories): operators and admins.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>文章分类</Trans>}>
      <title>{t`文章分类`}</title>
      <CategoryList />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
