import { BillingAccountKind, type components } from '@forwarder/contracts/api-ops';
import type { BillingExecutor } from '../billing.db';
import { balanceOf } from '../ledger/ledger.service';
import { billingAccountOf } from './billing-accounts.service';

export type BillingAccountView = components['schemas']['BillingAccount'];

/** The customer's account as the contracts show it: balance, and for credit accounts the limit and what is used. */
export async function accountView(db: BillingExecutor, customerId: string): Promise<BillingAccountView> {
  const [account, balanceMinor] = await Promise.all([billingAccountOf(db, customerId), balanceOf(db, customerId)]);
  const credit = account.kind === BillingAccountKind.Credit;
  return {
    customerId,
    kind: account.kind,
    currency: account.currency as BillingAccountView['currency'],
    balanceMinor,
    creditLimitMinor: credit ? account.creditLimitMinor : null,
    creditUsedMinor: credit ? Math.max(0, -balanceMinor) : null,
  };
}
