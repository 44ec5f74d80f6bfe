// Table of the shared rate limits (migration 0014).

export interface RateLimitCountersTable {
  /** Which limit (tracking, quote): limits never share a counter. */
  name: string;
  /** Whom it counts, usually the client address. */
  key: string;
  /** Epoch milliseconds at which the current window closes (bigint: PostgreSQL answers it as a string). */
  windowEnd: number | string;
  count: number;
}

export interface RateLimitTables {
  rate_limit_counters: RateLimitCountersTable;
}
