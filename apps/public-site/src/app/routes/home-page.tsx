import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';

// Shell page: shows only its heading. A later issue fills it with banners, partners and home content blocks (spec section 2).
export function Component() {
  return <PageSection title={<Trans>首页</Trans>} />;
}
