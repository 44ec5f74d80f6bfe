import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { QueryShape } from './query-shape';

interface Tables {
  orders: { id: string; userId: string; status: number; waybillNumber: string; creationTime: string };
}

// Compilation only: a driver that runs nothing, with each dialect's adapter, introspector and compiler.
function compileOnly(
  Adapter: new () => SqliteAdapter | PostgresAdapter,
  Introspector: new (db: Kysely<unknown>) => SqliteIntrospector | PostgresIntrospector,
  Compiler: new () => SqliteQueryCompiler | PostgresQueryCompiler,
): Kysely<Tables> {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new Adapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new Introspector(db),
      createQueryCompiler: () => new Compiler(),
    },
  });
}
const sqlite = compileOnly(SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler);
const postgres = compileOnly(PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler);

interface Filter {
  status: number | undefined;
  numbers: string[] | undefined;
  range: { from: string; to: string } | undefined;
}

function listQuery(db: Kysely<Tables>, userId: string, filter: Filter, take: number) {
  let q = db.selectFrom('orders').select(['id', 'waybillNumber']).where('userId', '=', userId);
  if (filter.status !== undefined) q = q.where('status', '=', filter.status);
  if (filter.numbers !== undefined) q = q.where('waybillNumber', 'in', filter.numbers);
  if (filter.range !== undefined) q = q.where('creationTime', '>=', filter.range.from).where('creationTime', '<', filter.range.to);
  return q.where('status', '<>', 99).orderBy('creationTime', 'desc').limit(take);
}

describe('QueryShape', () => {
  const calls: Filter[] = [];
  const shape = new QueryShape((db: Kysely<Tables>, userId: string, filter: Filter, take: number) => {
    calls.push(filter);
    return listQuery(db, userId, filter, take);
  });
  const cases: [string, Filter, number][] = [
    ['u1', { status: undefined, numbers: undefined, range: undefined }, 7],
    ['u2', { status: 30, numbers: undefined, range: undefined }, 20],
    ['u3', { status: 40, numbers: undefined, range: undefined }, 10],
    ['u4', { status: undefined, numbers: ['A1', 'B2'], range: undefined }, 7],
    ['u5', { status: undefined, numbers: ['C3', 'D4', 'E5'], range: { from: '2026-01-01', to: '2026-02-01' } }, 7],
    ['u6', { status: undefined, numbers: ['F6', 'G7'], range: undefined }, 5],
  ];

  it.each([
    ['sqlite', sqlite],
    ['postgres', postgres],
  ])('gives the SQL and parameters the builder gives, for every shape (%s)', (_name, db) => {
    for (const [userId, filter, take] of cases) {
      const expected = listQuery(db, userId, filter, take).compile();
      const compiled = shape.compile(db, userId, filter, take);
      expect({ sql: compiled.sql, parameters: compiled.parameters }).toEqual({ sql: expected.sql, parameters: expected.parameters });
    }
  });

  it('builds each shape once per dialect, whatever the values', () => {
    calls.length = 0;
    const fresh = new QueryShape((db: Kysely<Tables>, userId: string, filter: Filter, take: number) => {
      calls.push(filter);
      return listQuery(db, userId, filter, take);
    });
    for (const db of [sqlite, postgres]) for (const [userId, filter, take] of cases) fresh.compile(db, userId, filter, take);
    // u2/u3 share a shape, and so do u4/u6 (two numbers each): four shapes, on each of the two dialects.
    expect(calls).toHaveLength(8);
  });

  it('refuses a build that computes with its arguments instead of passing them to SQL', () => {
    const computing = new QueryShape((db: Kysely<Tables>, number: string) =>
      db.selectFrom('orders').select('id').where('waybillNumber', '=', String(number).toUpperCase()),
    );
    expect(() => computing.compile(sqlite, 'ab1')).toThrow(/did not become parameters/);
  });
});
