import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { containsInsensitive } from '../../../db/text-search';
import { isPostgres } from '../../../db/transaction';
import type { OrdersDb } from '../orders.db';

// The order lists' keyword: a case-insensitive substring of the receiver name, the customer reference or the waybill
// number, served by the keyword indexes of migration 0019 (pg_trgm on PostgreSQL, FTS5 trigram on SQLite).

/** Keywords of at least this many characters have a trigram to look up; shorter ones cannot use the indexes. */
export const INDEXED_KEYWORD_LENGTH = 3;

/** Whether the keyword indexes can serve `keyword` (counted in characters, as both trigram indexes count). */
export const isIndexedKeyword = (keyword: string): boolean => [...keyword].length >= INDEXED_KEYWORD_LENGTH;

/** The substring condition as a plain scan: what the short keywords run, and what the indexes serve on PostgreSQL. */
export const keywordScan = (keyword: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.join(
    [
      containsInsensitive(sql.ref('o.receiverName'), keyword),
      containsInsensitive(sql.ref('o.customerReference'), keyword),
      containsInsensitive(sql.ref('o.waybillNumber'), keyword),
    ],
    sql` or `,
  )})`;

/**
 * The keyword condition over `orders as o` through the index, for a keyword of INDEXED_KEYWORD_LENGTH characters or
 * more. PostgreSQL: the scan's own `lower(column) like` conditions, which the GIN trigram indexes serve. SQLite: an FTS5
 * phrase, which the trigram tokenizer matches as a case-insensitive substring (its case folding is Unicode's, where
 * SQLite's lower() folds ASCII only).
 */
export function keywordMatch(db: OrdersDb, keyword: string): RawBuilder<SqlBool> {
  if (isPostgres(db)) return keywordScan(keyword);
  const phrase = `"${keyword.replaceAll('"', '""')}"`;
  return sql<SqlBool>`o.rowid in (select rowid from orders_keyword where orders_keyword match ${phrase})`;
}
