// Second entry of @forwarder/i18n: the dayjs date helpers (spec section 9). Separate from the main
// entry because dayjs cannot be tree-shaken (its package declares no `sideEffects`): through the
// main entry it would land in the first load of every page, including the public home page.
export { formatDate, toIsoString, nextDayIsoString, EMPTY_DATE, DATE_FORMAT } from './lib/dates';
