// Personal settings (/user/profile): the page both portals show, from @forwarder/profile.
export { ProfilePage as Component } from '@forwarder/profile';
