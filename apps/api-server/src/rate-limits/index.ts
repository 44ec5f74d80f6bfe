// Rate limits shared by the modules (tracking, quote): where the counters live depends on the database.

import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/transaction';
import type { RateLimitTables } from './rate-limit.tables';
import { isPostgres } from '../db/transaction';
import { DatabaseRateLimiter } from './database-limiter';
import { MemoryRateLimiter } from './memory-limiter';
import type { RateLimiter, RateLimitOptions } from './rate-limiter';

export type { RateLimiter, RateLimitOptions } from './rate-limiter';
export type { RateLimitTables } from './rate-limit.tables';
export { DatabaseRateLimiter } from './database-limiter';
export { MemoryRateLimiter } from './memory-limiter';

export const TRACKING_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/**
 * A limiter per app instance (tests build many apps in one process; each gets a fresh budget): call the result with
 * the request's server and the app's database. On PostgreSQL the counters are in the database, shared by every
 * process on it; on SQLite (one server process per database file) in this process's memory, which costs the
 * tracking hot path no write on SQLite's single writer.
 */
export function limiterPerApp(name: string, options: RateLimitOptions): (server: FastifyInstance, db: Executor<RateLimitTables>) => RateLimiter {
  const limiters = new WeakMap<FastifyInstance, RateLimiter>();
  return (server, db) => {
    let limiter = limiters.get(server);
    if (!limiter) {
      limiter = isPostgres(db) ? new DatabaseRateLimiter(db, name, options) : new MemoryRateLimiter(name, options);
      limiters.set(server, limiter);
    }
    return limiter;
  };
}
