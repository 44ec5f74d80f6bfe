import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Products } from '../../features/products/components/products';

// Shipping products (/ops/products): admins only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>运输产品</Trans>}>
      <title>{t`运输产品`}</title>
      <Products />
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
