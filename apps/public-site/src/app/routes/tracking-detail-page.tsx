import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the tracking result detail.
export function Component() {
  return <PageSection title={<Trans>追踪详情</Trans>} />;
}
