import type { Client, QueryResult } from 'pg';

/**
 * The SQL texts PostgreSQL gets as named prepared statements: the statements of the hot path (tracking, the order
 * lists, the token lookup, the rate limit), which QueryShape builds once per shape. A named statement is parsed and
 * planned once per connection; pg then sends only Bind/Execute with the values, as the bench's floor does (issue 28).
 * Every other statement stays unnamed: ad hoc SQL (IN lists of any length, migrations, one-off admin queries) would
 * otherwise pile up prepared statements in every connection of the pool.
 *
 * The names are per process and never reused for another text, so a connection that prepared `s12` always holds the
 * same SQL under it. A statement prepared before a migration changed a table it reads is re-planned by PostgreSQL
 * itself; the server migrates before it serves, so no connection holds one across a change of result columns.
 */
const names = new Map<string, string>();

/** Beyond this many texts new shapes run unnamed (shapes are bounded per query; this bounds them all together). */
const NAMED_TEXTS_KEPT = 2000;

/** Marks a SQL text (compiled for PostgreSQL) to run as a named prepared statement from now on. */
export function nameStatement(sql: string): void {
  if (names.has(sql) || names.size >= NAMED_TEXTS_KEPT) return;
  names.set(sql, `fwd_${names.size}`);
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Makes a pg client send the marked texts by name. Kysely calls `client.query(sql, parameters)`: that one call
 * form is rewritten to pg's `{ name, text, values }`; every other form (config objects, cursors, callbacks) passes
 * through as it is.
 */
export function sendMarkedStatementsByName(client: Client): void {
  const query = client.query.bind(client) as QueryFn;
  const named: QueryFn = (text, values, ...rest) => {
    if (typeof text === 'string' && rest.length === 0 && (values === undefined || Array.isArray(values))) {
      const name = names.get(text);
      if (name !== undefined) return query({ name, text, values }) as Promise<QueryResult>;
    }
    return query(text, values, ...rest);
  };
  (client as unknown as { query: QueryFn }).query = named;
}
