import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with username, password and verification code; honours ?redirect=.
export function Component() {
  return <PageSection title={<Trans>登录</Trans>} />;
}
