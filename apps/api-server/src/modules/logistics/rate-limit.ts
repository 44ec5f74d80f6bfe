import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../../errors/app-errors';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** Entries kept at most; expired ones are dropped first, then the oldest. */
  maxKeys?: number;
}

/**
 * Fixed-window counter per key (client IP) in this process's memory. Good enough for one server process; with
 * several processes or hosts each counts on its own, so the effective limit multiplies (put the limit in the
 * reverse proxy then, see docs/domain/logistics.md).
 */
export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly options: RateLimitOptions) {}

  /** Counts one hit; throws 429 (with Retry-After) when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): void {
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

export const TRACKING_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/**
 * A limiter per app instance (tests build many apps in one process; each gets a fresh budget): call the result with
 * the request's server.
 */
export function limiterPerApp(options: RateLimitOptions): (server: FastifyInstance) => FixedWindowRateLimiter {
  const limiters = new WeakMap<FastifyInstance, FixedWindowRateLimiter>();
  return (server) => {
    let limiter = limiters.get(server);
    if (!limiter) limiters.set(server, (limiter = new FixedWindowRateLimiter(options)));
    return limiter;
  };
}
