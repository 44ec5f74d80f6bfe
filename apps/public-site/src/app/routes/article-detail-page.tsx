import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with one article (CMS HTML through DOMPurify).
export function Component() {
  return <PageSection title={<Trans>文章详情</Trans>} />;
}
