import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// Issue 29, top-up notices: a customer says they paid (method, amount, reference, the day of the transfer) and sends
// a screenshot of it; staff confirm it (its payment entry is then recorded) or reject it with a reason. The
// screenshot's bytes are in the database, like the site's pictures, so every server process serves it; they live
// in a table of their own so listing notices never reads them. BLOB in SQLite, bytea in PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('top_up_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customerId', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amountMinor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('transferredOn', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('memo', 'text', (c) => c.notNull())
    .addColumn('screenshotContentType', 'text', (c) => c.notNull())
    .addColumn('screenshotByteSize', 'integer', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('decidedAt', 'text')
    .addColumn('decidedById', 'text')
    .addColumn('decidedByUserName', 'text')
    .addColumn('rejectReason', 'text')
    .addColumn('paymentEntryId', 'text')
    .execute();
  await db.schema.createIndex('top_up_notices_state').on('top_up_notices').columns(['state', 'createdAt']).execute();
  await db.schema.createIndex('top_up_notices_customer').on('top_up_notices').columns(['customerId', 'createdAt']).execute();
  await db.schema
    .createTable('top_up_screenshots')
    .addColumn('noticeId', 'text', (c) => c.primaryKey())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('data', binary, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('top_up_screenshots').execute();
  await db.schema.dropTable('top_up_notices').execute();
}
