import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the waybill submission form.
export function Component() {
  return <PageSection title={<Trans>提交运单</Trans>} />;
}
