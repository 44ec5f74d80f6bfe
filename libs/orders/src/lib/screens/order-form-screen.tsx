import { OrderForm } from '../order-form/components/order-form';
import { RegionCascade } from '../region-cascade/components/region-cascade';

/** Submit waybill (spec /user/order, full width): the order form with the region cascade as its region picker. */
export function OrderFormScreen() {
  return <OrderForm RegionPicker={RegionCascade} />;
}
