import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the profile settings.
export function Component() {
  return <PageSection title={<Trans>个人资料</Trans>} />;
}
