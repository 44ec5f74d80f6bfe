import { sql, type Kysely } from 'kysely';

// Events in bulk (docs/decisions.md, "Events in bulk: import and machine API"): the API keys of carriers and
// warehouse systems, and what makes the machine API idempotent.
// - api_keys keeps the SHA-256 of the secret, never the secret: the secret is 256 random bits, so a fast hash is
//   enough (nothing to brute-force) and lets every call find its key by an indexed equality. `prefix` (the
//   secret's first characters) tells keys apart in the console and names the key in the audit log. Staff ids are
//   plain text like the other tables' (see 0008).
// - The same event (waybill, code, instant) posted twice through the API is stored once: the service reports the
//   second as a duplicate, and this partial unique index is the backstop should two requests ever race past the
//   row locks. Only the API's events: staff may legitimately post an event twice (e.g. a correction).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('secretHash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .addColumn('lastUsedTime', 'text')
    .addColumn('revocationTime', 'text')
    .addColumn('revokedBy', 'text')
    .execute();
  await db.schema.createIndex('api_keys_creationTime_idx').on('api_keys').columns(['creationTime', 'id']).execute();
  await db.schema
    .createIndex('tracking_events_api_event_key')
    .unique()
    .on('tracking_events')
    .columns(['orderId', 'code', 'time'])
    .where(sql.ref('source'), '=', sql.lit('api'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tracking_events_api_event_key').execute();
  await db.schema.dropTable('api_keys').execute();
}
