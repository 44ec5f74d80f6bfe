import { Trans } from '@lingui/react/macro';
import { OrderFormScreen } from '@forwarder/orders';
import { PageSection } from '@forwarder/ui';

// Submit waybill (spec /user/order, full width): the shared order screen.
export function Component() {
  return (
    <PageSection title={<Trans>提交运单</Trans>}>
      <OrderFormScreen />
    </PageSection>
  );
}
