export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** In-memory limiter only: entries kept at most; expired ones are dropped first, then the oldest. */
  maxKeys?: number;
}

/** A fixed-window limit: a window opens at a key's first hit and allows `limit` hits until `windowMs` later. */
export interface RateLimiter {
  /** Counts one hit; rejects with 429 (TooManyRequestsError, with Retry-After) when the key is over its limit. */
  hit(key: string, now?: number): Promise<void>;
}
