import { Trans, useLingui } from '@lingui/react/macro';
import { BatchOrder } from '@forwarder/orders';
import { PageSection } from '@forwarder/ui';

// Batch order by spreadsheet (spec /user/batch-order, full width): template, upload, preview, confirm.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>批量下单</Trans>}>
      <title>{t`批量下单`}</title>
      <BatchOrder />
    </PageSection>
  );
}
