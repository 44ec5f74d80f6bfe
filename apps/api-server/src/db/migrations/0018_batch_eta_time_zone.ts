import type { Kysely } from 'kysely';

// Issue 27 (time zones): a batch's ETA keeps the UTC offset staff typed it at (`+08:00`), so the batch page shows
// the time they typed, in the zone they meant, named. Null on the batches saved before (read as the site zone).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('batches').addColumn('etaTimeZone', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('batches').dropColumn('etaTimeZone').execute();
}
