import Fastify from 'fastify';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/harness';
import { DatabaseRateLimiter, limiterPerApp, MemoryRateLimiter, type RateLimiter } from '.';

const WINDOW = { limit: 3, windowMs: 60_000 };
const T0 = 1_800_000_000_000;

/** The statuses of hits, in order: 200 for a counted one, the error's status for a refused one. */
async function statuses(limiter: RateLimiter, key: string, count: number, now = T0): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    out.push(
      await limiter.hit(key, now).then(
        () => 200,
        (error: { status: number }) => error.status,
      ),
    );
  }
  return out;
}

describe.each([
  ['in memory', (): RateLimiter => new MemoryRateLimiter('test', WINDOW)],
  ['in the database', (): RateLimiter => new DatabaseRateLimiter(database.db, 'test', WINDOW)],
])('a fixed-window limiter %s', (_where, make) => {
  it('allows `limit` hits per key and window, then 429 with the seconds left until the window closes', async () => {
    const limiter = make();
    expect(await statuses(limiter, 'a', 4)).toEqual([200, 200, 200, 429]);
    const refused = await limiter.hit('a', T0 + 20_000).catch((error: { status: number; headers: Record<string, string> }) => error);
    expect(refused).toMatchObject({ status: 429, headers: { 'retry-after': '40' } });
    expect(await statuses(limiter, 'b', 1)).toEqual([200]);
  });

  it('opens a new window once the old one has closed', async () => {
    const limiter = make();
    expect(await statuses(limiter, 'c', 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses(limiter, 'c', 4, T0 + WINDOW.windowMs)).toEqual([200, 200, 200, 429]);
  });
});

describe('MemoryRateLimiter at its key bound', () => {
  it('drops closed windows before live ones and keeps the counts of the live ones', async () => {
    const limiter = new MemoryRateLimiter('test', { ...WINDOW, maxKeys: 2 });
    expect(await statuses(limiter, 'old', 1)).toEqual([200]);
    expect(await statuses(limiter, 'live', 3, T0 + 30_000)).toEqual([200, 200, 200]);
    expect(await statuses(limiter, 'new', 1, T0 + WINDOW.windowMs + 1)).toEqual([200]);
    expect(limiter.size).toBe(2);
    expect(await statuses(limiter, 'live', 1, T0 + WINDOW.windowMs + 2)).toEqual([429]);
  });

  it('forgets the window that opened first, also when an older key renewed its window later', async () => {
    const limiter = new MemoryRateLimiter('test', { ...WINDOW, maxKeys: 2 });
    await statuses(limiter, 'a', 3);
    await statuses(limiter, 'b', 3, T0 + 10);
    await statuses(limiter, 'a', 3, T0 + WINDOW.windowMs);
    // Full with two live windows: 'b' opened before the renewed 'a', so 'b' goes and 'a' keeps its count.
    await statuses(limiter, 'c', 1, T0 + WINDOW.windowMs + 1);
    expect(await statuses(limiter, 'a', 1, T0 + WINDOW.windowMs + 2)).toEqual([429]);
  });

  // A flood of distinct addresses (every request of the tracking bench has its own): once full, each new key used to
  // scan all 100,000 windows for expired ones, about a millisecond per request. This took seconds before.
  it('admits new keys in constant time once full of live windows', async () => {
    const limiter = new MemoryRateLimiter('test', { limit: 60, windowMs: 60_000, maxKeys: 100_000 });
    for (let i = 0; i < 100_000; i++) await limiter.hit(`10.0.${i}`, T0);
    const started = process.hrtime.bigint();
    for (let i = 0; i < 20_000; i++) await limiter.hit(`10.1.${i}`, T0 + 1 + i);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    expect(limiter.size).toBe(100_000);
    expect(ms).toBeLessThan(1000);
  });
});

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('DatabaseRateLimiter (what several processes share)', () => {
  it('counts hits of two limiters on one database (two processes) against one budget', async () => {
    const first = new DatabaseRateLimiter(database.db, 'shared', WINDOW);
    const second = new DatabaseRateLimiter(database.db, 'shared', WINDOW);
    expect([...(await statuses(first, 'x', 2)), ...(await statuses(second, 'x', 2))]).toEqual([200, 200, 200, 429]);
    // Another limit's counter for the same address is its own.
    expect(await statuses(new DatabaseRateLimiter(database.db, 'other', WINDOW), 'x', 1)).toEqual([200]);
  });

  it('loses no count to concurrent hits: exactly `limit` of 40 simultaneous hits pass', async () => {
    const limiters = [0, 1, 2, 3].map(() => new DatabaseRateLimiter(database.db, 'race', { limit: 10, windowMs: 60_000 }));
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (limiters[i % 4] as RateLimiter).hit('y', T0).then(() => 'ok', () => 'refused')),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
  });

  it('prunes rows of closed windows now and then', async () => {
    const limiter = new DatabaseRateLimiter(database.db, 'prune', WINDOW);
    for (const key of ['p1', 'p2', 'p3']) await limiter.hit(key, T0);
    const rows = () => database.db.selectFrom('rate_limit_counters').select('key').where('name', '=', 'prune').execute();
    expect(await rows()).toHaveLength(3);
    await limiter.hit('p4', T0 + 2 * WINDOW.windowMs);
    // The prune is not awaited by the hit: wait for it.
    for (let i = 0; i < 50 && (await rows()).length > 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await rows()).map((r) => r.key)).toEqual(['p4']);
  });
});

describe('limiterPerApp', () => {
  it(`keeps the counters ${testDialect() === 'postgres' ? 'in PostgreSQL' : 'in memory (SQLite: one process)'} and one limiter per app`, async () => {
    const perApp = limiterPerApp('per-app', WINDOW);
    const [one, two] = [Fastify(), Fastify()];
    const limiter = perApp(one, database.db);
    expect(perApp(one, database.db)).toBe(limiter);
    expect(perApp(two, database.db)).not.toBe(limiter);
    expect(limiter).toBeInstanceOf(testDialect() === 'postgres' ? DatabaseRateLimiter : MemoryRateLimiter);
  });
});

describe('DatabaseRateLimiter once a key is over its limit', () => {
  it('refuses it without asking the database again until its window closes', async () => {
    const limiter = new DatabaseRateLimiter(database.db, 'flood', WINDOW);
    expect(await statuses(limiter, 'f', 4)).toEqual([200, 200, 200, 429]);
    const count = async () =>
      Number((await database.db.selectFrom('rate_limit_counters').select('count').where('name', '=', 'flood').where('key', '=', 'f').executeTakeFirstOrThrow()).count);
    expect(await count()).toBe(4);
    expect(await statuses(limiter, 'f', 10, T0 + 1000)).toEqual(Array.from({ length: 10 }, () => 429));
    expect(await count()).toBe(4);
    // Another process's limiter still asks the database (and is refused there).
    expect(await statuses(new DatabaseRateLimiter(database.db, 'flood', WINDOW), 'f', 1, T0 + 1000)).toEqual([429]);
    expect(await statuses(limiter, 'f', 1, T0 + WINDOW.windowMs)).toEqual([200]);
  });
});
