import { sql, type Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// Pictures of the public site uploaded by staff (modules/site-images). Bytes in the database, not on disk: every
// server process of one database serves every picture. BLOB in SQLite, bytea in PostgreSQL.

export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('site_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('extension', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('byteSize', 'integer', (c) => c.notNull())
    .addColumn('data', binary, (c) => c.notNull())
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('createdBy', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_images').execute();
}
