import { Trans, useLingui } from '@lingui/react/macro';
import { OrderFormScreen } from '@forwarder/orders';
import { PageSection } from '@forwarder/ui';

// Submit waybill (/merchant/order, as the member's /user/order; full width): the shared order screen.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>提交运单</Trans>}>
      <title>{t`提交运单`}</title>
      <OrderFormScreen />
    </PageSection>
  );
}
