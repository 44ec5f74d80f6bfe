import { sql, type Kysely } from 'kysely';

// Issue 29 (money), the billing module's tables (docs/domain/billing.md, docs/decisions.md "Issue 29"):
// - billing_accounts: a customer's kind of account (prepaid or monthly credit), credit limit and currency. A
//   customer without a row is prepaid in the site's currency.
// - ledger_entries: immutable, integer minor units, signed from the customer's side (a payment adds, a charge
//   takes away): the balance is their sum. Each customer's entries are numbered 1, 2, 3… (entryNo) and carry the
//   running balance after them, so `verify-ledger` can prove the balance never drifted. A reversal names the entry it
//   reverses; the unique index lets an entry be reversed at most once (NULLs are distinct on both dialects).
// - charges and charge_lines: the price of an order with its breakdown. At most one live charge per order (the
//   partial unique index): two receivings at once cannot both create one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('billing_accounts')
    .addColumn('customerId', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('creditLimitMinor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('entryNo', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amountMinor', 'bigint', (c) => c.notNull())
    .addColumn('balanceAfterMinor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('referenceType', 'text')
    .addColumn('referenceId', 'text')
    .addColumn('reversesEntryId', 'text')
    .addColumn('actorId', 'text')
    .addColumn('actorUserName', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_customer_no').unique().on('ledger_entries').columns(['customerId', 'entryNo']).execute();
  await db.schema.createIndex('ledger_entries_reverses').unique().on('ledger_entries').column('reversesEntryId').execute();
  await db.schema.createIndex('ledger_entries_reference').on('ledger_entries').columns(['referenceType', 'referenceId']).execute();

  await db.schema
    .createTable('charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('orderId', 'text', (c) => c.notNull())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('ledgerEntryId', 'text', (c) => c.notNull())
    .addColumn('routingId', 'text', (c) => c.notNull())
    .addColumn('rateSheetVersion', 'text')
    .addColumn('zoneCode', 'text', (c) => c.notNull())
    .addColumn('pricingMethod', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('actualWeightGrams', 'integer', (c) => c.notNull())
    .addColumn('volumeWeightGrams', 'integer', (c) => c.notNull())
    .addColumn('chargeableWeightGrams', 'integer', (c) => c.notNull())
    .addColumn('totalMinor', 'bigint', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('invoicedAt', 'text')
    .addColumn('supersededAt', 'text')
    .execute();
  await db.schema
    .createIndex('charges_live_order')
    .unique()
    .on('charges')
    .column('orderId')
    .where(sql.ref('supersededAt'), 'is', null)
    .execute();
  await db.schema.createIndex('charges_order').on('charges').column('orderId').execute();

  await db.schema
    .createTable('charge_lines')
    .addColumn('chargeId', 'text', (c) => c.notNull().references('charges.id'))
    .addColumn('lineNo', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer')
    .addColumn('unitAmountMinor', 'bigint')
    .addColumn('weightGrams', 'integer')
    .addColumn('basisPoints', 'integer')
    .addColumn('amountMinor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('charge_lines_pk', ['chargeId', 'lineNo'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('charge_lines').execute();
  await db.schema.dropTable('charges').execute();
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('billing_accounts').execute();
}
