import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { ProductDetail } from '../../features/products/components/product-detail';
import { RateSheetEditor } from '../../features/rate-sheet/components/rate-sheet-editor';

// One shipping product and its rate sheet (/ops/product-detail?id=): admins only. The route composes the two features.
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>运输产品详情</Trans>}>
      <title>{t`运输产品详情`}</title>
      <ProductDetail key={id} id={id}>
        {(product) => <RateSheetEditor product={product} />}
      </ProductDetail>
    </PageSection>
  );
}

// Its strings are the site route catalog (./site-catalog.ts).
export { siteCatalogLoader as loader } from './site-catalog';
