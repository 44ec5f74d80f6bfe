/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, a lock held past its
 * wait) rather than "this query is wrong". The first kind fails the one request that met it with a 503 and a
 * Retry-After, and a background loop waits and tries again; the second stays a 500, a bug to fix.
 *
 * Only what a retry a few seconds later can cure belongs here. A missing database (3D000), a refused password (28P01)
 * or a constraint violation would fail the same way again, so they are not in the list.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Kysely and our own wrappers (a seeder's "failed: …") keep the driver's error as `cause`; a pool timeout too.
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (isUnavailableItself(current)) return true;
    // Node's connect to a host with several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some(isUnavailableItself)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The code (SQLSTATE, errno or SQLite's) a log line or a readiness answer may show: it names no host or query. */
export function databaseErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'error';
}

// Duck-typed rather than `instanceof Error`: socket errors come from Node's own realm and better-sqlite3 keeps the
// SqliteError class of the realm that loaded it first, which are not this module's `Error` under Jest's sandboxes.
function isUnavailableItself(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    // PostgreSQL class 08: connection exceptions (08000, 08001 can't connect, 08006 connection failure, …).
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    // 57P01 admin shutdown (`pg_ctl restart -m fast`), 57P02 crash shutdown, 57P03 cannot connect now (starting up
    // or shutting down), 57P05 idle session timeout. Not 57P04 (database dropped): that one is for good.
    if (/^57P0[1235]$/.test(code)) return true;
    // too_many_connections: every slot of the server is taken for now.
    if (code === '53300') return true;
    // A socket's own failure (pg passes it on with its syscall: connect, read, write, getaddrinfo). Node's "aborted"
    // of a client that went away mid-upload is also ECONNRESET, but has no syscall: not the database's.
    if (SOCKET_ERRORS.has(code) && typeof syscall === 'string') return true;
    // SQLite: another process (the CLI, a backup) holds the write lock past busy_timeout; a failing disk.
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_IOERR')) return true;
  }
  return typeof message === 'string' && PG_LOST_CONNECTION.some((pattern) => pattern.test(message));
}

/** Socket errors of a connection to the database server (node:net), as pg passes them on. */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * node-postgres reports a lost or unobtainable connection with plain Errors (pg 8 / pg-pool 3):
 * - "Connection terminated unexpectedly": the server closed the socket (after a 57P01, or a network cut);
 * - "Connection terminated due to connection timeout": connectionTimeoutMillis passed while connecting;
 * - "timeout exceeded when trying to connect": no pooled connection became free within connectionTimeoutMillis;
 * - "Client has encountered a connection error and is not queryable": a query (a transaction's ROLLBACK) sent on a
 *   connection that had just been lost.
 */
const PG_LOST_CONNECTION = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];
