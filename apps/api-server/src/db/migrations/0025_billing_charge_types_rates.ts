import type { Kysely } from 'kysely';

// Issue 29, charge types, staff-added charge lines and exchange rates (docs/domain/billing.md):
// - charge_types: the configurable list of what staff may add to an order's charge (code, names in both languages,
//   active, order; `discount` types are the only ones whose lines may be negative). Deactivated, never deleted: old
//   charges keep naming them. Seeded with the usual ones.
// - charge_lines gains a staff-added ('manual') line's type, reason and its id that stays the same across the
//   charges it is carried to (a re-weighing or another staff change supersedes the charge), and the amount before
//   conversion when the rate sheet's currency is not the account's.
// - charges gains the conversion they were priced with: the sheet's currency, the rate (×10^8) and its row.
// - exchange_rates: append-only; the rate in effect at a time is the newest by effectiveFrom (then creation) up to it.

const DEFAULT_TYPES: readonly (readonly [code: string, nameZh: string, nameEn: string, discount: number])[] = [
  ['repacking', '加固/重新打包', 'Repacking', 0],
  ['remote-area', '偏远地区附加费', 'Remote area surcharge', 0],
  ['customs-duty', '代垫关税', 'Customs duty paid on your behalf', 0],
  ['discount', '优惠', 'Discount', 1],
  ['storage', '仓储费', 'Storage', 0],
  ['other', '其他', 'Other', 0],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('charge_types')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('nameZh', 'text', (c) => c.notNull())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('sortOrder', 'integer', (c) => c.notNull())
    .addColumn('lastModificationTime', 'text', (c) => c.notNull())
    .execute();
  const time = new Date().toISOString();
  await (db as Kysely<Record<string, Record<string, unknown>>>)
    .insertInto('charge_types')
    .values(DEFAULT_TYPES.map(([code, nameZh, nameEn, discount], i) => ({ code, nameZh, nameEn, discount, active: 1, sortOrder: (i + 1) * 10, lastModificationTime: time })))
    .execute();

  for (const column of ['chargeTypeCode', 'reason', 'manualLineId']) await db.schema.alterTable('charge_lines').addColumn(column, 'text').execute();
  await db.schema.alterTable('charge_lines').addColumn('sourceAmountMinor', 'bigint').execute();
  await db.schema.alterTable('charges').addColumn('sourceCurrency', 'text').execute();
  await db.schema.alterTable('charges').addColumn('exchangeRateScaled', 'bigint').execute();
  await db.schema.alterTable('charges').addColumn('exchangeRateId', 'text').execute();

  await db.schema
    .createTable('exchange_rates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fromCurrency', 'text', (c) => c.notNull())
    .addColumn('toCurrency', 'text', (c) => c.notNull())
    .addColumn('rateScaled', 'bigint', (c) => c.notNull())
    .addColumn('effectiveFrom', 'text', (c) => c.notNull())
    .addColumn('actorId', 'text')
    .addColumn('actorUserName', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('exchange_rates_pair').on('exchange_rates').columns(['fromCurrency', 'toCurrency', 'effectiveFrom']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_rates').execute();
  for (const column of ['exchangeRateId', 'exchangeRateScaled', 'sourceCurrency']) await db.schema.alterTable('charges').dropColumn(column).execute();
  for (const column of ['sourceAmountMinor', 'manualLineId', 'reason', 'chargeTypeCode']) await db.schema.alterTable('charge_lines').dropColumn(column).execute();
  await db.schema.dropTable('charge_types').execute();
}
