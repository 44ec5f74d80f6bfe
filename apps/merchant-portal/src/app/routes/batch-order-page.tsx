import { Trans, useLingui } from '@lingui/react/macro';
import { BatchOrder } from '@forwarder/orders';
import { PageSection } from '@forwarder/ui';

// Batch order by spreadsheet (/merchant/batch-order, as the member's /user/batch-order; full width).
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>批量下单</Trans>}>
      <title>{t`批量下单`}</title>
      <BatchOrder />
    </PageSection>
  );
}
