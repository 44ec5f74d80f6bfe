// Personal settings (/merchant/profile, issue 27): the page both portals show, from @forwarder/profile.
export { ProfilePage as Component } from '@forwarder/profile';
