import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// Issue 29, a proof of a payment staff record (optional): a picture of the transfer or the receipt, checked and kept
// as a top-up notice's screenshot is (in the database, so every server process serves it). One row per payment
// entry at most, in a table of its own so listing the ledger never reads the bytes. BLOB in SQLite, bytea in
// PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('payment_proofs')
    .addColumn('ledgerEntryId', 'text', (c) => c.primaryKey())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('data', binary, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_proofs').execute();
}
