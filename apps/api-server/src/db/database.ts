import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { PoolStats } from '../metrics/app-metrics';
import type { Database } from './schema';
import { openSqliteConnections, SplitSqliteDialect } from './sqlite-driver';

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
  /** The PostgreSQL pool's connections, cheap to read (the metrics read it at each scrape); null on SQLite. */
  stats(): PoolStats | null;
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
    const stats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, dialect: 'postgres', close: () => db.destroy(), stats };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const db = new Kysely<Database>({ dialect: new SplitSqliteDialect(openSqliteConnections(options.sqliteFile)) });
  return { db, dialect: 'sqlite', close: () => db.destroy(), stats: () => null };
}
