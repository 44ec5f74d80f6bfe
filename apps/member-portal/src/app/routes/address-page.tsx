import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the address book.
export function Component() {
  return <PageSection title={<Trans>我的地址簿</Trans>} />;
}
