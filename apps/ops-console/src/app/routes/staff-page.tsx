import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { StaffAccounts } from '../../features/staff/components/staff-accounts';

// Staff accounts (/ops/staff): admins only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>员工账号</Trans>}>
      <title>{t`员工账号`}</title>
      <StaffAccounts />
    </PageSection>
  );
}
