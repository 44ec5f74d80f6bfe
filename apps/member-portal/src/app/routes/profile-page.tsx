import { Trans } from '@lingui/react/macro';
import { PageSection } from '@forwarder/ui';
import { ProfileSettings } from '../../features/profile/components/profile-settings';

// Personal settings (spec /user/profile): profile details and password.
export function Component() {
  return (
    <PageSection title={<Trans>个人资料</Trans>}>
      <ProfileSettings />
    </PageSection>
  );
}
