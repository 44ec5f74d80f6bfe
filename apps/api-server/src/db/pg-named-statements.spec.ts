import { sql, type Kysely } from 'kysely';
import { createPgDatabase, testDialect } from '../../test/harness';
import { createDatabase } from './database';
import { QueryShape } from './query-shape';

interface Tables {
  parcels: { id: number; label: string };
}

const byId = new QueryShape((db: Kysely<Tables>, id: number) => db.selectFrom('parcels').select(['id', 'label']).where('id', '=', id));

const onPostgres = testDialect() === 'postgres' ? describe : describe.skip;

// One connection, so that what it has prepared is what the session view shows.
onPostgres('named prepared statements on PostgreSQL (issue 28)', () => {
  let drop: () => Promise<void>;
  let db: Kysely<Tables>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const created = await createPgDatabase('named');
    drop = created.drop;
    ({ db, close } = createDatabase<Tables>({ databaseUrl: created.url, sqliteFile: 'unused-on-postgres.sqlite', poolSize: 1 }));
    await sql`create table parcels (id integer primary key, label text not null)`.execute(db);
    await db.insertInto('parcels').values([{ id: 1, label: 'one' }, { id: 2, label: 'two' }]).execute();
  });
  afterAll(async () => {
    await close();
    await drop();
  });

  const prepared = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db)).rows;

  it('a shaped query is prepared once under its name and answers every value', async () => {
    expect(await byId.execute(db, 1)).toEqual([{ id: 1, label: 'one' }]);
    expect(await byId.execute(db, 2)).toEqual([{ id: 2, label: 'two' }]);
    expect(await byId.execute(db, 3)).toEqual([]);
    const statements = await prepared();
    const text = byId.compile(db, 1).sql;
    expect(statements.filter((s) => s.statement === text)).toHaveLength(1);
    expect(statements.find((s) => s.statement === text)?.name).toMatch(/^fwd_\d+$/);
  });

  it('other statements stay unnamed, in a transaction too', async () => {
    await db.selectFrom('parcels').select('label').where('id', 'in', [1, 2]).execute();
    await db.transaction().execute(async (trx) => {
      expect(await byId.execute(trx as unknown as Kysely<Tables>, 2)).toEqual([{ id: 2, label: 'two' }]);
      await trx.updateTable('parcels').set({ label: 'deux' }).where('id', '=', 2).execute();
    });
    expect(await byId.execute(db, 2)).toEqual([{ id: 2, label: 'deux' }]);
    const statements = await prepared();
    expect(statements).toHaveLength(1);
  });
});
