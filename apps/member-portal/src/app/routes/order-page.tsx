import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';
import { OrderForm } from '../../features/order-form/components/order-form';
import { RegionCascade } from '../../shared/region-cascade/components/region-cascade';

// Submit waybill (spec /user/order, full width). The route composes the two features: the order form takes its
// region picker as a prop, as the address book does.
export function Component() {
  return (
    <PageSection title={<Trans>提交运单</Trans>}>
      <OrderForm RegionPicker={RegionCascade} />
    </PageSection>
  );
}
