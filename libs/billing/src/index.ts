// Public entry of @forwarder/billing: what the customer portals and the console share about money (issue 29):
// amounts in hundredths shown and typed, an order's charge, the ledger's kinds, filter and columns, an account at a
// glance. Pieces that screens compose, not screens (`type:domain-ui`); the customer's billing page is
// @forwarder/customer-billing, the console's is the console's.
export { currencyDecimals, formatMinor, minorToText, parseMinorAmount, MAX_AMOUNT_MINOR } from './lib/money';
export type { AmountProblem, ParsedAmount } from './lib/money';
export { amountProblemMessage, minorAmountField } from './lib/amount-messages';
export { ChargeBreakdown } from './lib/charge-breakdown';
export type { OrderChargeLike } from './lib/charge-breakdown';
export { OrderChargeDetails } from './lib/order-charge';
export { LEDGER_ENTRY_KINDS, LEDGER_KIND_LABELS } from './lib/ledger-kinds';
export { toLedgerRequest } from './lib/ledger-filter';
export type { LedgerFilterValues } from './lib/ledger-filter';
export { useLedgerColumns } from './lib/ledger-columns';
export { LedgerList, useLedgerParams } from './lib/ledger-list';
export type { LedgerEntryLike } from './lib/ledger-columns';
export { AccountSummary, ACCOUNT_KIND_LABELS } from './lib/account-summary';
