import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { SiteSettings } from '../../features/site-settings/components/site-settings';

// The tenant's branding, contact and legal lines and the analytics snippet (/ops/site-settings): admins only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>站点设置</Trans>}>
      <title>{t`站点设置`}</title>
      <SiteSettings />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
