import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import { databaseErrorCode } from './connection-errors';
import { sendMarkedStatementsByName } from './pg-named-statements';
import { openSqliteConnections, SplitSqliteDialect } from './sqlite-driver';

export type DialectName = 'sqlite' | 'postgres';

/** Where the database layer reports a lost connection and its return (the server's logger once it exists). */
export interface DatabaseLog {
  warn(message: string): void;
  info(message: string): void;
}

const consoleLog: DatabaseLog = { warn: (m) => console.warn(m), info: (m) => console.info(m) };

export interface DatabaseOptions {
  /** postgres:// URL; when absent SQLite is used. */
  databaseUrl?: string | undefined;
  sqliteFile: string;
  poolSize?: number;
  /**
   * PostgreSQL: how long opening a connection, or waiting for a free one in the pool, may take before the query
   * fails (as "unavailable": a 503 for a request). Without it a server that stopped answering holds requests until
   * the operating system gives up on the socket, minutes later.
   */
  databaseConnectTimeoutMs?: number;
  log?: DatabaseLog;
}

/** How busy the connections are now, for metrics; cheap (counters only). */
export interface DatabaseStats {
  /** Connections that can be handed out at once: the pool's size; SQLite: 1, the writer (reads never wait). */
  max: number;
  /** Open now: the pool's connections; SQLite: 1. */
  total: number;
  /** Handed out to a query or a transaction now; SQLite: 1 while the writer is held. */
  inUse: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

/**
 * An open database. `DB` is the tables its caller composes (src/database.ts: every module's and floor's): db/ knows
 * no module, so it cannot name the whole database itself.
 */
export interface DatabaseHandle<DB> {
  db: Kysely<DB>;
  dialect: DialectName;
  stats(): DatabaseStats;
  close(): Promise<void>;
}

const DEFAULT_POOL_SIZE = 10;
const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

export function createDatabase<DB>(options: DatabaseOptions): DatabaseHandle<DB> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const dialect = new SplitSqliteDialect(openSqliteConnections(options.sqliteFile));
  const db = new Kysely<DB>({ dialect });
  return {
    db,
    dialect: 'sqlite',
    stats: () => {
      const writer = dialect.writerLock;
      return { max: 1, total: 1, inUse: writer.held ? 1 : 0, waiting: writer.waiting };
    },
    close: () => db.destroy(),
  };
}

function createPostgres<DB>(databaseUrl: string, options: DatabaseOptions): DatabaseHandle<DB> {
  const max = options.poolSize ?? DEFAULT_POOL_SIZE;
  const pool = new Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: options.databaseConnectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // A connection to a server that vanished without closing it (a failover, a cut network) is found dead by TCP
    // keepalive instead of lingering in the pool.
    keepAlive: true,
  });
  const outage = outageLog(options.log ?? consoleLog);
  // A connection the server drops ('error' on its pg Client: 57P01 on `pg_ctl restart -m fast`, a reset socket) must
  // never reach Node as an unhandled 'error' event, which ends the process. pg-pool listens only while a
  // connection is idle in the pool ('error' on the pool below); a connection handed out to a query or a transaction
  // has no listener of its own, so every connection gets one as it opens. The query that was using it fails (503
  // for its request), and the pool, seeing it unusable when it is released, opens a new one on next use.
  pool.on('connect', (client) => {
    outage.connected();
    sendMarkedStatementsByName(client);
    client.on('error', (error) => outage.lost(error));
  });
  pool.on('error', (error) => outage.lost(error));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    stats: () => ({ max, total: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  };
}

/**
 * One line when connections start failing and one when a new one opens again, instead of one per lost connection (a
 * restart drops all ten at once).
 */
function outageLog(log: DatabaseLog) {
  let lostSince: number | undefined;
  return {
    lost(error: Error) {
      if (lostSince !== undefined) return;
      lostSince = Date.now();
      log.warn(`PostgreSQL: connection lost (${databaseErrorCode(error)}: ${error.message}); requests that needed it get 503 until the pool reconnects`);
    },
    connected() {
      if (lostSince === undefined) return;
      log.info(`PostgreSQL: connected again ${Date.now() - lostSince} ms after the first lost connection`);
      lostSince = undefined;
    },
  };
}
