import type { Kysely } from 'kysely';

// The contact inbox (docs/domain/operations.md, "Contact inbox"): a contact-form message is unread until a staff
// member opens it, then read, then handled (with an optional note) until someone reopens it. The state is these
// columns, not a status code: read and handled are independent facts with their own who and when.
// Staff ids are plain text, not foreign keys: SQLite cannot drop a column that a foreign key names (down), and
// tracking_events.actorId is kept the same way.

const COLUMNS = ['readTime', 'readBy', 'handledTime', 'handledBy', 'handledNote'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('user_messages').addColumn(column, 'text').execute();
  // The inbox lists newest first, by state.
  await db.schema.createIndex('user_messages_creationTime_idx').on('user_messages').column('creationTime').execute();
  await db.schema.createIndex('user_messages_handledTime_idx').on('user_messages').columns(['handledTime', 'creationTime']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_messages_handledTime_idx').execute();
  await db.schema.dropIndex('user_messages_creationTime_idx').execute();
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('user_messages').dropColumn(column).execute();
}
