import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { CustomerList } from '../../features/customers/components/customer-list';

// Members and merchants (/ops/customers): operators and admins.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans context="customers">客户</Trans>}>
      <title>{t({ message: '客户', context: 'customers' })}</title>
      <CustomerList />
    </PageSection>
  );
}
