import type { Kysely } from 'kysely';

// Lists at a million orders (issue 16): every sort the member's list offers and every filter of the staff list has
// an index, so a first page reads a few index entries instead of sorting the owner's whole result. The other
// member filters (status, transport mode, creation time, waybill numbers) were covered by 0005.

const INDEXES: ReadonlyArray<readonly [name: string, columns: readonly string[]]> = [
  // Member list sorted by waybill number.
  ['orders_userId_waybillNumber_idx', ['userId', 'waybillNumber']],
  // Staff list filtered by product or transport mode, newest first.
  ['orders_routingId_creationTime_idx', ['routingId', 'creationTime']],
  ['orders_transportMode_creationTime_idx', ['transportMode', 'creationTime']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) await db.schema.createIndex(name).on('orders').columns([...columns]).execute();
  // Superseded by (routingId, creationTime), which serves every query the single-column one did.
  await db.schema.dropIndex('orders_routingId_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_routingId_idx').on('orders').column('routingId').execute();
  for (const [name] of [...INDEXES].reverse()) await db.schema.dropIndex(name).execute();
}
