import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from './database';
import type { Database } from './schema';

export type Tx = Transaction<Database>;
/** Either the database or an open transaction: repositories accept this so callers choose the scope. */
export type Executor = Db | Tx;

/** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
export function inTransaction<T>(db: Executor, work: (trx: Tx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Tx);
  return db.transaction().execute(work);
}

/** Whether the executor talks to PostgreSQL: row locks (`FOR UPDATE`) exist there; SQLite serialises writers. */
export const isPostgres = (db: Executor): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Rows per multi-row INSERT or `IN` list: with a dozen parameters a row this stays far below SQLite's 32,766
 * bound parameters and PostgreSQL's 65,535.
 */
export const ROWS_PER_STATEMENT = 1000;

/** `items` in slices of at most `size`, for one statement each. */
export function chunks<T>(items: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
