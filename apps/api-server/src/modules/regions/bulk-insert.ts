import { CompiledQuery } from 'kysely';
import type { RegionsOwnTables, RegionsOwnTx } from './regions.db';

// Bulk loading of seed data as precompiled statements (building 50k-row statements through the query builder
// costs more than running them). SQLite: multi-row INSERTs. PostgreSQL: INSERT ... SELECT FROM unnest(one array
// per column): a statement with tens of thousands of parameters costs PostgreSQL far more to parse and plan
// than a handful of arrays (measured 2-3x faster). Identifiers come from code, never from input.

export type ColumnType = 'text' | 'integer';

export interface BulkInsertOptions {
  /** Update the other columns of rows whose key already exists (data upgrades). */
  upsertKey?: string;
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export async function bulkInsert<T extends keyof RegionsOwnTables & string, R extends object>(
  db: RegionsOwnTx,
  dialect: 'sqlite' | 'postgres',
  table: T,
  columns: Record<keyof R & string, ColumnType>,
  rows: readonly R[],
  options: BulkInsertOptions = {},
): Promise<void> {
  const names = Object.keys(columns) as (keyof R & string)[];
  const key = options.upsertKey;
  const onConflict = key
    ? ` on conflict (${quote(key)}) do update set ${names
        .filter((n) => n !== key)
        .map((n) => `${quote(n)} = excluded.${quote(n)}`)
        .join(', ')}`
    : '';
  const head = `insert into ${quote(table)} (${names.map(quote).join(', ')})`;

  if (dialect === 'sqlite') {
    // At most 32766 bound parameters per statement.
    const chunk = Math.floor(30000 / names.length);
    const tuple = `(${names.map(() => '?').join(', ')})`;
    for (let i = 0; i < rows.length; i += chunk) {
      const slice = rows.slice(i, i + chunk);
      const parameters: unknown[] = [];
      for (const row of slice) for (const n of names) parameters.push(row[n] ?? null);
      // "where true" keeps SQLite from reading ON CONFLICT as a join clause of the VALUES.
      const text = `${head} select * from (values ${Array(slice.length).fill(tuple).join(', ')}) where true${onConflict}`;
      await db.executeQuery(CompiledQuery.raw(text, parameters));
    }
    return;
  }
  const chunk = 20000;
  const select = names.map((n, i) => `$${i + 1}::${columns[n]}[]`).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    const slice = rows.slice(i, i + chunk);
    const parameters = names.map((n) => slice.map((row) => row[n] ?? null));
    await db.executeQuery(CompiledQuery.raw(`${head} select * from unnest(${select})${onConflict}`, parameters));
  }
}
