import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type Db = Kysely<Database>;

const SQLITE_MMAP_BYTES = 2 ** 31;
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
  // Reads through a memory map instead of a read() call per page: lookups scattered over a large database (public
  // tracking of random numbers at a million orders) spent about a seventh of their SQL time in those calls. SQLite
  // caps the map at its compile-time limit (2 GiB here); pages past it are read as before.
  sqlite.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Transactions begin IMMEDIATE: they take the write lock at BEGIN, waiting (busy_timeout) while another process (the
 * CLI, a second server on the same file) writes. A deferred BEGIN that reads and then writes after such a process
 * committed fails at once with SQLITE_BUSY_SNAPSHOT, which busy_timeout does not retry (a 500 seen once when the
 * browser suite's CLI created a member while the server created a customer). In-process, the one connection already
 * serialises transactions, so this costs nothing there.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;
  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
