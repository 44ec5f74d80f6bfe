import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { CustomerDetail } from '../../features/customers/components/customer-detail';

// One customer (/ops/customer-detail?id=).
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>客户详情</Trans>}>
      <title>{t`客户详情`}</title>
      <CustomerDetail key={id} id={id} />
    </PageSection>
  );
}
