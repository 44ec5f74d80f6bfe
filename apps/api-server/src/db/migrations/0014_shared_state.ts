import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// State that several server processes on one PostgreSQL database must share (issue 16): rate-limit counters and
// the bytes of merchant data files. Both tables exist on both dialects so one schema describes them.

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const binary = postgres ? sql`bytea` : sql`blob`;

  // One row per (limit, key) holding its current fixed window: a hit is one upsert that returns the new count (and
  // restarts the window when it has closed). UNLOGGED on PostgreSQL: the
  // counters are rewritten on every tracking lookup, and losing them in a crash only gives every address a fresh
  // minute, so they need not cost WAL.
  let counters = db.schema
    .createTable('rate_limit_counters')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // Epoch milliseconds at which the key's window closes: the Retry-After and the pruning bound.
    .addColumn('windowEnd', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['name', 'key']);
  if (postgres) counters = counters.modifyFront(sql`unlogged`);
  await counters.execute();
  // No index on windowEnd: the prune (once a minute per process) scans a table of one row per recent address, and
  // every index is one more write on the tracking hot path.

  // A stored file's bytes in numbered slices, so a download streams slice by slice and no row is huge. Removed with
  // their file row (cascade), so deleting a record removes its bytes in the same transaction.
  await db.schema
    .createTable('merchant_data_file_chunks')
    .addColumn('fileId', 'text', (c) => c.notNull().references('merchant_data_files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', binary, (c) => c.notNull())
    .addPrimaryKeyConstraint('merchant_data_file_chunks_pk', ['fileId', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_data_file_chunks').execute();
  await db.schema.dropTable('rate_limit_counters').execute();
}
