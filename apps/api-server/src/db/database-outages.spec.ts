import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Client } from 'pg';
import { createPgDatabase, createTestContext, servedByFixture, REPO_ROOT, testDialect, type TestContext } from '../../test/harness';
import { fixtureHandlers, type FixtureContracts } from '../../test/fixtures/fixture-module';
import type { operations } from '../../test/fixtures/fixture-api.generated';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { loadConfig } from '../config/env';
import { buildApp } from '../http/app';
import { handlersFor } from '../http/handler-types';
import { defineModule } from '../modules/define-module';
import { createDatabase, type DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { nextSequenceValue } from './sequences';
import { siteSources, type Database } from '../modules';

// A database that goes away under a running app: the request that was using it fails alone with the contract's 503
// and Retry-After, /readyz says the database is the problem, and when it is back everything answers again without a
// restart. PostgreSQL through a TCP proxy the test cuts (its cluster is shared with other test files) and with
// backends terminated by the server (57P01, as `pg_ctl restart -m fast` does); SQLite with its write lock held by
// another connection. The real restart of a whole cluster under load is test/resilience/postgres-restart.spec.ts.

const onPostgres = testDialect() === 'postgres' ? describe : describe.skip;
const onSqlite = testDialect() === 'sqlite' ? describe : describe.skip;
const defineHandlers = handlersFor<operations, Database>();

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const UNAVAILABLE_EN = { code: 'ServiceUnavailable', message: 'The service is temporarily unavailable. Please try again in a few seconds.', details: null, validationErrors: null };

/** The fixture contract with handlers that use the database: a read, a write, and a transaction that can be held open. */
function databaseModule(hold: { current: Promise<void> | null }) {
  return defineModule<Database, FixtureContracts>({
    name: 'uses-the-database',
    handlers: {
      'fixture-api': {
        ...fixtureHandlers,
        ...defineHandlers({
          listThings: async ({ db }) => {
            const users = await db.selectFrom('users').select('id').limit(1).execute();
            return { maxResultCount: users.length, skipCount: 0 };
          },
          submitForm: async ({ db, body }) => ({ ...body, sequence: await nextSequenceValue(db, 'outage') }),
          getTree: async ({ db }) =>
            db.transaction().execute(async (trx) => {
              await sql`select 1`.execute(trx);
              await hold.current;
              await sql`select 1`.execute(trx);
              return { name: 'held', children: [] };
            }),
        }),
      },
    },
  });
}

onPostgres('PostgreSQL going away under a running app', () => {
  let proxy: TcpProxy;
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle<Database>;
  let app: FastifyInstance;
  let dataDir: string;
  const logged: string[] = [];
  const hold: { current: Promise<void> | null } = { current: null };
  const databaseName = () => new URL(database.url).pathname.slice(1);

  /** Runs `statement` on the shared cluster directly (not through the proxy). */
  async function admin<T extends object>(statement: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: process.env['TEST_PG_ADMIN_URL'] });
    await client.connect();
    try {
      return (await client.query<T>(statement, values)).rows;
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    database = await createPgDatabase('outage');
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-outage-'));
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: proxy.via(database.url),
        READINESS_TIMEOUT_MS: '500',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      },
      REPO_ROOT,
    );
    handle = createDatabase<Database>({ ...config, poolSize: 4, log: { warn: (m) => logged.push(`warn: ${m}`), info: (m) => logged.push(`info: ${m}`) } });
    await migrateToLatest(handle.db);
    app = await buildApp({ config, db: handle.db, site: siteSources(handle.db), ...servedByFixture([databaseModule(hold)]), spaApps: false, logger: false });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  afterEach(async () => {
    // Every test leaves the database reachable and the app answering.
    await proxy.setMode('forward');
    hold.current = null;
    await waitFor(async () => (await app.inject('/readyz')).statusCode === 200, 'ready again');
  });

  it('a backend terminated by the server (57P01) while a transaction holds its connection: that request alone gets 503 with Retry-After, the process lives, the next one is answered', async () => {
    const release = deferred();
    hold.current = release.promise;
    const held = app.inject({ url: '/api/f/tree', headers: { 'accept-language': 'en' } });
    await waitFor(
      async () => (await admin<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = $1 and state = 'idle in transaction'`, [databaseName()]))[0]?.n === '1',
      'the transaction to wait',
    );
    logged.length = 0;
    const terminated = await admin<{ ok: boolean }>(`select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1`, [databaseName()]);
    expect(terminated.length).toBeGreaterThan(0);
    // The server's FATAL arrives on a connection handed out to the transaction: the 'error' event that used to end
    // the process. Give it time to arrive before the transaction goes on.
    await waitFor(() => logged.length > 0, 'the lost connection to be noticed');
    release.resolve();
    const res = await held;
    expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() }).toEqual({ status: 503, retryAfter: '5', body: { error: UNAVAILABLE_EN } });

    const next = await app.inject('/api/f/things');
    expect(next.statusCode).toBe(200);
    expect(logged).toEqual([
      expect.stringMatching(/^warn: PostgreSQL: connection lost \(57P01: terminating connection due to administrator command\)/),
      expect.stringMatching(/^info: PostgreSQL: connected again \d+ ms after the first lost connection$/),
    ]);
  });

  it('the database host down (connections reset, connects refused): /readyz names the database, requests get 503 with Retry-After; back up, all answer again', async () => {
    expect((await app.inject('/api/f/things')).statusCode).toBe(200);
    await proxy.setMode('refuse');

    // The pool's idle connections were reset: until it has noticed, a query may still pick one up.
    const first = await app.inject('/readyz');
    expect([first.statusCode, first.json()]).toEqual([503, { ready: false, phase: 'ready', check: 'database', reason: expect.stringMatching(/^unavailable \((ECONNRESET|ECONNREFUSED)\)$/) }]);
    await waitFor(() => handle.stats().total === 0, 'the pool to drop its reset connections');
    const readiness = await app.inject('/readyz');
    expect([readiness.statusCode, readiness.json()]).toEqual([503, { ready: false, phase: 'ready', check: 'database', reason: 'unavailable (ECONNREFUSED)' }]);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    for (const request of [{ url: '/api/f/things' }, { url: '/api/f/form', method: 'POST' as const, payload: 'name=outage&count=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }]) {
      const res = await app.inject({ ...request, headers: { ...request.headers, 'accept-language': 'en' } });
      expect({ url: request.url, status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() }).toEqual({
        url: request.url,
        status: 503,
        retryAfter: '5',
        body: { error: UNAVAILABLE_EN },
      });
    }

    await proxy.setMode('forward');
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject('/api/f/things')).statusCode).toBe(200);
    const written = await app.inject({ url: '/api/f/form', method: 'POST', payload: 'name=back&count=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(written.statusCode).toBe(200);
  });

  it('a database that accepts connections and never answers: /readyz says so within READINESS_TIMEOUT_MS; a request gets 503 once DATABASE_CONNECT_TIMEOUT_MS passes', async () => {
    await proxy.setMode('silent');
    await waitFor(() => handle.stats().total === 0, 'the pool to drop its reset connections');
    let startedAt = Date.now();
    const readiness = await app.inject('/readyz');
    const readinessMs = Date.now() - startedAt;
    expect([readiness.statusCode, readiness.json()]).toEqual([503, { ready: false, phase: 'ready', check: 'database', reason: 'no answer within 500 ms' }]);
    expect(readinessMs).toBeGreaterThanOrEqual(450);
    expect(readinessMs).toBeLessThan(3_000);

    startedAt = Date.now();
    const res = await app.inject('/api/f/things');
    const requestMs = Date.now() - startedAt;
    expect([res.statusCode, res.headers['retry-after']]).toEqual([503, '5']);
    expect(requestMs).toBeGreaterThanOrEqual(900);
    expect(requestMs).toBeLessThan(5_000);
  });

  it('stats(): connections of the pool in use, and callers waiting for one', async () => {
    expect(handle.stats()).toMatchObject({ max: 4, inUse: 0, waiting: 0 });
    const release = deferred();
    const transactions = Array.from({ length: 5 }, () => handle.db.transaction().execute(() => release.promise));
    await waitFor(() => handle.stats().inUse === 4 && handle.stats().waiting === 1, 'four connections in use and one caller waiting');
    expect(handle.stats()).toEqual({ max: 4, total: 4, inUse: 4, waiting: 1 });
    release.resolve();
    await Promise.all(transactions);
    expect(handle.stats()).toMatchObject({ inUse: 0, waiting: 0 });
  });
});

onSqlite('SQLite with its write lock held by another process', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ ...servedByFixture([databaseModule({ current: null })]), spaApps: false });
  }, 60_000);
  afterAll(() => ctx.close());

  it('a write waits busy_timeout, then answers 503 with Retry-After; reads and /readyz do not wait for the lock; released, the write succeeds', async () => {
    // Another process on the file (the CLI, a second server by mistake) holding the write lock.
    const other = new SqliteDatabase(ctx.database.sqliteFile);
    try {
      other.prepare('begin immediate').run();
      const form = { name: 'busy', count: 1 };
      const blocked = await ctx.post('/api/f/form', { form, locale: 'en' });
      expect({ status: blocked.statusCode, retryAfter: blocked.headers['retry-after'], body: blocked.json() }).toEqual({ status: 503, retryAfter: '5', body: { error: UNAVAILABLE_EN } });

      const startedAt = Date.now();
      expect((await ctx.get('/readyz')).json()).toEqual({ ready: true, phase: 'ready' });
      expect((await ctx.get('/api/f/things')).statusCode).toBe(200);
      expect(Date.now() - startedAt).toBeLessThan(1_000);

      other.prepare('rollback').run();
      const written = await ctx.post('/api/f/form', { form });
      expect([written.statusCode, written.json()]).toEqual([200, { ...form, sequence: 1 }]);
    } finally {
      other.close();
    }
  }, 30_000);

  it('/readyz answers at once while this process holds its own writer for a long transaction', async () => {
    const release = deferred();
    const transaction = ctx.db.transaction().execute(async (trx) => {
      await nextSequenceValue(trx, 'long');
      await release.promise;
    });
    try {
      const readiness = await Promise.race([ctx.get('/readyz'), new Promise<null>((r) => setTimeout(() => r(null), 1_000))]);
      expect(readiness?.json()).toEqual({ ready: true, phase: 'ready' });
    } finally {
      release.resolve();
      await transaction;
    }
  });

  it('stats(): the writer held, and callers waiting for it', async () => {
    const handle = createDatabase({ sqliteFile: path.join(ctx.database.dataDir, 'stats.sqlite') });
    try {
      expect(handle.stats()).toEqual({ max: 1, total: 1, inUse: 0, waiting: 0 });
      const release = deferred();
      const first = handle.db.transaction().execute(() => release.promise);
      const second = handle.db.transaction().execute(async () => undefined);
      await waitFor(() => handle.stats().waiting === 1, 'the second transaction to wait');
      expect(handle.stats()).toEqual({ max: 1, total: 1, inUse: 1, waiting: 1 });
      release.resolve();
      await Promise.all([first, second]);
      expect(handle.stats()).toEqual({ max: 1, total: 1, inUse: 0, waiting: 0 });
    } finally {
      await handle.close();
    }
  });
});
