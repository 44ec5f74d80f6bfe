// Second entry of @forwarder/portal-shell, `@forwarder/portal-shell/bootstrap`: what every app (the public site
// included) starts with, without the portal layout, so the public site's first load does not carry it.
import './lib/zod-without-eval';
export { apiClientOptionsFor, AppProviders, bootstrapApp, installClients, type BootstrapOptions } from './lib/bootstrap';
export { pageRoutes, type EntryRouteOf, type LazyPage, type PageMap, type PageRouteOf } from './lib/page-routes';
