// Public entry of @forwarder/profile: the personal settings page (profile details, status mails, password) shared by
// the member and merchant portals.
export { ProfilePage } from './lib/components/profile-page';
