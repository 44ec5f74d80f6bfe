import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';

// The process's metrics, in a registry of its own per app instance: tests build many apps in one process, and
// prom-client's global registry would mix their series (and refuse a second registration of a name).

/** The database's connections as their owner reports them (db/database.ts `stats()`: the pool, or SQLite's writer). */
export interface PoolStats {
  total: number;
  /** Handed out to a query or a transaction now. */
  inUse: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

/** The server-rendering cache and its render queue, as their owner reports them (counters since start). */
export interface RenderCacheStats {
  bytes: number;
  entries: number;
  hits: number;
  misses: number;
  rendersInFlight: number;
  queued: number;
  /** Kept pages answered although stale, because no render could start. */
  staleServed: number;
  /** Requests answered 503: no render could start and no page was kept. */
  refused: number;
}

/** The mail outbox (modules/mail `outboxBacklog`). */
export interface OutboxBacklogStats {
  pending: number;
  sending: number;
  failed: number;
  oldestUnsentAgeSeconds: number;
}

/** Labels of one answered request; `contract` is empty for what no contract declares (pages, files, unmatched). */
export interface RequestLabels {
  contract: string;
  operation: string;
  status: number;
}

export interface WatchOutboxOptions {
  /** A scrape within this time of the last read reuses it, so a scrape storm costs the database nothing more. */
  cacheMs?: number;
  /** A read slower than this reports the outbox as unknown (NaN) rather than holding the scrape. */
  timeoutMs?: number;
  /** Told when a read fails or times out (the scrape still answers the other metrics). */
  onError?: (error: unknown) => void;
}

const PREFIX = 'portal_';

export class AppMetrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Answered requests by contract operation (operationId; page, static or unmatched outside the contracts) and status; _count is the request count',
    labelNames: ['contract', 'operation', 'status'] as const,
    registers: [this.registry],
  });
  private readonly rateLimitRefusals = new Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused with 429 by a rate limit, by the limit’s name',
    labelNames: ['limit'] as const,
    registers: [this.registry],
  });
  private processMetrics = false;

  /** The hot path: one histogram observation per answered request. */
  observeRequest(labels: RequestLabels, seconds: number): void {
    this.requestDuration.observe({ contract: labels.contract, operation: labels.operation, status: String(labels.status) }, seconds);
  }

  rateLimitRefused(limit: string): void {
    this.rateLimitRefusals.inc({ limit });
  }

  /**
   * prom-client's process metrics (event-loop delay, heap, GC, CPU, memory, handles). Only for a process that exposes
   * its metrics: they start an event-loop delay monitor and a GC observer that live as long as the process.
   */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** Connections of the database (the PostgreSQL pool, or SQLite's writer), read at scrape time. */
  watchDatabasePool(stats: () => PoolStats): void {
    this.add(
      new Gauge({
        name: `${PREFIX}db_pool_connections`,
        help: 'Connections of the database pool by state (in_use, idle); SQLite: its one writing connection',
        labelNames: ['state'] as const,
        registers: [],
        collect() {
          const now = stats();
          this.set({ state: 'in_use' }, now.inUse);
          this.set({ state: 'idle' }, now.total - now.inUse);
        },
      }),
    );
    this.add(
      new Gauge({
        name: `${PREFIX}db_pool_waiting_queries`,
        help: 'Queries waiting for a free connection of the database pool (SQLite: for the writer)',
        registers: [],
        collect() {
          this.set(stats().waiting);
        },
      }),
    );
  }

  /** Size, hits and misses of the render cache and the state of its render queue, read at scrape time. */
  watchRenderCache(stats: () => RenderCacheStats): void {
    const gauge = (name: string, help: string, read: (s: RenderCacheStats) => number) =>
      this.add(new Gauge({ name: `${PREFIX}${name}`, help, registers: [], collect() { this.set(read(stats())); } }));
    // A counter its owner keeps: prom-client's counters only go up by inc(), so each scrape sets it to the owner's total.
    const counter = (name: string, help: string, read: (s: RenderCacheStats) => number) =>
      this.add(new Counter({ name: `${PREFIX}${name}`, help, registers: [], collect() { this.reset(); this.inc(read(stats())); } }));
    gauge('render_cache_bytes', 'Bytes of rendered pages held by the render cache', (s) => s.bytes);
    gauge('render_cache_entries', 'Pages held by the render cache', (s) => s.entries);
    counter('render_cache_hits_total', 'Page requests answered from the render cache', (s) => s.hits);
    counter('render_cache_misses_total', 'Page requests the render cache could not answer (rendered or refused)', (s) => s.misses);
    gauge('render_in_flight', 'Server renders running now', (s) => s.rendersInFlight);
    gauge('render_queued', 'Server renders waiting for a free slot', (s) => s.queued);
    counter('render_stale_served_total', 'Page requests answered with a stale kept page because no render could start', (s) => s.staleServed);
    counter('render_refused_total', 'Page requests answered 503 because no render could start and no page was kept', (s) => s.refused);
  }

  /** The mail outbox, read at scrape time through `read` (a query), at most once per `cacheMs`. */
  watchOutbox(read: () => Promise<OutboxBacklogStats>, options: WatchOutboxOptions = {}): void {
    const latest = cachedRead(read, options);
    this.add(
      new Gauge({
        name: `${PREFIX}mail_outbox_mails`,
        help: 'Mails of the outbox by state: pending and sending (not sent yet), failed (given up; an admin may retry)',
        labelNames: ['state'] as const,
        registers: [],
        async collect() {
          const backlog = await latest();
          this.reset();
          if (!backlog) return;
          this.set({ state: 'pending' }, backlog.pending);
          this.set({ state: 'sending' }, backlog.sending);
          this.set({ state: 'failed' }, backlog.failed);
        },
      }),
    );
    this.add(
      new Gauge({
        name: `${PREFIX}mail_outbox_oldest_unsent_age_seconds`,
        help: 'Age of the oldest mail not sent yet (0: none waits; NaN: the outbox could not be read)',
        registers: [],
        async collect() {
          this.set((await latest())?.oldestUnsentAgeSeconds ?? Number.NaN);
        },
      }),
    );
  }

  /** Registers a metric read at scrape time; registering a name twice throws (a source watched twice). */
  private add(metric: Metric): void {
    this.registry.registerMetric(metric);
  }
}

/**
 * `read` at most once per `cacheMs`, shared by every caller in between (and by concurrent callers while it runs);
 * null when it failed or took longer than `timeoutMs`. A failure is remembered for `cacheMs` too, so a database that
 * is down is not asked again by every scrape.
 */
export function cachedRead<T>(read: () => Promise<T>, options: WatchOutboxOptions = {}, now = Date.now): () => Promise<T | null> {
  const { cacheMs = 10_000, timeoutMs = 2_000, onError } = options;
  let last: { at: number; value: Promise<T | null> } | undefined;
  return () => {
    if (last && now() - last.at < cacheMs) return last.value;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const value = Promise.race([read(), timeout])
      .catch((error: unknown) => {
        onError?.(error);
        return null;
      })
      .finally(() => clearTimeout(timer));
    last = { at: now(), value };
    return value;
  };
}
