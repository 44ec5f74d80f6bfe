import { Trans, useLingui } from '@lingui/react/macro';
import { OrderList } from '@forwarder/orders';
import { PageSection } from '@forwarder/ui';

// My waybills (/merchant/my-order, as the member's /user/my-order): filters in the URL, paged table, labels, export.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>我的运单</Trans>}>
      <title>{t`我的运单`}</title>
      <OrderList />
    </PageSection>
  );
}
