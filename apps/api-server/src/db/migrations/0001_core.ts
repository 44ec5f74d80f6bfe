import { sql, type Kysely } from 'kysely';

// Portable DDL only (runs unchanged on SQLite and PostgreSQL): text ids and timestamps, integer booleans.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userName', 'text', (c) => c.notNull())
    .addColumn('normalizedUserName', 'text', (c) => c.notNull().unique())
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('userType', 'integer', (c) => c.notNull())
    .addColumn('merchantId', 'text')
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phoneNumber', 'text')
    .addColumn('companyName', 'text')
    .addColumn('defaultSenderAddressId', 'text')
    .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text')
    .addCheckConstraint('users_userType_check', sql`${sql.ref('userType')} in (20, 30)`)
    .execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('revokedAt', 'text')
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_userId_idx').on('access_tokens').column('userId').execute();

  await db.schema
    .createTable('sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute();
  await db.schema.dropTable('sequences').execute();
  await db.schema.dropTable('access_tokens').execute();
  await db.schema.dropTable('users').execute();
}
