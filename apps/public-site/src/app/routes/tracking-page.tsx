import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the waybill tracking form (up to 10 waybill numbers).
export function Component() {
  return <PageSection title={<Trans>运单追踪</Trans>} />;
}
