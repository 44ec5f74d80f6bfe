import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { EventImport } from '../../features/event-import/components/event-import';

// Tracking events from a spreadsheet (/ops/event-import): operators and admins.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>导入事件</Trans>}>
      <title>{t`导入事件`}</title>
      <EventImport />
    </PageSection>
  );
}
