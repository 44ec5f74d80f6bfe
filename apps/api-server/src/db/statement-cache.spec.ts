import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from './statement-cache';

describe('withStatementCache (SQLite)', () => {
  let sqlite: SqliteDatabase.Database;
  let prepared: string[];
  let db: Kysely<Record<string, { n: number }>>;
  beforeEach(() => {
    sqlite = new SqliteDatabase(':memory:');
    prepared = [];
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepared.push(source);
      return prepare(source);
    }) as typeof sqlite.prepare;
    db = new Kysely({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, 2) }) });
  });
  afterEach(() => db.destroy());

  it('prepares a query once and reuses it with other parameters', async () => {
    await sql`create table t (n integer)`.execute(db);
    for (const n of [1, 2, 3]) await db.insertInto('t').values({ n }).execute();
    const rows = await Promise.all([2, 3].map((n) => db.selectFrom('t').select('n').where('n', '>=', n).execute()));
    expect(rows).toEqual([[{ n: 2 }, { n: 3 }], [{ n: 3 }]]);
    expect(prepared.filter((s) => s.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((s) => s.startsWith('select'))).toHaveLength(1);
  });

  it('keeps at most `size` statements, dropping the least recently used', async () => {
    const one = () => sql`select 1 as n`.execute(db);
    await one();
    await sql`select 2 as n`.execute(db);
    await one();
    await sql`select 3 as n`.execute(db); // evicts 'select 2', used longest ago
    await one();
    await sql`select 2 as n`.execute(db);
    expect(prepared).toEqual(['select 1 as n', 'select 2 as n', 'select 3 as n', 'select 2 as n']);
  });

  it('sees a column added after the statement was cached (SQLite re-prepares on schema change)', async () => {
    await sql`create table t (n integer)`.execute(db);
    await sql`insert into t (n) values (1)`.execute(db);
    expect((await sql`select * from t`.execute(db)).rows).toEqual([{ n: 1 }]);
    await sql`alter table t add column m integer default 7`.execute(db);
    expect((await sql`select * from t`.execute(db)).rows).toEqual([{ n: 1, m: 7 }]);
  });

  it('gives a streamed query that is still being read a statement of its own for the same SQL', async () => {
    await sql`create table t (n integer)`.execute(db);
    for (const n of [1, 2]) await db.insertInto('t').values({ n }).execute();
    const seen: number[] = [];
    const cached = withStatementCache(sqlite);
    const outer = cached.prepare('select n from t order by n').iterate([]);
    for (const row of outer) {
      seen.push((row as { n: number }).n);
      const inner = cached.prepare('select n from t order by n').all([]);
      expect(inner).toHaveLength(2);
    }
    expect(seen).toEqual([1, 2]);
  });
});
