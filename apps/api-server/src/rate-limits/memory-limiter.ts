import { TooManyRequestsError } from '../errors/app-errors';
import type { RateLimiter, RateLimitOptions } from './rate-limiter';

/**
 * Fixed-window counter per key in this process's memory: for SQLite, where one server process owns the database
 * (see DatabaseRateLimiter for several processes on PostgreSQL).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    /** Names the limit in the 429 it throws (tracking, quote, …), for the metrics. */
    private readonly name: string,
    private readonly options: RateLimitOptions,
  ) {}

  /** Async so that a TooManyRequestsError thrown by `hitNow` reaches the caller as a rejection. */
  async hit(key: string, now = Date.now()): Promise<void> {
    this.hitNow(key, now);
  }

  private hitNow(key: string, now: number): void {
    const { limit, windowMs } = this.options;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      // A renewed window moves to the end, so the Map stays ordered by window start (oldest first) and pruning
      // stops at the first live window instead of scanning every key.
      if (window) this.windows.delete(key);
      this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) throw new TooManyRequestsError((window.start + windowMs - now) / 1000, this.name);
  }

  /**
   * Makes room for one more key when full: expired windows go first, then (a flood of distinct addresses) the oldest
   * live one. Both sit at the front of the Map, so each new key costs the keys it removes, not a scan of all of
   * them (a scan of 100,000 keys on every request once full took a millisecond each).
   */
  private prune(now: number): void {
    const maxKeys = this.options.maxKeys ?? 100_000;
    if (this.windows.size < maxKeys) return;
    for (const [key, w] of this.windows) {
      if (now - w.start < this.options.windowMs && this.windows.size < maxKeys) break;
      this.windows.delete(key);
    }
  }

  /** Keys held (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }
}
