import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with data management.
export function Component() {
  return <PageSection title={<Trans>数据管理</Trans>} />;
}
