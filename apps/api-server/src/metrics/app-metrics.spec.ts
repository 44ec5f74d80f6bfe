import Fastify from 'fastify';
import { parseSamples, valueOf } from '../../test/prometheus-text';
import { AppMetrics, cachedRead, type RenderCacheStats } from './app-metrics';
import { installMetrics } from './http-metrics';

const scrape = async (metrics: AppMetrics) => parseSamples(await metrics.registry.metrics());

describe('AppMetrics (units: sources are plain functions here)', () => {
  it('keeps a registry per instance: two apps in one process count apart', async () => {
    const first = new AppMetrics();
    const second = new AppMetrics();
    first.observeRequest({ contract: 'api-f', operation: 'getThing', status: 200 }, 0.003);
    const labels = { contract: 'api-f', operation: 'getThing', status: '200' };
    expect(valueOf(await scrape(first), 'portal_http_request_duration_seconds_count', labels)).toBe(1);
    expect(valueOf(await scrape(second), 'portal_http_request_duration_seconds_count', labels)).toBeUndefined();
  });

  it("reads the render cache's figures at each scrape, its totals as counters", async () => {
    const metrics = new AppMetrics();
    const stats: RenderCacheStats = { bytes: 2048, entries: 3, hits: 10, misses: 4, rendersInFlight: 1, queued: 2, staleServed: 6, refused: 5 };
    metrics.watchRenderCache(() => stats);
    let samples = await scrape(metrics);
    expect(valueOf(samples, 'portal_render_cache_bytes')).toBe(2048);
    expect(valueOf(samples, 'portal_render_cache_entries')).toBe(3);
    expect(valueOf(samples, 'portal_render_cache_hits_total')).toBe(10);
    expect(valueOf(samples, 'portal_render_cache_misses_total')).toBe(4);
    expect(valueOf(samples, 'portal_render_in_flight')).toBe(1);
    expect(valueOf(samples, 'portal_render_queued')).toBe(2);
    expect(valueOf(samples, 'portal_render_stale_served_total')).toBe(6);
    expect(valueOf(samples, 'portal_render_refused_total')).toBe(5);
    stats.hits = 25;
    stats.bytes = 0;
    samples = await scrape(metrics);
    expect(valueOf(samples, 'portal_render_cache_hits_total')).toBe(25);
    expect(valueOf(samples, 'portal_render_cache_bytes')).toBe(0);
    expect(/# TYPE portal_render_cache_hits_total counter/.test(await metrics.registry.metrics())).toBe(true);
  });

  it('shows the pool in use, idle and waiting, read anew at each scrape', async () => {
    const metrics = new AppMetrics();
    const pool = { total: 7, inUse: 5, waiting: 3 };
    metrics.watchDatabasePool(() => pool);
    let samples = await scrape(metrics);
    expect(valueOf(samples, 'portal_db_pool_connections', { state: 'in_use' })).toBe(5);
    expect(valueOf(samples, 'portal_db_pool_connections', { state: 'idle' })).toBe(2);
    expect(valueOf(samples, 'portal_db_pool_waiting_queries')).toBe(3);
    pool.inUse = 1;
    pool.waiting = 0;
    samples = await scrape(metrics);
    expect(valueOf(samples, 'portal_db_pool_connections', { state: 'idle' })).toBe(6);
    expect(valueOf(samples, 'portal_db_pool_waiting_queries')).toBe(0);
  });

  it('refuses to watch one source twice (two owners would report the same figure)', () => {
    const metrics = new AppMetrics();
    const pool = () => ({ total: 1, inUse: 0, waiting: 0 });
    metrics.watchDatabasePool(pool);
    expect(() => metrics.watchDatabasePool(pool)).toThrow(/already been registered/);
  });

  it('adds the process metrics (event-loop delay, heap) only when asked', async () => {
    const metrics = new AppMetrics();
    expect(valueOf(await scrape(metrics), 'nodejs_heap_size_used_bytes')).toBeUndefined();
    metrics.collectProcessMetrics();
    metrics.collectProcessMetrics();
    const samples = await scrape(metrics);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('cachedRead', () => {
  it('reads once per period, shared by concurrent callers', async () => {
    let clock = 0;
    let reads = 0;
    const latest = cachedRead(async () => ++reads, { cacheMs: 1000 }, () => clock);
    expect(await Promise.all([latest(), latest(), latest()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await latest()).toBe(1);
    clock = 1000;
    expect(await latest()).toBe(2);
  });

  it('answers null for a failed or slow read, and remembers it for the period too', async () => {
    const clock = 0;
    const errors: unknown[] = [];
    let reads = 0;
    const failing = cachedRead(async () => {
      reads += 1;
      throw new Error('database gone');
    }, { cacheMs: 1000, onError: (e) => errors.push(e) }, () => clock);
    expect(await failing()).toBeNull();
    expect(await failing()).toBeNull();
    expect(reads).toBe(1);
    expect(String(errors[0])).toMatch(/database gone/);

    const slow = cachedRead(() => new Promise<number>((resolve) => setTimeout(() => resolve(1), 500)), { timeoutMs: 20, onError: (e) => errors.push(e) });
    expect(await slow()).toBeNull();
    expect(String(errors[1])).toMatch(/no answer within 20 ms/);
  });
});

describe('request labels (a bare Fastify app with the hooks)', () => {
  it('groups what no contract declares by kind, or by the group a route names', async () => {
    const app = Fastify({ logger: false });
    const metrics = new AppMetrics();
    installMetrics(app, metrics);
    app.get('/healthz', { config: { metricsGroup: 'health' } }, async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
    app.get('/file.js', async (_request, reply) => reply.type('text/javascript').send('1'));
    app.get('/op', { config: { operationId: 'getOp', contract: 'api-x' } }, async () => ({}));
    for (const url of ['/healthz', '/healthz', '/page', '/file.js', '/op', '/nowhere/123']) await app.inject(url);
    const samples = await scrape(metrics);
    const n = (contract: string, operation: string, status: string) => valueOf(samples, 'portal_http_request_duration_seconds_count', { contract, operation, status });
    expect(n('', 'health', '200')).toBe(2);
    expect(n('', 'page', '200')).toBe(1);
    expect(n('', 'static', '200')).toBe(1);
    expect(n('api-x', 'getOp', '200')).toBe(1);
    expect(n('', 'unmatched', '404')).toBe(1);
    await app.close();
  });
});
