import { sql } from 'kysely';
import type { BillingDb } from '../billing.db';

// The SQL of statements: sums over a customer's entries before and within a month, and the month's entries in pages
// by entry number (keyset), so a month of 100,000 entries is read a page at a time, never at once.

export interface StatementEntryRow {
  entryNo: number;
  kind: string;
  amountMinor: number;
  currency: string;
  referenceLabel: string;
  memo: string;
  createdAt: string;
}

export interface EntryTotals {
  sumMinor: number;
  /** The sum of the positive entries (to the customer's credit). */
  creditsMinor: number;
  count: number;
}

/**
 * The totals of the customer's entries written before `to` and, when given, at or after `from`, among the entries
 * numbered up to `maxEntryNo` (the newest when the statement began, so that entries written meanwhile stay out).
 */
export async function sumEntries(db: BillingDb, customerId: string, range: { from?: string; to: string; maxEntryNo: number }): Promise<EntryTotals> {
  let query = db
    .selectFrom('ledger_entries')
    .select([
      sql<number>`coalesce(sum("amountMinor"), 0)`.as('sumMinor'),
      sql<number>`coalesce(sum(case when "amountMinor" > 0 then "amountMinor" else 0 end), 0)`.as('creditsMinor'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('customerId', '=', customerId)
    .where('createdAt', '<', range.to)
    .where('entryNo', '<=', range.maxEntryNo);
  if (range.from !== undefined) query = query.where('createdAt', '>=', range.from);
  const row = await query.executeTakeFirstOrThrow();
  return { sumMinor: Number(row.sumMinor), creditsMinor: Number(row.creditsMinor), count: Number(row.count) };
}

/** Up to `limit` of the customer's entries written in [from, to), numbered after `afterEntryNo` and up to `maxEntryNo`. */
export function findEntriesBetween(
  db: BillingDb,
  customerId: string,
  range: { from: string; to: string; maxEntryNo: number },
  afterEntryNo: number,
  limit: number,
): Promise<StatementEntryRow[]> {
  return db
    .selectFrom('ledger_entries')
    .select(['entryNo', 'kind', 'amountMinor', 'currency', 'referenceLabel', 'memo', 'createdAt'])
    .where('customerId', '=', customerId)
    .where('createdAt', '>=', range.from)
    .where('createdAt', '<', range.to)
    .where('entryNo', '>', afterEntryNo)
    .where('entryNo', '<=', range.maxEntryNo)
    .orderBy('entryNo')
    .limit(limit)
    .execute();
}

/** When the customer's first entry was written, or undefined before any. */
export async function firstEntryTime(db: BillingDb, customerId: string): Promise<string | undefined> {
  const row = await db.selectFrom('ledger_entries').select('createdAt').where('customerId', '=', customerId).where('entryNo', '=', 1).executeTakeFirst();
  return row?.createdAt;
}
