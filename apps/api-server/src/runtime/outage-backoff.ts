/**
 * A background loop's memory of its failed rounds (the database restarting, out of reach): how long to wait before
 * the next try, doubling from `baseMs` up to `maxMs` (±20 %, so several processes do not retry in step against a
 * database that just came back), and whether a failure opens an outage (worth one log line) or continues it (quiet).
 */
export class OutageBackoff {
  #failures = 0;
  #since = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs: number,
    private readonly random: () => number = Math.random,
  ) {}

  /** After a failed round: the wait before the next one, and whether this failure is the outage's first. */
  failed(now = Date.now()): { delayMs: number; first: boolean } {
    const first = this.#failures === 0;
    if (first) this.#since = now;
    this.#failures++;
    const base = Math.min(this.baseMs * 2 ** (this.#failures - 1), this.maxMs);
    return { delayMs: Math.round(base * (0.8 + 0.4 * this.random())), first };
  }

  /** After a round that worked: the outage it ends (failed rounds, how long since the first), or null. */
  succeeded(now = Date.now()): { failures: number; durationMs: number } | null {
    if (this.#failures === 0) return null;
    const ended = { failures: this.#failures, durationMs: now - this.#since };
    this.#failures = 0;
    return ended;
  }
}
