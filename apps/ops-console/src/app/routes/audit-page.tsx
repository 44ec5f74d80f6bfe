import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { AuditLog } from '../../features/audit/components/audit-log';

// The audit log (/ops/audit), read only.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>操作日志</Trans>}>
      <title>{t`操作日志`}</title>
      <AuditLog />
    </PageSection>
  );
}
