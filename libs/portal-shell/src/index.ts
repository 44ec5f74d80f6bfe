// Public entry of @forwarder/portal-shell, the portal kit: a portal's definition (pages from the manifest, menu,
// catalog) becomes its route tree (guard, layout, area entry, lazy pages, 404, error pages) and its start-up.
// What the public site shares (bootstrap, providers, API client, page map) is the `/bootstrap` entry.
import './lib/zod-without-eval';
export {
  bootstrapPortal,
  createPortalRoutes,
  definePortal,
  type PortalAppName,
  type PortalDefinition,
} from './lib/portal-routes';
export { isPortalMenuItemActive, PortalLayout, type MenuFilterHook, type PortalLayoutProps, type PortalMenuItem } from './lib/portal-layout';
