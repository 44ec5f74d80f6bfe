// The floor's database access: the product's driver with the product's connection settings and nothing else. On
// SQLite the server's read connection (openSqliteConnections: WAL, mmap) with one prepared statement per SQL text;
// on PostgreSQL a pg Pool of the server's size sending each SQL text as a named prepared statement (parsed once per
// connection). No query builder, no mapping layer: what a request costs here is the floor of our own stack.
import { Pool } from 'pg';
import type { Statement } from 'better-sqlite3';
import { openSqliteConnections } from '../src/db/sqlite-driver';

export type FloorRow = Record<string, unknown>;

export interface FloorDb {
  /** The rows of one statement; the parameters in the order the product bound them. */
  all(sql: string, parameters: readonly unknown[]): Promise<FloorRow[]>;
  close(): Promise<void>;
}

export function openFloorDb(target: { databaseUrl: string } | { sqliteFile: string }, poolSize: number): FloorDb {
  if ('databaseUrl' in target) {
    const pool = new Pool({ connectionString: target.databaseUrl, max: poolSize, keepAlive: true });
    const names = new Map<string, string>();
    return {
      all: async (text, parameters) => {
        let name = names.get(text);
        if (name === undefined) names.set(text, (name = `floor${names.size}`));
        return (await pool.query({ name, text, values: [...parameters] })).rows as FloorRow[];
      },
      close: () => pool.end(),
    };
  }
  const { reader, writer } = openSqliteConnections(target.sqliteFile);
  const statements = new Map<string, Statement>();
  return {
    all: (sql, parameters) => {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = reader.prepare(sql)));
      return Promise.resolve(statement.all(...parameters) as FloorRow[]);
    },
    close: () => {
      reader.close();
      writer.close();
      return Promise.resolve();
    },
  };
}
