// The staff's writes on a customer's billing account and ledger (tag `billing`, issue 29). Amounts are integers in
// hundredths of the currency; the console converts what staff type (see @forwarder/billing, `parseMinorAmount`).
import type { AdjustmentInput, RecordPaymentInput, ReversalInput, UpdateBillingAccountInput } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

/** Kind, credit limit and currency (admins only: an operator gets 403). */
export function updateCustomerBillingAccount(id: string, body: UpdateBillingAccountInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/customers/{id}/billing-account', { ...byId(id), body }), null, options);
}

export function recordCustomerPayment(id: string, body: RecordPaymentInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers/{id}/payments', { ...byId(id), body }), null, options);
}

export function recordCustomerAdjustment(id: string, body: AdjustmentInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers/{id}/adjustments', { ...byId(id), body }), null, options);
}

/** `id` is the entry's: its customer is the entry's. */
export function reverseLedgerEntry(id: string, body: ReversalInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/ledger-entries/{id}/reverse', { ...byId(id), body }), null, options);
}
