import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { HomeBlocks } from '../../features/site-content/components/home-blocks';

// The public home page's blocks (/ops/home-blocks): operators and admins.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>首页内容</Trans>}>
      <title>{t`首页内容`}</title>
      <HomeBlocks />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
