import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the site page container.
export function Component() {
  return <PageSection title={<Trans>站点页面</Trans>} />;
}
