import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArticleList } from '../../features/articles/components/article-list';

// The public site's articles (/ops/articles): operators and admins.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>文章</Trans>}>
      <title>{t`文章`}</title>
      <ArticleList />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
