import type { Transaction } from 'kysely';
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
