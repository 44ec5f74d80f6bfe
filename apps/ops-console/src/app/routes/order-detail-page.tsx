import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { OrderDetail } from '../../features/order-detail/components/order-detail';

// One order of any customer (/ops/order-detail?id=).
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>运单详情</Trans>}>
      <title>{t`运单详情`}</title>
      <OrderDetail key={id} id={id} />
    </PageSection>
  );
}
