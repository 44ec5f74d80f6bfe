import { sql, type Kysely } from 'kysely';

// Shipping products and their rate sheets (docs/decisions.md, "Shipping products, rate sheets and quotes"):
// - routings get the weight limits the console edits: a minimum chargeable weight per order (0 = none) and a
//   maximum actual weight per box (null = only the order's limit, maxWeightKg).
// - rate_sheets holds one sheet per product. Its zones are one JSON document: a sheet is always read, checked and
//   replaced whole, never queried by zone, and a JSON column keeps that replacement a single-row write. Amounts are
//   integers in hundredths of the currency and weights integers in grams, so nothing stored can drift.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('routings').addColumn('minWeightKg', 'double precision', (c) => c.notNull().defaultTo(sql.lit(0))).execute();
  await db.schema.alterTable('routings').addColumn('maxBoxWeightKg', 'double precision').execute();
  await db.schema
    .createTable('rate_sheets')
    .addColumn('routingId', 'text', (c) => c.primaryKey().references('routings.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('volumetricDivisor', 'integer', (c) => c.notNull())
    .addColumn('chargeableWeightStepGrams', 'integer', (c) => c.notNull())
    .addColumn('minimumChargeMinor', 'integer', (c) => c.notNull())
    .addColumn('fuelSurchargeBasisPoints', 'integer', (c) => c.notNull())
    .addColumn('zones', 'text', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text', (c) => c.notNull())
    .addColumn('lastModifierUserName', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_sheets').execute();
  await db.schema.alterTable('routings').dropColumn('maxBoxWeightKg').execute();
  await db.schema.alterTable('routings').dropColumn('minWeightKg').execute();
}
