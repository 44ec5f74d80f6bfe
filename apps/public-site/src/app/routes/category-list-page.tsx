import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with the article category list.
export function Component() {
  return <PageSection title={<Trans>分类列表</Trans>} />;
}
