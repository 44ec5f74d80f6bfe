import SqliteDatabase from 'better-sqlite3';
import {
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { withStatementCache } from './statement-cache';

type Statements = ReturnType<typeof withStatementCache>;

/**
 * SQLite with two connections to one file: a writer for every write and every transaction, and a reader for the
 * SELECTs that run outside a transaction. Kysely's own SQLite driver has one connection behind a mutex, so a
 * transaction that awaits between its statements (storing a 5,000-order batch takes 1.5 s) kept every other request,
 * reads included, waiting for it: a profile GET waited 1,460 ms. In WAL mode a reader sees the last commit and never
 * waits for the writer, as a PostgreSQL connection would. Read-your-writes holds: a write outside a transaction
 * commits before its promise resolves, and everything inside a transaction (its reads too) runs on the writer.
 */
export class SplitSqliteDialect extends SqliteDialect {
  /** Held by the acquisition that writes; its state is what DatabaseHandle.stats() reports. */
  readonly writerLock = new Mutex();

  constructor(private readonly connections: SqliteConnections) {
    super({ database: connections.writer });
  }
  override createDriver(): Driver {
    return new SplitSqliteDriver(this.connections, this.writerLock);
  }
}

export interface SqliteConnections {
  writer: SqliteDatabase.Database;
  reader: SqliteDatabase.Database;
}

/** The file's two connections with the server's settings, opened at once so that a bad file fails here. */
export function openSqliteConnections(file: string): SqliteConnections {
  const writer = new SqliteDatabase(file);
  // WAL lets readers run while a write is in progress; busy_timeout waits instead of failing on a locked file
  // (the CLI and the server may share it); foreign keys are off by default in SQLite.
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  writer.pragma('foreign_keys = ON');
  const reader = new SqliteDatabase(file);
  // The reader can never write, whatever SQL reaches it.
  reader.pragma('query_only = ON');
  for (const connection of [writer, reader]) {
    connection.pragma('busy_timeout = 5000');
    // Reads through a memory map instead of a read() call per page: lookups scattered over a large database (public
    // tracking of random numbers at a million orders) spent about a seventh of their SQL time in those calls. SQLite
    // caps the map at its compile-time limit (2 GiB here); pages past it are read as before. Both maps share the
    // operating system's pages of the file.
    connection.pragma(`mmap_size = ${2 ** 31}`);
  }
  return { writer, reader };
}

/** Kysely's SQLite driver (savepoints included) with the writer and reader routed per acquisition. */
class SplitSqliteDriver extends SqliteDriver {
  #writer: Statements | undefined;
  #reader: Statements | undefined;
  readonly #writerLock: Mutex;

  constructor(connections: SqliteConnections, writerLock: Mutex) {
    super({ database: connections.writer });
    this.#writerLock = writerLock;
    this.#writer = withStatementCache(connections.writer);
    this.#reader = withStatementCache(connections.reader);
  }

  override async init(): Promise<void> {
    // Both connections were opened by the constructor's caller (openSqliteConnections).
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#writer || !this.#reader) throw new Error('SQLite driver used before init or after destroy');
    return new RoutedConnection(this.#writer, this.#reader, this.#writerLock);
  }

  /**
   * IMMEDIATE: the write lock is taken at BEGIN, waiting (busy_timeout) while another process (the CLI, a second
   * server on the same file) writes. A deferred BEGIN that reads and then writes after such a process committed fails
   * at once with SQLITE_BUSY_SNAPSHOT, which busy_timeout does not retry (a 500 seen once when the browser suite's CLI
   * created a member while the server created a customer).
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }
  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end('commit');
  }
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end('rollback');
  }
  // Optional only because Kysely's SqliteDriver declares no parameter; the connection is always passed.
  override async releaseConnection(connection?: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection | undefined)?.release();
  }
  override async destroy(): Promise<void> {
    this.#writer?.close();
    this.#reader?.close();
    this.#writer = undefined;
    this.#reader = undefined;
  }
}

/**
 * One acquisition of the database by Kysely (a query, a transaction, a `connection()` block). It holds the writer
 * from its first statement that needs it until it is released, so no other statement can slip into its transaction.
 */
class RoutedConnection implements DatabaseConnection {
  #holdsWriter = false;
  #inTransaction = false;

  constructor(
    private readonly writer: Statements,
    private readonly reader: Statements,
    private readonly writerLock: Mutex,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#holdsWriter && SelectQueryNode.is(compiled.query)) return run<R>(this.reader, compiled);
    await this.#takeWriter();
    return run<R>(this.writer, compiled);
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error('SQLite streams only SELECT queries');
    // A statement being iterated keeps its connection busy for every other statement, so a stream gets the writer
    // to itself for its whole length, as with Kysely's own driver.
    await this.#takeWriter();
    for (const row of this.writer.prepare(compiled.sql).iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }

  async begin(): Promise<void> {
    await this.#takeWriter();
    this.writer.prepare('begin immediate').run([]);
    this.#inTransaction = true;
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    this.#inTransaction = false;
    this.writer.prepare(command).run([]);
  }

  release(): void {
    if (this.#inTransaction) {
      // Kysely always ends a transaction before releasing; this only guards against a driver misuse leaving the
      // writer inside an open transaction for the next caller.
      this.#inTransaction = false;
      this.writer.prepare('rollback').run([]);
    }
    if (this.#holdsWriter) {
      this.#holdsWriter = false;
      this.writerLock.unlock();
    }
  }

  async #takeWriter(): Promise<void> {
    if (this.#holdsWriter) return;
    await this.writerLock.lock();
    this.#holdsWriter = true;
  }
}

function run<R>(statements: Statements, { sql, parameters }: CompiledQuery): QueryResult<R> {
  const statement = statements.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters as unknown[]) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** First come, first served; the same shape as Kysely's ConnectionMutex. */
class Mutex {
  #held: Promise<void> | undefined;
  #release: (() => void) | undefined;
  #waiting = 0;

  get held(): boolean {
    return this.#held !== undefined;
  }
  /** Callers queued behind the holder. */
  get waiting(): number {
    return this.#waiting;
  }

  async lock(): Promise<void> {
    this.#waiting++;
    try {
      while (this.#held) await this.#held;
    } finally {
      this.#waiting--;
    }
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}
