import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { BatchList } from '../../features/batches/components/batch-list';

// Bags, master air waybills and containers (/ops/batches).
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>批次</Trans>}>
      <title>{t`批次`}</title>
      <BatchList />
    </PageSection>
  );
}
