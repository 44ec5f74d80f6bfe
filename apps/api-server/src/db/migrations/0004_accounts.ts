import type { Kysely } from 'kysely';

// Captchas, sign-in attempts (rate limiting) and the address book. Portable DDL only.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('captchas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('consumedAt', 'text')
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  // Per-IP creation rate limit and the purge of expired rows.
  await db.schema.createIndex('captchas_ip_creationTime_idx').on('captchas').columns(['ip', 'creationTime']).execute();
  await db.schema.createIndex('captchas_expiresAt_idx').on('captchas').column('expiresAt').execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userName', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('success', 'integer', (c) => c.notNull())
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_userName_idx')
    .on('login_attempts')
    .columns(['kind', 'userName', 'creationTime'])
    .execute();
  await db.schema.createIndex('login_attempts_ip_idx').on('login_attempts').columns(['kind', 'ip', 'creationTime']).execute();
  await db.schema.createIndex('login_attempts_creationTime_idx').on('login_attempts').column('creationTime').execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('companyName', 'text', (c) => c.notNull())
    .addColumn('phoneNumber', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('countryCode', 'text', (c) => c.notNull())
    .addColumn('regionLv0Id', 'text', (c) => c.notNull())
    .addColumn('regionLv1Id', 'text')
    .addColumn('regionLv2Id', 'text')
    .addColumn('regionLv3Id', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('postalCode', 'text', (c) => c.notNull())
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_userId_creationTime_idx').on('addresses').columns(['userId', 'creationTime']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('addresses').execute();
  await db.schema.dropTable('login_attempts').execute();
  await db.schema.dropTable('captchas').execute();
}
