import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the member's home.
export function Component() {
  return <PageSection title={<Trans>我的主页</Trans>} />;
}
