import { useLingui } from '@lingui/react/macro';
import { OrderForm } from '../order-form/components/order-form';
import { RegionCascade } from '../region-cascade/components/region-cascade';
import { ShippingPageSection } from './shipping-page-section';

/** Submit waybill (spec /user/order, /merchant/order; full width): the order form with the region cascade. */
export function OrderFormPage() {
  const { t } = useLingui();
  return (
    <ShippingPageSection title={t`提交运单`}>
      <OrderForm RegionPicker={RegionCascade} />
    </ShippingPageSection>
  );
}
