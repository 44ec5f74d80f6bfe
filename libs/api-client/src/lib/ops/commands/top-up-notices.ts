// Staff's answers to customers' top-up notices (tag `billing`, issue 29).
import type { ConfirmTopUpNoticeInput, RejectTopUpNoticeInput } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

/**
 * Records the notice's payment and marks it confirmed. A reference the customer paid with before answers 400
 * `Billing:DuplicatePaymentReference` unless `separatePayment`; a notice already answered 400 `Billing:TopUpNoticeNotPending`.
 */
export function confirmTopUpNotice(id: string, body: ConfirmTopUpNoticeInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/top-up-notices/{id}/confirm', { ...byId(id), body }), null, options);
}

/** A blank reason answers 400 `Billing:ReasonRequired`; the reason is mailed to the customer. */
export function rejectTopUpNotice(id: string, body: RejectTopUpNoticeInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/top-up-notices/{id}/reject', { ...byId(id), body }), null, options);
}
