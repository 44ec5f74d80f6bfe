import { sql } from 'kysely';
import type { SequenceTables } from './db.tables';
import type { Executor } from './transaction';

/**
 * Atomically increments and returns the counter `name` (starting at 1). A single upsert statement, so two
 * concurrent callers never get the same value on either dialect; inside a transaction the increment rolls back
 * with it.
 */
export async function nextSequenceValue(db: Executor<SequenceTables>, name: string): Promise<number> {
  const row = await db
    .insertInto('sequences')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql<number>`${sql.ref('sequences.value')} + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** Raises the counter `name` to at least `value`, never lowering it (portable upsert with CASE, not GREATEST/MAX). */
export async function raiseSequenceValue(db: Executor<SequenceTables>, name: string, value: number): Promise<void> {
  await db
    .insertInto('sequences')
    .values({ name, value })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({
        value: sql<number>`case when ${sql.ref('sequences.value')} < ${sql.lit(value)} then ${sql.lit(value)} else ${sql.ref('sequences.value')} end`,
      }),
    )
    .execute();
}
