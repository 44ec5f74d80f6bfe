import { Trans, useLingui } from '@lingui/react/macro';
import { DataManagementPage } from '@forwarder/data-management';
import { PageSection } from '@forwarder/ui';

// Data management (spec section 2): the shared feature's list, detail (?id=) and upload (?new=1) views.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>数据管理</Trans>}>
      <title>{t`数据管理`}</title>
      <DataManagementPage />
    </PageSection>
  );
}
