import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dashboard } from '../../features/dashboard/components/dashboard';

// The console's centre (/ops/center): today's work at a glance.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>工作台</Trans>}>
      <title>{t`工作台`}</title>
      <Dashboard />
    </PageSection>
  );
}
