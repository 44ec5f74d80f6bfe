import { PostgresAdapter, type Kysely, type Transaction } from 'kysely';

/** An open transaction over the tables `DB`. */
export type Tx<DB> = Transaction<DB>;
/**
 * Either the database or an open transaction, over the tables `DB` only: a module's repositories take its own tables
 * (`Executor<OrdersTables>`, in the module's `<name>.db.ts`), so naming another module's table does not compile.
 * Callers choose the scope (one statement, or a step of their transaction).
 */
export type Executor<DB> = Kysely<DB> | Transaction<DB>;

/** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
export function inTransaction<DB, T>(db: Executor<DB>, work: (trx: Tx<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Tx<DB>);
  return db.transaction().execute(work);
}

/** Whether the executor talks to PostgreSQL: row locks (`FOR UPDATE`) exist there; SQLite serialises writers. */
export const isPostgres = <DB>(db: Executor<DB>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

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
