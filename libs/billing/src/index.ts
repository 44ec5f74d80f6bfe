// Public entry of @forwarder/billing: what the customer portals and the console share about money (issue 29):
// amounts in hundredths shown and typed, an order's charge, the ledger's kinds, filter, columns and list, an account
// at a glance, the invoice list's columns, how money is paid, where a top-up notice stands and a picture read with the
// caller's token (a screenshot, a proof). Pieces that screens compose, not screens (`type:domain-ui`); the
// customer's billing page is @forwarder/customer-billing, the console's is the console's.
export { formatMinor, minorToText } from './lib/money';
export { minorAmountField } from './lib/amount-messages';
export { OrderChargeDetails } from './lib/order-charge';
export { LEDGER_KIND_LABELS } from './lib/ledger-kinds';
export { toLedgerRequest } from './lib/ledger-filter';
export { useLedgerColumns } from './lib/ledger-columns';
export { LedgerList, useLedgerParams } from './lib/ledger-list';
export { useInvoiceColumns, type InvoiceLike } from './lib/invoice-columns';
export { AccountSummary, ACCOUNT_KIND_LABELS } from './lib/account-summary';
export { PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from './lib/payment-methods';
export { PaymentMethodSelect } from './lib/payment-method-select';
export { TOP_UP_STATE_LABELS } from './lib/top-up-states';
export { FetchedPicture, PictureDialog } from './lib/fetched-picture';
