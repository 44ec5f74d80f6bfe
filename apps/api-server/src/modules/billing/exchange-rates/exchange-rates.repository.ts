import type { BillingDb } from '../billing.db';
import type { ExchangeRatesTable } from '../billing.tables';

// The SQL of exchange rates: inserted, never updated or deleted (a newer rate supersedes).

export type ExchangeRateRow = ExchangeRatesTable;

export async function insertExchangeRate(db: BillingDb, row: ExchangeRateRow): Promise<void> {
  await db.insertInto('exchange_rates').values(row).execute();
}

/** Every rate, newest first (by when it takes effect, then when recorded). */
export function findExchangeRates(db: BillingDb): Promise<ExchangeRateRow[]> {
  return db.selectFrom('exchange_rates').selectAll().orderBy('effectiveFrom', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

/** The rate from → to in effect at `time`: the newest taking effect at or before it; undefined when none. */
export function findRateInEffect(db: BillingDb, from: string, to: string, time: string): Promise<ExchangeRateRow | undefined> {
  return db
    .selectFrom('exchange_rates')
    .selectAll()
    .where('fromCurrency', '=', from)
    .where('toCurrency', '=', to)
    .where('effectiveFrom', '<=', time)
    .orderBy('effectiveFrom', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
