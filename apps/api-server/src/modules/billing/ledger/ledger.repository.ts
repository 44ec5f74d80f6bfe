import { sql } from 'kysely';
import { isPostgres } from '../../../db/transaction';
import type { LedgerEntriesTable } from '../billing.tables';
import type { BillingDb } from '../billing.db';

/** The advisory lock key of the site's currency (see `lockSiteCurrency`). */
export const SITE_CURRENCY_LOCK = 'billing:site-currency';

// The SQL of the ledger. Entries are only ever inserted and read: there is deliberately no update or delete here.

export type LedgerEntryRow = LedgerEntriesTable;

/**
 * Serialises the writers of one customer's ledger until the transaction ends, so two entries written at once cannot
 * both take the same entryNo or running balance. PostgreSQL: a transaction-scoped advisory lock on the customer
 * (two customers colliding on the hash only wait for each other). SQLite runs one writer at a time already.
 *
 * The site-currency lock (accounts/billing-accounts.service.ts, `lockSiteCurrency`) is taken shared first, in the
 * same statement: every path then takes the two in one order, so a change of the site's currency waiting for its
 * exclusive lock cannot close a cycle with a writer that holds a customer's lock and asks for the currency.
 */
export async function lockCustomerLedger(trx: BillingDb, customerId: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock_shared(hashtext(${SITE_CURRENCY_LOCK})), pg_advisory_xact_lock(hashtext(${`ledger:${customerId}`}))`.execute(trx);
  }
}

/** The customer's newest entry (highest entryNo), or undefined before the first. */
export function findLastEntry(db: BillingDb, customerId: string): Promise<Pick<LedgerEntryRow, 'entryNo' | 'balanceAfterMinor'> | undefined> {
  return db
    .selectFrom('ledger_entries')
    .select(['entryNo', 'balanceAfterMinor'])
    .where('customerId', '=', customerId)
    .orderBy('entryNo', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertEntry(db: BillingDb, row: LedgerEntryRow): Promise<void> {
  await db.insertInto('ledger_entries').values(row).execute();
}

export function findEntry(db: BillingDb, id: string): Promise<LedgerEntryRow | undefined> {
  return db.selectFrom('ledger_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The customer's entries in the order they were written. */
export function findEntriesOf(db: BillingDb, customerId: string): Promise<LedgerEntryRow[]> {
  return db.selectFrom('ledger_entries').selectAll().where('customerId', '=', customerId).orderBy('entryNo').execute();
}

/** The reversal of entry `id`, if it has been reversed. */
export function findReversalOf(db: BillingDb, id: string): Promise<Pick<LedgerEntryRow, 'id'> | undefined> {
  return db.selectFrom('ledger_entries').select('id').where('reversesEntryId', '=', id).executeTakeFirst();
}
