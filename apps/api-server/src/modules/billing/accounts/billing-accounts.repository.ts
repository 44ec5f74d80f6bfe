import type { BillingAccountsTable } from '../billing.tables';
import type { BillingDb } from '../billing.db';

export function findBillingAccount(db: BillingDb, customerId: string): Promise<BillingAccountsTable | undefined> {
  return db.selectFrom('billing_accounts').selectAll().where('customerId', '=', customerId).executeTakeFirst();
}
