import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive "contains" that behaves the same on SQLite and PostgreSQL (lower() on both sides; SQLite's
 * lower() folds ASCII only, which is fine for codes, waybill numbers and Latin names).
 *   .where(containsInsensitive(sql.ref('title'), input.keyword))
 */
export function containsInsensitive(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}

/** Case-insensitive equality, same caveat as containsInsensitive. */
export function equalsInsensitive(column: Expression<unknown>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) = ${text.toLowerCase()}`;
}
