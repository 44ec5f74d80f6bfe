import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReceivableList } from '../../features/receivables/components/receivable-list';

// Receivables (/ops/receivables, issue 29): per customer the balance or credit used, held orders and their amount,
// unconfirmed top-up notices and overdue credit accounts; filtered in the URL, exported as .xlsx.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>应收款</Trans>}>
      <title>{t`应收款`}</title>
      <ReceivableList />
    </PageSection>
  );
}

// Its strings are the billing route catalog (./billing-catalog.ts).
export { billingCatalogLoader as loader } from './billing-catalog';
