import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ArticleEditor } from '../../features/articles/components/article-editor';

// Writing an article (/ops/article-edit) or editing one (?id=). The rich editor (Tiptap) is in this route's chunk
// only: no other console page and no public page loads it.
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <PageSection title={id ? <Trans>编辑文章</Trans> : <Trans>写文章</Trans>}>
      <title>{id ? t`编辑文章` : t`写文章`}</title>
      <ArticleEditor key={id ?? 'new'} id={id} />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
