import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the navigation content pages.
export function Component() {
  return <PageSection title={<Trans>导航页面</Trans>} />;
}
