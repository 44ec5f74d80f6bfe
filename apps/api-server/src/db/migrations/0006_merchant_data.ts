import { sql, type Kysely } from 'kysely';

// Portable DDL (SQLite and PostgreSQL): text ids and ISO timestamps.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchant_datas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'integer', (c) => c.notNull().defaultTo(90))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text')
    .addCheckConstraint('merchant_datas_category_check', sql`${sql.ref('category')} in (10, 20, 30, 40, 90)`)
    .execute();
  // The list always filters by owner, then by time range or category, and sorts by time or title.
  await db.schema
    .createIndex('merchant_datas_userId_creationTime_idx')
    .on('merchant_datas')
    .columns(['userId', 'creationTime'])
    .execute();
  await db.schema
    .createIndex('merchant_datas_userId_category_idx')
    .on('merchant_datas')
    .columns(['userId', 'category'])
    .execute();
  await db.schema.createIndex('merchant_datas_userId_title_idx').on('merchant_datas').columns(['userId', 'title']).execute();

  await db.schema
    .createTable('merchant_data_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchantDataId', 'text', (c) => c.notNull().references('merchant_datas.id').onDelete('cascade'))
    .addColumn('fileName', 'text', (c) => c.notNull())
    .addColumn('contentType', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storagePath', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('uploadTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('merchant_data_files_merchantDataId_idx')
    .on('merchant_data_files')
    .columns(['merchantDataId', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_data_files').execute();
  await db.schema.dropTable('merchant_datas').execute();
}
