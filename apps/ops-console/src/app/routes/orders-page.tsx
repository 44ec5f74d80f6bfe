import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderList } from '../../features/orders/components/order-list';

// Orders of every customer (/ops/orders), the filter in the URL.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>运单</Trans>}>
      <title>{t`运单`}</title>
      <OrderList />
    </PageSection>
  );
}
