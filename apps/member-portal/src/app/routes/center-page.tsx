import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';
import { MemberHome } from '../../features/center/components/member-home';

// My home (spec /user/center).
export function Component() {
  return (
    <PageSection title={<Trans>我的主页</Trans>}>
      <MemberHome />
    </PageSection>
  );
}
