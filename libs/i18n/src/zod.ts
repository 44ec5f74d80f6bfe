// Third entry of @forwarder/i18n: zod's messages in the active language and the react-hook-form resolver. Not in the
// main entry: every app's first load imports that one, and the bundler counts every module a barrel names as part of
// it, used or not (zod's core in every first load, issue 28). A route that bundles its own copy of zod
// (tools/vite/route-own-copies.mts, the public cost calculator) gets the copy of this module that uses its zod.
export { zodErrorMap, configureZodLocale, zodResolver } from './lib/zod';
