// Fourth entry of @forwarder/portal-shell, `@forwarder/portal-shell/hydrate`: starting an app on a page the server
// rendered (the public site). The portals start with `bootstrapApp` and carry none of it.
import './lib/zod-without-eval';
export { hydrateApp } from './lib/hydrate';
