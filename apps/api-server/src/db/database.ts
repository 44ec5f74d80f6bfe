import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** postgres:// URL; when absent SQLite is used. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle pooled connection that the server drops (restart, failover, a dropped test database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces the connection on next use.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL: idle connection lost (${error.message})`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile);
  // WAL lets readers run while a write is in progress; busy_timeout waits instead of failing on a locked file
  // (the CLI and the server may share it); foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
