import type { BillingAccountsTable } from '../billing.tables';
import type { BillingDb } from '../billing.db';

export function findBillingAccount(db: BillingDb, customerId: string): Promise<BillingAccountsTable | undefined> {
  return db.selectFrom('billing_accounts').selectAll().where('customerId', '=', customerId).executeTakeFirst();
}

/** Creates or replaces the customer's account row. */
export async function saveBillingAccount(db: BillingDb, row: BillingAccountsTable): Promise<void> {
  await db
    .insertInto('billing_accounts')
    .values(row)
    .onConflict((oc) => oc.column('customerId').doUpdateSet({ kind: row.kind, creditLimitMinor: row.creditLimitMinor, currency: row.currency, lastModificationTime: row.lastModificationTime }))
    .execute();
}

/** A currency other than `currency` the customer already has entries in, if any. */
export async function otherEntryCurrency(db: BillingDb, customerId: string, currency: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('currency')
    .where('customerId', '=', customerId)
    .where('currency', '!=', currency)
    .limit(1)
    .executeTakeFirst();
  return row?.currency;
}
