import { sql, type Kysely } from 'kysely';

// Issue 29, slice 2 (staff record payments; customers and staff read the ledger through the contracts):
// - ledger_entries.referenceLabel: how people recognise what an entry is for (an order's waybill number, a payment's
//   reference), written with the entry like the rest of it. The first slice wrote an order's waybill number as the
//   memo of its charges and their reversals: those entries get it as their label.
// - payments: the details of a payment entry (method, the day it was received, the bank's or the wallet's reference,
//   and whether staff confirmed a repeated reference as a separate payment). One row per payment entry; the reference
//   is kept normalised (trimmed, lower case) beside it so a repeated reference of one customer is found by index.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('referenceLabel', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`update ledger_entries set "referenceLabel" = memo where "referenceType" = 'order'`.execute(db);

  await db.schema
    .createTable('payments')
    .addColumn('ledgerEntryId', 'text', (c) => c.primaryKey())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('receivedOn', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('normalizedReference', 'text', (c) => c.notNull())
    .addColumn('separatePayment', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_customer_reference').on('payments').columns(['customerId', 'normalizedReference']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('referenceLabel').execute();
}
