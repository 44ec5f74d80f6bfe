import type { Kysely } from 'kysely';

// Regions (the four-level cascade) and the postal code -> region table. Data comes from the regions seeder.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('regions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('parentId', 'text')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('countryCode', 'text', (c) => c.notNull())
    .addColumn('nameZh', 'text', (c) => c.notNull())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('searchText', 'text', (c) => c.notNull())
    .addColumn('hasChildren', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('postalCodePattern', 'text')
    .execute();
  await db.schema.createIndex('regions_parentId_level_idx').on('regions').columns(['parentId', 'level']).execute();
  await db.schema.createIndex('regions_code_idx').on('regions').column('code').execute();
  await db.schema.createIndex('regions_level_countryCode_idx').on('regions').columns(['level', 'countryCode']).execute();

  await db.schema
    .createTable('region_postal_codes')
    .addColumn('countryCode', 'text', (c) => c.notNull())
    .addColumn('postalCode', 'text', (c) => c.notNull())
    .addColumn('cityName', 'text', (c) => c.notNull())
    .addColumn('regionLv1Id', 'text')
    .addColumn('regionLv2Id', 'text')
    .addPrimaryKeyConstraint('region_postal_codes_pk', ['countryCode', 'postalCode', 'cityName'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('region_postal_codes').execute();
  await db.schema.dropTable('regions').execute();
}
