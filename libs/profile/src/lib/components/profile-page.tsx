import { PageSection } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { ProfileSettings } from './profile-settings';

/**
 * Personal settings as both portals show them on `/user/profile` and `/merchant/profile` (issue 27): the heading,
 * then the profile, status mails and password. A portal's route file only re-exports it as its `Component` (the
 * document title comes from the portal menu's entry).
 */
export function ProfilePage() {
  return (
    <PageSection title={<Trans>个人资料</Trans>}>
      <ProfileSettings />
    </PageSection>
  );
}
