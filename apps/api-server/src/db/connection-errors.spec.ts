import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Client, DatabaseError, Pool } from 'pg';
import { freePort } from '../../test/server-process';
import { databaseErrorCode, isDatabaseUnavailable } from './connection-errors';

// What counts as "the database is away for now" (503, retry) and what stays a bug (500). The drivers' own errors
// where they can be produced here without a database server: a refused connect, a pool timeout against a server that
// never answers, SQLite's lock held by another connection. PostgreSQL's 57P01 of a real restart is in
// database-outages.spec.ts and test/resilience.

const pgError = (code: string, message = 'from the server') => Object.assign(new DatabaseError(message, 0, 'error'), { code });
const rejectionOf = (work: Promise<unknown>): Promise<unknown> => work.then(() => new Error('no error'), (error: unknown) => error);

describe('database errors: unavailable or a bug', () => {
  it('a connect to a port nobody listens on (ECONNREFUSED, as pg reports it) is unavailable', async () => {
    const client = new Client({ host: '127.0.0.1', port: await freePort(), user: 'x', database: 'x' });
    const error = await rejectionOf(client.connect());
    expect({ code: databaseErrorCode(error), unavailable: isDatabaseUnavailable(error) }).toEqual({ code: 'ECONNREFUSED', unavailable: true });
  });

  it("pg-pool's timeouts, against a server that accepts and never answers, are unavailable", async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const pool = new Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', max: 1, connectionTimeoutMillis: 200 });
    try {
      // The first waits for its own connect; the second, with the only slot taken, for a free connection.
      const [connecting, waiting] = await Promise.all([rejectionOf(pool.connect()), rejectionOf(pool.connect())]);
      expect([(connecting as Error).message, (waiting as Error).message]).toEqual([
        'Connection terminated due to connection timeout',
        'timeout exceeded when trying to connect',
      ]);
      expect([isDatabaseUnavailable(connecting), isDatabaseUnavailable(waiting)]).toEqual([true, true]);
    } finally {
      await pool.end().catch(() => undefined);
      silent.close();
    }
  });

  it("SQLite's write lock held by another connection past busy_timeout (SQLITE_BUSY) is unavailable", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'busy-'));
    const file = path.join(dir, 'busy.sqlite');
    const holder = new SqliteDatabase(file);
    const other = new SqliteDatabase(file);
    try {
      holder.pragma('journal_mode = WAL');
      other.pragma('busy_timeout = 0');
      holder.prepare('begin immediate').run();
      let error: unknown;
      try {
        other.prepare('begin immediate').run();
      } catch (caught) {
        error = caught;
      }
      expect({ code: databaseErrorCode(error), unavailable: isDatabaseUnavailable(error) }).toEqual({ code: 'SQLITE_BUSY', unavailable: true });
      holder.prepare('rollback').run();
    } finally {
      holder.close();
      other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['57P01 admin shutdown (pg_ctl restart -m fast)', pgError('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', pgError('57P02')],
    ['57P03 the database system is starting up', pgError('57P03')],
    ['08006 connection failure', pgError('08006')],
    ['08001 unable to connect', pgError('08001')],
    ['53300 too many connections', pgError('53300')],
    ['a lost socket (ECONNRESET on read)', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' })],
    ['pg: the server closed the connection', new Error('Connection terminated unexpectedly')],
    ['pg: a query on a connection just lost', new Error('Client has encountered a connection error and is not queryable')],
    ['SQLite I/O error', Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_READ' })],
    ['kept as the cause of a wrapper', new Error('Seeder "regions" failed', { cause: pgError('57P01') })],
    ['one of the addresses of a host (AggregateError)', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' })], '')],
  ])('unavailable: %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['23505 unique violation', pgError('23505')],
    ['57P04 database dropped', pgError('57P04')],
    ['3D000 database does not exist', pgError('3D000')],
    ['28P01 wrong password', pgError('28P01')],
    ['42P01 undefined table (a migration missing)', pgError('42P01')],
    ['SQLite constraint', Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })],
    ["a client that went away mid-upload (node's aborted: ECONNRESET without a syscall)", Object.assign(new Error('aborted'), { code: 'ECONNRESET' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'Connection terminated unexpectedly'],
    ['nothing', null],
  ])('a bug, not an outage: %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('names an error by its code only, never by a message that may hold a host or a query', () => {
    expect(databaseErrorCode(pgError('57P01'))).toBe('57P01');
    expect(databaseErrorCode(new Error('connect to db.internal:5432'))).toBe('error');
    expect(databaseErrorCode({ code: 'drop table users; --' })).toBe('error');
  });
});
