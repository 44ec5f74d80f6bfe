import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MailState } from '@forwarder/contracts/api-ops';
import { sql } from 'kysely';
import { createPgDatabase, createTestContext, servedByFixture, REPO_ROOT, testDialect, type TestContext } from '../../test/harness';
import { fixtureModule } from '../../test/fixtures/fixture-module';
import { parseSamples, valueOf, type Sample } from '../../test/prometheus-text';
import { loadConfig } from '../config/env';
import { nowIso } from '../db/ids';
import { enqueueMails } from '../modules/mail';
import { startServer, type RunningServer } from '../server';
import { startMetricsServer, type MetricsServer } from './metrics-server';

// Prometheus metrics on TEST_DB's database, scraped over real HTTP from the metrics listener (its own port).

const DURATION_COUNT = 'portal_http_request_duration_seconds_count';
const count = (samples: readonly Sample[], contract: string, operation: string, status: number) =>
  valueOf(samples, DURATION_COUNT, { contract, operation, status: String(status) }) ?? 0;

async function scrape(url: string): Promise<Sample[]> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseSamples(await res.text());
}

/** A test app of its own and its metrics listener on a free port, for the tests of one describe block. */
function appWithMetricsListener() {
  const state = {} as { ctx: TestContext; listener: MetricsServer };
  beforeAll(async () => {
    state.ctx = await createTestContext();
    state.listener = await startMetricsServer(state.ctx.app.metrics.registry, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await state.listener?.close();
    await state.ctx?.close();
  });
  return state;
}

describe('metrics of the app', () => {
  const app = appWithMetricsListener();

  it('counts each answered request under its contract operation and status, paths outside the contracts grouped', async () => {
    const before = await scrape(app.listener.url);
    for (let i = 0; i < 3; i++) expect((await app.ctx.get('/api/f/system/application-configuration')).statusCode).toBe(200);
    expect((await app.ctx.post('/api/f/passport-management/logout')).statusCode).toBe(401);
    expect((await app.ctx.get('/api/ops/me')).statusCode).toBe(401);
    // Unbounded paths a visitor chooses must not become label values.
    for (const junk of ['/api/f/no-such-thing', '/api/f/x-1234', '/api/nothing?y=1']) expect((await app.ctx.get(junk)).statusCode).toBe(404);

    const after = await scrape(app.listener.url);
    const delta = (contract: string, operation: string, status: number) => count(after, contract, operation, status) - count(before, contract, operation, status);
    expect(delta('api-f', 'getApplicationConfiguration', 200)).toBe(3);
    expect(delta('api-f', 'logout', 401)).toBe(1);
    expect(delta('api-ops', 'getStaffMe', 401)).toBe(1);
    expect(delta('', 'unmatched', 404)).toBe(3);
    expect(after.filter((s) => s.name === DURATION_COUNT && /no-such|x-1234|nothing/.test(s.labels['operation'] ?? ''))).toEqual([]);
    // A histogram: the durations are there too, in buckets.
    const labels = { contract: 'api-f', operation: 'getApplicationConfiguration', status: '200' };
    expect(valueOf(after, 'portal_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    expect(valueOf(after, 'portal_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(count(after, 'api-f', 'getApplicationConfiguration', 200));
  });

  it('counts the refusals of a rate limit under its name', async () => {
    const before = valueOf(await scrape(app.listener.url), 'portal_rate_limit_refusals_total', { limit: 'tracking' }) ?? 0;
    const track = () =>
      app.ctx.inject({ method: 'POST', url: '/api/f/logistics-management/tracking/list', payload: { waybillNumbers: ['FA000000001CN'] }, remoteAddress: '198.51.100.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) statuses.push((await track()).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);

    const after = await scrape(app.listener.url);
    expect(valueOf(after, 'portal_rate_limit_refusals_total', { limit: 'tracking' })).toBe(before + 2);
    expect(count(after, 'api-f', 'getTrackingList', 429)).toBe(2);
  });

  it('names the limits counted in the database too (captchas per address)', async () => {
    const captcha = () => app.ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: '198.51.100.8' });
    for (let i = 0; i < 30; i++) expect((await captcha()).statusCode).toBe(200);
    expect((await captcha()).statusCode).toBe(429);
    expect(valueOf(await scrape(app.listener.url), 'portal_rate_limit_refusals_total', { limit: 'captcha' })).toBe(1);
  });

  it('is not served on the public port, and the listener answers /metrics only', async () => {
    // Not even a page: no web app is built for these tests, so the site answers 503 "not built" where it would
    // otherwise show its 404 page. Either way, no metrics.
    const onPublicPort = await app.ctx.get('/metrics');
    expect([404, 503]).toContain(onPublicPort.statusCode);
    expect(onPublicPort.body).not.toContain('portal_http_request_duration_seconds');

    const origin = new URL(app.listener.url).origin;
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(405);
    const head = await fetch(app.listener.url, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('metrics of the mail outbox', () => {
  const app = appWithMetricsListener();

  it('shows the mail outbox (by state, the oldest unsent mail), read at most once per 10 s whatever the scrapes', async () => {
    const draft = (label: string) => ({
      kind: 'contact-reply' as const,
      recipient: 'someone@example.com',
      locale: 'en' as const,
      subject: label,
      text: 'text',
      related: { type: 'message' as const, id: label, label },
    });
    const twoMinutesAgo = new Date(Date.now() - 120_000).toISOString();
    const [oldest, , failed] = await enqueueMails(app.ctx.db, [draft('a'), draft('b'), draft('c')], nowIso());
    await app.ctx.db.updateTable('mail_outbox').set({ creationTime: twoMinutesAgo }).where('id', '=', oldest as string).execute();
    await app.ctx.db.updateTable('mail_outbox').set({ state: MailState.Failed, nextAttemptTime: null, creationTime: '2020-01-01T00:00:00.000Z' }).where('id', '=', failed as string).execute();

    const samples = await scrape(app.listener.url);
    expect(valueOf(samples, 'portal_mail_outbox_mails', { state: 'pending' })).toBe(2);
    expect(valueOf(samples, 'portal_mail_outbox_mails', { state: 'sending' })).toBe(0);
    expect(valueOf(samples, 'portal_mail_outbox_mails', { state: 'failed' })).toBe(1);
    // The failed mail is older, but it no longer waits: the age is the oldest pending one's.
    const age = valueOf(samples, 'portal_mail_outbox_oldest_unsent_age_seconds') as number;
    expect(age).toBeGreaterThanOrEqual(120);
    expect(age).toBeLessThan(600);

    // A burst of scrapes reads the database once: a mail written meanwhile shows only after the cache period.
    await enqueueMails(app.ctx.db, [draft('d')], nowIso());
    const burst = await Promise.all(Array.from({ length: 20 }, () => scrape(app.listener.url)));
    for (const s of burst) expect(valueOf(s, 'portal_mail_outbox_mails', { state: 'pending' })).toBe(2);
  });
});

describe('the metrics listener of a started server', () => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let dropDatabase: () => Promise<void> = async () => undefined;
  let server: RunningServer | undefined;

  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-metrics-'));
    if (testDialect() === 'postgres') ({ url: databaseUrl, drop: dropDatabase } = await createPgDatabase('metrics'));
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string>) =>
    startServer(
      loadConfig(
        { NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
        REPO_ROOT,
      ),
      { ...servedByFixture([fixtureModule]), spaApps: false },
    );

  it('serves no metrics anywhere by default', async () => {
    server = await start({});
    expect(server.metricsUrl).toBeNull();
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('portal_http_request_duration_seconds');
  });

  it('serves them on METRICS_PORT (loopback): requests, process, event loop, heap, and the PostgreSQL pool', async () => {
    server = await start({ METRICS_PORT: '0' });
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl as string).port).not.toBe(new URL(server.url).port);
    expect((await fetch(`${server.url}/api/f/things`)).status).toBe(200);

    const samples = await scrape(server.metricsUrl as string);
    expect(count(samples, 'fixture-api', 'listThings', 200)).toBe(1);
    expect(valueOf(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    if (testDialect() === 'postgres') {
      expect(valueOf(samples, 'portal_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      // Every connection of the pool (10) held by a transaction, and one more query: 10 in use, 1 waiting. The
      // scrape itself needs no connection: the outbox was read by the scrape above, and is reused for 10 s.
      const { db } = server.database;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let begun = 0;
      const holders = Array.from({ length: 10 }, () =>
        db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          begun += 1;
          await released;
        }),
      );
      while (begun < 10) await new Promise((r) => setTimeout(r, 10));
      const queued = sql`select 1`.execute(db);
      const busy = await scrape(server.metricsUrl as string);
      expect(valueOf(busy, 'portal_db_pool_connections', { state: 'in_use' })).toBe(10);
      expect(valueOf(busy, 'portal_db_pool_connections', { state: 'idle' })).toBe(0);
      expect(valueOf(busy, 'portal_db_pool_waiting_queries')).toBe(1);
      release();
      await Promise.all([...holders, queued]);
    } else {
      // SQLite: its one writing connection (reads go to a reader that never waits), free while nothing writes.
      expect(valueOf(samples, 'portal_db_pool_connections', { state: 'in_use' })).toBe(0);
      expect(valueOf(samples, 'portal_db_pool_connections', { state: 'idle' })).toBe(1);
      expect(valueOf(samples, 'portal_db_pool_waiting_queries')).toBe(0);
    }

    const url = server.metricsUrl as string;
    await server.stop();
    server = undefined;
    await expect(fetch(url)).rejects.toThrow();
  });
});
