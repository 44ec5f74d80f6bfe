import { Trans, useLingui } from '@lingui/react/macro';
import { OrderDetailScreen } from '@forwarder/orders';
import { PageSection } from '@forwarder/ui';

// Order detail (spec /user/order-detail?id=).
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>订单详情</Trans>}>
      <title>{t`订单详情`}</title>
      <OrderDetailScreen />
    </PageSection>
  );
}
