// Front door of the billing module (issue 29): customers' accounts, their immutable ledger and the charges of
// orders. It owns billing_accounts, ledger_entries, charges, charge_lines, payments, order_holds, charge_types and exchange_rates; the orders module charges an order
// through here when the warehouse weighs it, in the receiving's transaction, and asks here whether an order is held
// for payment (it may not leave the warehouse then) and has an admin release it. The definition is ./module.ts.

export type { BillingTables } from './billing.tables';
export { chargeReceivedOrder, liveChargeOf, type Charge } from './charges/charges.service';
export { changeChargeLines, type ChargeLineChange } from './charges/manual-lines.service';
export { balanceOf, ledgerOf } from './ledger/ledger.service';
export { orderChargeTotals, orderChargeView, type OrderChargeTotal, type OrderChargeView } from './charges/order-charge.view';
export { paymentHoldsOf, releaseHoldByAdmin, type PaymentHoldView } from './holds/holds.service';
export { formatMinor } from './amounts';
