// Third entry of @forwarder/i18n: zod's messages in the active language and the react-hook-form resolver (also in the
// main entry). A route that bundles its own copy of zod (tools/vite/route-own-copies.mts, the public cost calculator)
// imports them from here, so the copy of this module uses the route's zod and not the copy the other forms share.
export { zodErrorMap, configureZodLocale, zodResolver } from './lib/zod';
