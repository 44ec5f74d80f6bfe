import type { Kysely } from 'kysely';

// Portable DDL (SQLite and PostgreSQL): text ids and ISO timestamps, 0/1 booleans, double precision decimals.
// Every list filter is an index led by userId and ending in creationTime, so the default sort needs no sort step.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('routings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('nameZh', 'text', (c) => c.notNull())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('descriptionZh', 'text', (c) => c.notNull())
    .addColumn('descriptionEn', 'text', (c) => c.notNull())
    .addColumn('transportMode', 'integer', (c) => c.notNull())
    .addColumn('transitDaysMin', 'integer', (c) => c.notNull())
    .addColumn('transitDaysMax', 'integer', (c) => c.notNull())
    .addColumn('maxWeightKg', 'double precision', (c) => c.notNull())
    .addColumn('destinationCountryCodes', 'text', (c) => c.notNull())
    .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('routings_isActive_sort_idx').on('routings').columns(['isActive', 'sort']).execute();

  let orders = db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('waybillNumber', 'text', (c) => c.notNull().unique())
    .addColumn('routingId', 'text', (c) => c.notNull().references('routings.id'))
    .addColumn('transportMode', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull());
  for (const party of ['sender', 'receiver']) {
    orders = orders
      .addColumn(`${party}Name`, 'text', (c) => c.notNull())
      .addColumn(`${party}CompanyName`, 'text', (c) => c.notNull())
      .addColumn(`${party}PhoneNumber`, 'text', (c) => c.notNull())
      .addColumn(`${party}Email`, 'text', (c) => c.notNull())
      .addColumn(`${party}CountryCode`, 'text', (c) => c.notNull())
      .addColumn(`${party}RegionLv0Id`, 'text', (c) => c.notNull())
      .addColumn(`${party}RegionLv1Id`, 'text')
      .addColumn(`${party}RegionLv2Id`, 'text')
      .addColumn(`${party}RegionLv3Id`, 'text')
      .addColumn(`${party}Street`, 'text', (c) => c.notNull())
      .addColumn(`${party}PostalCode`, 'text', (c) => c.notNull());
  }
  await orders
    .addColumn('parcelCount', 'integer', (c) => c.notNull())
    .addColumn('totalWeightKg', 'double precision', (c) => c.notNull())
    .addColumn('volumeWeightKg', 'double precision', (c) => c.notNull())
    .addColumn('chargeableWeightKg', 'double precision', (c) => c.notNull())
    .addColumn('declaredValue', 'double precision', (c) => c.notNull())
    .addColumn('declaredCurrency', 'text', (c) => c.notNull())
    .addColumn('customerReference', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull())
    .addColumn('lastEventTime', 'text', (c) => c.notNull())
    .addColumn('lastEventStatus', 'integer', (c) => c.notNull())
    .addColumn('lastEventDescriptionZh', 'text', (c) => c.notNull())
    .addColumn('lastEventDescriptionEn', 'text', (c) => c.notNull())
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_userId_creationTime_idx').on('orders').columns(['userId', 'creationTime']).execute();
  await db.schema
    .createIndex('orders_userId_status_creationTime_idx')
    .on('orders')
    .columns(['userId', 'status', 'creationTime'])
    .execute();
  await db.schema
    .createIndex('orders_userId_transportMode_creationTime_idx')
    .on('orders')
    .columns(['userId', 'transportMode', 'creationTime'])
    .execute();
  await db.schema.createIndex('orders_routingId_idx').on('orders').column('routingId').execute();

  await db.schema
    .createTable('order_parcels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('weightKg', 'double precision', (c) => c.notNull())
    .addColumn('lengthCm', 'double precision', (c) => c.notNull())
    .addColumn('widthCm', 'double precision', (c) => c.notNull())
    .addColumn('heightCm', 'double precision', (c) => c.notNull())
    .addColumn('volumeWeightKg', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_parcels_orderId_sort_idx').on('order_parcels').columns(['orderId', 'sort']).execute();

  await db.schema
    .createTable('order_declared_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('hsCode', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unitValue', 'double precision', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('totalValue', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_declared_items_orderId_sort_idx')
    .on('order_declared_items')
    .columns(['orderId', 'sort'])
    .execute();

  await db.schema
    .createTable('tracking_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('locationZh', 'text', (c) => c.notNull())
    .addColumn('locationEn', 'text', (c) => c.notNull())
    .addColumn('descriptionZh', 'text', (c) => c.notNull())
    .addColumn('descriptionEn', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tracking_events_orderId_time_idx').on('tracking_events').columns(['orderId', 'time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tracking_events').execute();
  await db.schema.dropTable('order_declared_items').execute();
  await db.schema.dropTable('order_parcels').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('routings').execute();
}
