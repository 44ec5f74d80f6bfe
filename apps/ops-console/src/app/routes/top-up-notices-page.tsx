import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { TopUpNoticeList } from '../../features/top-up-notices/components/top-up-notice-list';

// Customers' top-up notices (/ops/top-up-notices, issue 29): what they say they paid, with a screenshot of the
// transfer, for staff to confirm (recording the payment) or reject with a reason.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>充值通知</Trans>}>
      <title>{t`充值通知`}</title>
      <TopUpNoticeList />
    </PageSection>
  );
}

// Its strings are the billing route catalog (./billing-catalog.ts).
export { billingCatalogLoader as loader } from './billing-catalog';
