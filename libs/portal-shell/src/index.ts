// Public entry of @forwarder/portal-shell: the signed-in layout shared by the member and merchant portals.
export { PortalLayout, type PortalLayoutProps, type PortalMenuItem } from './lib/portal-layout';
