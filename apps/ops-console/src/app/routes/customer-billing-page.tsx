import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { CustomerBilling } from '../../features/customer-billing/components/customer-billing';

// A customer's billing (/ops/customer-billing?id=, issue 29).
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>客户账单</Trans>}>
      <title>{t`客户账单`}</title>
      <CustomerBilling key={id} id={id} />
    </PageSection>
  );
}

// Its strings are the billing route catalog (./billing-catalog.ts).
export { billingCatalogLoader as loader } from './billing-catalog';
