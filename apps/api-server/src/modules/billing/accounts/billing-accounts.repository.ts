import { sql } from 'kysely';
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

/**
 * Gives every customer who has ledger entries or top-up notices but no account row one in `currency` (prepaid, no
 * credit): what they were billed in until the site's currency changes. Answers how many were given one.
 */
export async function pinDefaultAccounts(db: BillingDb, currency: string, time: string): Promise<number> {
  const result = await db
    .insertInto('billing_accounts')
    .columns(['customerId', 'kind', 'creditLimitMinor', 'currency', 'lastModificationTime'])
    .expression((eb) =>
      eb
        .selectFrom(eb.selectFrom('ledger_entries').select('customerId').union(eb.selectFrom('top_up_notices').select('customerId')).as('billed'))
        .select((b) => [b.ref('billed.customerId').as('customerId'), sql<string>`'prepaid'`.as('kind'), sql<number>`0`.as('creditLimitMinor'), sql<string>`cast(${currency} as text)`.as('currency'), sql<string>`cast(${time} as text)`.as('lastModificationTime')])
        .where('billed.customerId', 'not in', eb.selectFrom('billing_accounts').select('customerId')),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
