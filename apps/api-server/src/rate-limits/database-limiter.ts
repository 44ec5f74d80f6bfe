import { sql } from 'kysely';
import { QueryShape } from '../db/query-shape';
import type { Executor } from '../db/transaction';
import type { RateLimitTables } from './rate-limit.tables';
import { TooManyRequestsError } from '../errors/app-errors';
import type { RateLimiter, RateLimitOptions } from './rate-limiter';

/** Forgetting them all only costs a round trip per refused request until each is seen over its limit again. */
const MAX_BLOCKED_KEYS = 100_000;

// Counts one hit of `key` in its window (a new window when the last one closed): one statement, run on every
// request a limit guards (public tracking), so compiled once (issue 28).
const countHit = new QueryShape((db: Executor<RateLimitTables>, name: string, key: string, now: number, windowEnd: number) => {
  const closed = sql<boolean>`${sql.ref('rate_limit_counters.windowEnd')} <= ${now}`;
  return db
    .insertInto('rate_limit_counters')
    .values({ name, key, windowEnd, count: 1 })
    .onConflict((oc) =>
      oc.columns(['name', 'key']).doUpdateSet({
        count: sql<number>`case when ${closed} then 1 else ${sql.ref('rate_limit_counters.count')} + 1 end`,
        windowEnd: sql<number>`case when ${closed} then ${windowEnd} else ${sql.ref('rate_limit_counters.windowEnd')} end`,
      }),
    )
    .returning(['count', 'windowEnd']);
});

/**
 * Fixed-window counter in the database (rate_limit_counters), so every server process on one PostgreSQL counts
 * against the same budget. A hit is one statement, outside any transaction: the upsert both opens a new window
 * when the old one has closed and counts the hit, atomically, so concurrent hits from several processes cannot
 * lose a count or open two windows.
 */
export class DatabaseRateLimiter implements RateLimiter {
  private lastPrune = 0;
  /**
   * Keys this process has seen over their limit, with their window's end. A count only grows within a window, so
   * until then the answer stays 429 whatever other processes do: a flood from one address is refused without a
   * round trip per request. Bounded like the in-memory limiter.
   */
  private readonly blocked = new Map<string, number>();

  constructor(
    private readonly db: Executor<RateLimitTables>,
    /** Names the limit in the shared table (tracking, quote, …); two limits never share a counter. */
    private readonly name: string,
    private readonly options: RateLimitOptions,
  ) {}

  async hit(key: string, now = Date.now()): Promise<void> {
    const { limit, windowMs } = this.options;
    const blockedUntil = this.blocked.get(key);
    if (blockedUntil !== undefined) {
      if (blockedUntil > now) throw new TooManyRequestsError((blockedUntil - now) / 1000, this.name);
      this.blocked.delete(key);
    }
    const row = await countHit.executeTakeFirst(this.db, this.name, key, now, now + windowMs);
    if (!row) throw new Error('rate limit: the counter upsert returned no row');
    this.pruneNowAndThen(now);
    if (Number(row.count) > limit) {
      const windowEnd = Number(row.windowEnd);
      if (this.blocked.size >= MAX_BLOCKED_KEYS) this.blocked.clear();
      this.blocked.set(key, windowEnd);
      throw new TooManyRequestsError((windowEnd - now) / 1000, this.name);
    }
  }

  /**
   * Rows of closed windows are dead weight (a key seen once stays until pruned): at most once a window per process,
   * delete them. Not awaited: the hit that happens to trigger it should not pay for it, and a failed prune is
   * retried a window later.
   */
  private pruneNowAndThen(now: number): void {
    if (now - this.lastPrune < this.options.windowMs) return;
    this.lastPrune = now;
    for (const [key, until] of this.blocked) if (until <= now) this.blocked.delete(key);
    this.db
      .deleteFrom('rate_limit_counters')
      .where('name', '=', this.name)
      .where('windowEnd', '<', now)
      .execute()
      .catch(() => undefined);
  }
}
