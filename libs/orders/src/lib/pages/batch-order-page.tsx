import { useLingui } from '@lingui/react/macro';
import { BatchOrder } from '../batch-order/components/batch-order';
import { ShippingPageSection } from './shipping-page-section';

/** Batch order by spreadsheet (spec /user/batch-order, /merchant/batch-order; full width): template, upload, preview, confirm. */
export function BatchOrderPage() {
  const { t } = useLingui();
  return (
    <ShippingPageSection title={t`批量下单`}>
      <BatchOrder />
    </ShippingPageSection>
  );
}
