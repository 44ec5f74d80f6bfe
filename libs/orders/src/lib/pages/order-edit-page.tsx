import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { OrderEditForm } from '../order-edit/order-edit-form';
import { RegionCascade } from '../region-cascade/components/region-cascade';
import { ShippingPageSection } from './shipping-page-section';

/** Edit waybill (/user/order-edit?id=, /merchant/order-edit?id=; full width): the order form over a submitted order. */
export function OrderEditPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // Another id starts afresh (key): no value of the previous order survives.
  return (
    <ShippingPageSection title={t`修改运单`} ownTitle>
      <OrderEditForm key={id} id={id} RegionPicker={RegionCascade} />
    </ShippingPageSection>
  );
}
