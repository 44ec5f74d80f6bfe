// The staff's writes on a customer's billing account and ledger (tag `billing`, issue 29). Amounts are integers in
// hundredths of the currency; the console converts what staff type (see @forwarder/billing, `parseMinorAmount`).
import type { AdjustmentInput, LedgerEntry, RecordPaymentInput, ReversalInput, UpdateBillingAccountInput } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { uploadWithProgress } from '../../upload';
import { byId, opsClient } from '../ops-client';

/** Kind, credit limit and currency (admins only: an operator gets 403). */
export function updateCustomerBillingAccount(id: string, body: UpdateBillingAccountInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/customers/{id}/billing-account', { ...byId(id), body }), null, options);
}

/** With `proof` (a picture of the transfer or the receipt) the same fields go as multipart, the picture in `proof`. */
export function recordCustomerPayment(id: string, body: RecordPaymentInput, options?: SendOptions, proof?: File): Promise<LedgerEntry> {
  if (!proof) return opsClient().send((c) => c.POST('/api/ops/customers/{id}/payments', { ...byId(id), body }), null, options);
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value !== undefined) form.append(name, String(value));
  form.append('proof', proof, proof.name);
  return uploadWithProgress(`/api/ops/customers/${encodeURIComponent(id)}/payments`, form, options, opsClient());
}

export function recordCustomerAdjustment(id: string, body: AdjustmentInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/customers/{id}/adjustments', { ...byId(id), body }), null, options);
}

/** `id` is the entry's: its customer is the entry's. */
export function reverseLedgerEntry(id: string, body: ReversalInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/ledger-entries/{id}/reverse', { ...byId(id), body }), null, options);
}
