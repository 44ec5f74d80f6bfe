import { AuditAction, AuditEntityType, BillingAccountKind, type components } from '@forwarder/contracts/api-ops';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, invalidField } from '../../../errors/app-errors';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import { checkAmount } from '../amounts';
import type { BillingDatabase } from '../billing.db';
import { requireCustomer } from '../customer-check';
import { lockCustomerLedger } from '../ledger/ledger.repository';
import { accountView, type BillingAccountView } from './account-view';
import { otherEntryCurrency, saveBillingAccount } from './billing-accounts.repository';
import { billingAccountOf } from './billing-accounts.service';

type UpdateBillingAccountInput = components['schemas']['UpdateBillingAccountInput'];

/**
 * An admin sets a customer's account: kind, credit limit, currency; audited. The customer's ledger is locked first,
 * so no entry in the old currency can be written between the check and the change.
 */
export async function updateBillingAccount(db: BillingDatabase, actor: AuditActor, customerId: string, input: UpdateBillingAccountInput): Promise<BillingAccountView> {
  const customer = await requireCustomer(db, customerId);
  if (input.kind === BillingAccountKind.Prepaid && input.creditLimitMinor !== 0) throw invalidField('creditLimitMinor', 'Billing:PrepaidHasNoCredit');
  if (input.creditLimitMinor !== 0) checkAmount('creditLimitMinor', input.creditLimitMinor, input.currency, 'positive');
  return inTransaction(db, async (trx) => {
    await lockCustomerLedger(trx, customerId);
    const other = await otherEntryCurrency(trx, customerId, input.currency);
    if (other) throw new BusinessError('Billing:CurrencyHasEntries', 'Billing:CurrencyHasEntries', 400, { currency: other });
    const before = await billingAccountOf(trx, customerId);
    const time = nowIso();
    await saveBillingAccount(trx, { customerId, kind: input.kind, creditLimitMinor: input.creditLimitMinor, currency: input.currency, lastModificationTime: time });
    const after = { kind: input.kind, creditLimitMinor: input.creditLimitMinor, currency: input.currency };
    await recordAudit(
      trx,
      actor,
      {
        action: AuditAction.BillingAccountUpdate,
        entityType: AuditEntityType.Customer,
        entityId: customerId,
        entityLabel: customer.userName,
        ...changedFields({ kind: before.kind, creditLimitMinor: before.creditLimitMinor, currency: before.currency }, after),
      },
      time,
    );
    return accountView(trx, customerId);
  });
}
