import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteNavigation } from '../../features/site-content/components/site-nav-tree';

// The public site's navigation (/ops/site-nav): admins only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>网站导航</Trans>}>
      <title>{t`网站导航`}</title>
      <SiteNavigation />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
