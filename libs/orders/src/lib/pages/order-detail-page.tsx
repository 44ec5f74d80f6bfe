import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { OrderDetail } from '../order-detail/components/order-detail';
import { ShippingPageSection } from './shipping-page-section';

/** Order detail (spec /user/order-detail?id=, /merchant/order-detail?id=): the order the URL names. */
export function OrderDetailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // Another id starts afresh (key): no state of the previous order survives.
  return (
    <ShippingPageSection title={t`订单详情`} ownTitle>
      <OrderDetail key={id} id={id} />
    </ShippingPageSection>
  );
}
