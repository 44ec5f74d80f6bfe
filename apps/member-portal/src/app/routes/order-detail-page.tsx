import { Trans, useLingui } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';
import { useSearchParams } from 'react-router-dom';
import { OrderDetail } from '../../features/order-detail/components/order-detail';

// Order detail (spec /user/order-detail?id=).
export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageSection title={<Trans>订单详情</Trans>}>
      <title>{t`订单详情`}</title>
      <OrderDetail key={id} id={id} />
    </PageSection>
  );
}
