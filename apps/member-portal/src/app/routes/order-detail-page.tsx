import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with one order.
export function Component() {
  return <PageSection title={<Trans>订单详情</Trans>} />;
}
