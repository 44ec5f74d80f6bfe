import { sql } from 'kysely';
import type { Executor } from './transaction';

/**
 * Atomically increments and returns the counter `name` (starting at 1). A single upsert statement, so two
 * concurrent callers never get the same value on either dialect; inside a transaction the increment rolls back
 * with it.
 */
export async function nextSequenceValue(db: Executor, name: string): Promise<number> {
  const row = await db
    .insertInto('sequences')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql<number>`${sql.ref('sequences.value')} + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
