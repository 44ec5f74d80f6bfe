import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { ValidationError } from '../errors/app-errors';
import { createDatabase } from './database';
import { openSqliteConnections } from './sqlite-driver';
import { newId, nowIso } from './ids';
import { createMigrator, migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { COUNT_PAST_LIMIT_TTL_MS, paginate, paginateCapped } from './paging';
import { nextSequenceValue } from './sequences';
import { containsInsensitive } from './text-search';
import { inTransaction } from './transaction';

describe('database layer', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  const addUser = (userName: string, creationTime = nowIso()) =>
    t.db
      .insertInto('users')
      .values({
        id: newId(),
        userName,
        normalizedUserName: userName.toUpperCase(),
        passwordHash: 'x',
        userType: 20,
        merchantId: null,
        name: null,
        email: null,
        phoneNumber: null,
        companyName: null,
        defaultSenderAddressId: null,
        isActive: 1,
        creationTime,
        lastModificationTime: null,
      })
      .execute();

  // better-sqlite3's error class comes from the first test file's realm in a Jest worker, so `toThrow()`
  // (an instanceof check) misses it: compare messages instead.
  const failure = (work: Promise<unknown>) => work.then(() => 'no error', (e: { message?: string }) => String(e?.message));

  it('migrations are idempotent and all applied', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
    const applied = await createMigrator(t.db).getMigrations();
    expect(applied.map((m) => [m.name, Boolean(m.executedAt)])).toEqual(Object.keys(migrations).map((n) => [n, true]));
  });

  it('migrations roll down and up again', async () => {
    const migrator = createMigrator(t.db);
    const down = await migrator.migrateTo(Object.keys(migrations)[0] as string);
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(t.db)).toHaveLength(Object.keys(migrations).length - 1);
  });

  it('user names are unique case-insensitively', async () => {
    await addUser('Unique1');
    expect(await failure(addUser('UNIQUE1'))).toMatch(/unique/i);
  });

  it('foreign keys are enforced', async () => {
    const orphan = t.db
      .insertInto('access_tokens')
      .values({ id: newId(), userId: newId(), tokenHash: newId(), expiresAt: nowIso(), revokedAt: null, creationTime: nowIso() })
      .execute();
    expect(await failure(orphan)).toMatch(/foreign key/i);
  });

  it('sequences count atomically, also under concurrency', async () => {
    expect(await nextSequenceValue(t.db, 'waybill')).toBe(1);
    const values = await Promise.all(Array.from({ length: 20 }, () => nextSequenceValue(t.db, 'waybill')));
    expect(new Set(values).size).toBe(20);
    expect(Math.max(...values)).toBe(21);
  });

  it('a failed transaction rolls back its sequence increment', async () => {
    const before = await nextSequenceValue(t.db, 'rollback');
    await expect(
      inTransaction(t.db, async (trx) => {
        await nextSequenceValue(trx, 'rollback');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await nextSequenceValue(t.db, 'rollback')).toBe(before + 1);
  });

  it('paginates with whitelisted sorting and a total count', async () => {
    for (let i = 0; i < 5; i++) await addUser(`page${i}`, `2026-01-0${i + 1}T00:00:00.000Z`);
    const query = t.db.selectFrom('users').select(['userName', 'creationTime']).where('userName', 'like', 'page%');
    const options = { sortable: { creationTime: 'creationTime', userName: 'userName' }, defaultSorting: 'creationTime desc', tieBreaker: 'id' };
    const first = await paginate(t.db, query, { maxResultCount: 2 }, options);
    expect(first).toEqual({
      totalCount: 5,
      items: [
        { userName: 'page4', creationTime: '2026-01-05T00:00:00.000Z' },
        { userName: 'page3', creationTime: '2026-01-04T00:00:00.000Z' },
      ],
    });
    const last = await paginate(t.db, query, { maxResultCount: 2, skipCount: 4, sorting: 'userName asc' }, options);
    expect(last.items.map((u) => u.userName)).toEqual(['page4']);
    const beyond = await paginate(t.db, query, { skipCount: 10 }, options);
    expect(beyond).toEqual({ totalCount: 5, items: [] });
    await expect(paginate(t.db, query, { sorting: 'passwordHash asc' }, options)).rejects.toBeInstanceOf(ValidationError);
    await expect(paginate(t.db, query, { sorting: 'userName; drop table users' }, options)).rejects.toBeInstanceOf(ValidationError);
  });

  it('a capped count past its limit is remembered for a while; an exact one never is', async () => {
    for (let i = 0; i < 8; i++) await addUser(`capped${i}`);
    const capped = (prefix: string) =>
      paginateCapped(t.db, t.db.selectFrom('users').select(['userName']).where('userName', 'like', `${prefix}%`), { maxResultCount: 2 }, {
        sortable: { userName: 'userName' },
        defaultSorting: 'userName asc',
        tieBreaker: 'id',
        countCap: 5,
      });
    expect(await capped('capped')).toMatchObject({ totalCount: 5, totalCountIsLowerBound: true });
    await t.db.deleteFrom('users').where('userName', 'in', ['capped0', 'capped1', 'capped2', 'capped3', 'capped4', 'capped5']).execute();
    // Still "more than 5" within the TTL (counting again is what a big customer's every page cost); the rows are live.
    const remembered = await capped('capped');
    expect(remembered).toMatchObject({ totalCount: 5, totalCountIsLowerBound: true });
    expect(remembered.items.map((u) => u.userName)).toEqual(['capped6', 'capped7']);
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + COUNT_PAST_LIMIT_TTL_MS + 1);
    try {
      expect(await capped('capped')).toMatchObject({ totalCount: 2, totalCountIsLowerBound: false });
    } finally {
      later.mockRestore();
    }
    // Under the limit every answer counts afresh.
    await addUser('capped8');
    expect(await capped('capped')).toMatchObject({ totalCount: 3, totalCountIsLowerBound: false });
  });

  it('case-insensitive contains works on both dialects and escapes wildcards', async () => {
    await addUser('MixedCase_Name');
    await addUser('mixedcaseXname');
    const find = (text: string) =>
      t.db
        .selectFrom('users')
        .select('userName')
        .where(containsInsensitive(sql.ref('userName'), text))
        .orderBy('userName')
        .execute();
    expect((await find('mixedcase_')).map((r) => r.userName)).toEqual(['MixedCase_Name']);
    expect((await find('CASEX')).map((r) => r.userName)).toEqual(['mixedcaseXname']);
    expect(await find('%')).toEqual([]);
  });

  it('SQLite: reads through a memory map and sees writes of another connection to the same file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mmap-'));
    const file = path.join(dir, 'mapped.sqlite');
    const { db, close } = createDatabase({ sqliteFile: file });
    const other = new SqliteDatabase(file);
    try {
      // Both of the server's connections (raw SQL such as a pragma goes to the writer).
      const mmap = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(db);
      expect(mmap.rows[0]?.mmap_size).toBeGreaterThan(0);
      const opened = openSqliteConnections(file);
      try {
        expect(opened.reader.pragma('mmap_size', { simple: true })).toBeGreaterThan(0);
      } finally {
        opened.writer.close();
        opened.reader.close();
      }
      await sql`create table mapped (id integer primary key, v text)`.execute(db);
      await sql`insert into mapped values (1, 'before')`.execute(db);
      other.prepare(`update mapped set v = 'other' where id = 1`).run();
      expect((await sql<{ v: string }>`select v from mapped where id = 1`.execute(db)).rows).toEqual([{ v: 'other' }]);
      // A built SELECT outside a transaction: the reading connection.
      expect(await db.selectFrom('mapped' as never).select(sql<string>`v`.as('v')).execute()).toEqual([{ v: 'other' }]);
    } finally {
      other.close();
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('SQLite: a read outside a transaction does not wait for an open one, and writes still take turns', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'split-'));
    const { db, close } = createDatabase({ sqliteFile: path.join(dir, 'split.sqlite') });
    try {
      await sql`create table notes (id integer primary key, v text)`.execute(db);
      await db.insertInto('notes' as never).values({ id: 1, v: 'committed' } as never).execute();
      const readAll = async () =>
        (await db.selectFrom('notes' as never).select(sql<string>`v`.as('v')).orderBy(sql`id`).execute()).map((r) => (r as { v: string }).v);
      let letGo!: () => void;
      const held = new Promise<void>((resolve) => (letGo = resolve));
      const order: string[] = [];
      const transaction = inTransaction(db, async (trx) => {
        await trx.insertInto('notes' as never).values({ id: 2, v: 'uncommitted' } as never).execute();
        // Inside, the transaction reads its own write.
        const inside = await trx.selectFrom('notes' as never).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
        expect((inside as { n: number }).n).toBe(2);
        await held;
        order.push('commit');
      });
      // With one connection behind a mutex this read waited until the transaction ended (a deadlock here, as the
      // transaction waits for `held`). Now it answers at once, with the last commit only.
      expect(await readAll()).toEqual(['committed']);
      // A write outside the transaction waits for it.
      const write = db.insertInto('notes' as never).values({ id: 3, v: 'after' } as never).execute().then(() => order.push('write'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(order).toEqual([]);
      letGo();
      await Promise.all([transaction, write]);
      expect(order).toEqual(['commit', 'write']);
      // A write resolves after its commit: the next read (on the other connection) sees it.
      expect(await readAll()).toEqual(['committed', 'uncommitted', 'after']);
      // Savepoints work inside a controlled transaction.
      const trx = await db.startTransaction().execute();
      await trx.insertInto('notes' as never).values({ id: 4, v: 'kept' } as never).execute();
      const sp = await trx.savepoint('before_five').execute();
      await sp.insertInto('notes' as never).values({ id: 5, v: 'undone' } as never).execute();
      await sp.rollbackToSavepoint('before_five').execute();
      await trx.commit().execute();
      expect(await readAll()).toEqual(['committed', 'uncommitted', 'after', 'kept']);
    } finally {
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('SQLite: a transaction that reads, then writes, is not refused because another process wrote in between', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immediate-'));
    const file = path.join(dir, 'shared.sqlite');
    const { db, close } = createDatabase({ sqliteFile: file });
    // The CLI or a second server: another connection to the same file, waiting at most 50 ms for a lock.
    const other = new SqliteDatabase(file, { timeout: 50 });
    try {
      await sql`create table shared (id integer primary key, v text)`.execute(db);
      await sql`insert into shared values (1, 'before')`.execute(db);
      let otherWrite: unknown;
      await inTransaction(db, async (trx) => {
        await sql`select v from shared where id = 1`.execute(trx);
        try {
          other.prepare(`update shared set v = 'other' where id = 1`).run();
        } catch (error) {
          otherWrite = error;
        }
        // A deferred BEGIN would fail here with SQLITE_BUSY_SNAPSHOT (the other write committed after our read).
        await sql`update shared set v = 'mine' where id = 1`.execute(trx);
      });
      // The transaction held the write lock from BEGIN: the other writer waited and gave up instead.
      expect((otherWrite as { code?: string } | undefined)?.code).toBe('SQLITE_BUSY');
      expect(other.prepare('select v from shared where id = 1').get()).toEqual({ v: 'mine' });
    } finally {
      other.close();
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
