import { useLingui } from '@lingui/react/macro';
import { OrderList } from '../order-list/components/order-list';
import { ShippingPageSection } from './shipping-page-section';

/** My waybills (spec /user/my-order, /merchant/my-order): filters in the URL, paged table, labels and export. */
export function OrderListPage() {
  const { t } = useLingui();
  return (
    <ShippingPageSection title={t`我的运单`}>
      <OrderList />
    </ShippingPageSection>
  );
}
