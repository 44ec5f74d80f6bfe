import { TooManyRequestsError } from '../errors/app-errors';
import type { RateLimiter, RateLimitOptions } from './rate-limiter';

/**
 * Fixed-window counter per key in this process's memory: for SQLite, where one server process owns the database
 * (see DatabaseRateLimiter for several processes on PostgreSQL).
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: RateLimitOptions) {}

  hit(key: string, now = Date.now()): Promise<void> {
    try {
      this.hitNow(key, now);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private hitNow(key: string, now: number): void {
    const { limit, windowMs } = this.options;
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs) {
      this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > limit) throw new TooManyRequestsError((window.start + windowMs - now) / 1000);
  }

  private prune(now: number): void {
    const maxKeys = this.options.maxKeys ?? 100_000;
    if (this.windows.size < maxKeys) return;
    for (const [key, w] of this.windows) if (now - w.start >= this.options.windowMs) this.windows.delete(key);
    // Still full (a flood of distinct addresses): forget the oldest; Map iterates in insertion order.
    for (const key of this.windows.keys()) {
      if (this.windows.size < maxKeys) break;
      this.windows.delete(key);
    }
  }
}
