import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with batch order submission from a spreadsheet (spreadsheet code stays lazy).
export function Component() {
  return <PageSection title={<Trans>批量下单</Trans>} />;
}
