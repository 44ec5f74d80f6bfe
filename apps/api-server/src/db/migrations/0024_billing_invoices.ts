import type { Kysely } from 'kysely';

// Issue 29, statements and invoices:
// - ledger_entries (customerId, createdAt): a statement sums a customer's entries before a month and reads the
//   month's, by the time they were written.
// - invoices: one row per invoice, numbered per year without gaps (the counter is a `sequences` row per year, taken
//   in the invoice's transaction); invoice_items: the charges it invoices (a charge on one invoice at most).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('ledger_entries_customer_created').on('ledger_entries').columns(['customerId', 'createdAt']).execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seqNo', 'integer', (c) => c.notNull())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('referenceLabel', 'text', (c) => c.notNull())
    .addColumn('periodFrom', 'text')
    .addColumn('periodTo', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('totalMinor', 'bigint', (c) => c.notNull())
    .addColumn('actorId', 'text')
    .addColumn('actorUserName', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('invoices_year_seq').unique().on('invoices').columns(['year', 'seqNo']).execute();
  await db.schema.createIndex('invoices_customer').on('invoices').columns(['customerId', 'createdAt']).execute();

  await db.schema
    .createTable('invoice_items')
    .addColumn('invoiceId', 'text', (c) => c.notNull())
    .addColumn('itemNo', 'integer', (c) => c.notNull())
    .addColumn('chargeId', 'text', (c) => c.notNull().unique())
    .addColumn('referenceLabel', 'text', (c) => c.notNull())
    .addColumn('amountMinor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_items_pk', ['invoiceId', 'itemNo'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_items').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropIndex('ledger_entries_customer_created').execute();
}
