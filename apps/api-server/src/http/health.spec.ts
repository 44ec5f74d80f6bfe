import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPgDatabase, createTestContext, servedByFixture, REPO_ROOT, testDialect } from '../../test/harness';
import { fixtureHandlers, type FixtureContracts } from '../../test/fixtures/fixture-module';
import type { operations } from '../../test/fixtures/fixture-api.generated';
import { startRawHttp } from '../../test/raw-http';
import { freePort } from '../../test/server-process';
import { loadConfig, type AppConfig } from '../config/env';
import { defineModule } from '../modules/define-module';
import { startServer, type RunningServer } from '../server';
import { requestsInFlight } from './graceful-close';
import { handlersFor } from './handler-types';
import type { Database } from '../modules';

// /healthz and /readyz through a process's life, on a real listening server (startServer) and a real database:
// starting (migrating, seeding), ready, stopping (drain, then close). The database going away is in
// db/database-outages.spec.ts; SIGTERM on a real process in server-faults.spec.ts.

const defineHandlers = handlersFor<operations, Database>();

function deferred(): { promise: Promise<void>; resolve(): void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const answer = async (url: string, headers: Record<string, string> = {}) => {
  const res = await fetch(url, { headers });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), cacheControl: res.headers.get('cache-control'), body: await res.json() };
};

const UNAVAILABLE_ZH = { code: 'ServiceUnavailable', message: '服务暂时不可用,请稍后再试。', details: null, validationErrors: null };
const UNAVAILABLE_EN = { code: 'ServiceUnavailable', message: 'The service is temporarily unavailable. Please try again in a few seconds.', details: null, validationErrors: null };

describe('health and readiness through the lifecycle', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A config on a fresh, empty database of the dialect under test and a port of its own. */
  async function configFor(env: Record<string, string> = {}): Promise<AppConfig> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-health-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let databaseUrl: string | undefined;
    if (testDialect() === 'postgres') {
      const pg = await createPgDatabase('health');
      cleanups.push(() => pg.drop());
      databaseUrl = pg.url;
    }
    const port = await freePort();
    return loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
      REPO_ROOT,
    );
  }

  const track = (server: RunningServer) => {
    cleanups.push(() => server.stop());
    return server;
  };

  it('ready: both answer 200, never cached', async () => {
    const ctx = await createTestContext({ spaApps: false });
    cleanups.push(() => ctx.close());
    const live = await ctx.get('/healthz');
    const ready = await ctx.get('/readyz');
    expect([live.statusCode, live.json(), live.headers['cache-control']]).toEqual([200, { alive: true, phase: 'ready' }, 'no-store']);
    expect([ready.statusCode, ready.json(), ready.headers['cache-control']]).toEqual([200, { ready: true, phase: 'ready' }, 'no-store']);
  });

  it('starting: listening while it migrates and seeds; alive, not ready, and every other request 503 with Retry-After in the contract shape', async () => {
    const seeding = deferred();
    const module = defineModule<Database, FixtureContracts>({ name: 'gated', handlers: { 'fixture-api': fixtureHandlers }, seeders: [{ name: 'waits', seed: () => seeding.promise }] });
    const config = await configFor();
    const starting = startServer(config, { ...servedByFixture([module]), spaApps: false });
    starting.then(track, () => undefined);
    const base = `http://127.0.0.1:${config.port}`;
    await waitFor(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status === 200, 'the server to listen');

    expect(await answer(`${base}/healthz`)).toMatchObject({ status: 200, body: { alive: true, phase: 'starting' } });
    expect(await answer(`${base}/readyz`)).toEqual({
      status: 503,
      retryAfter: null,
      cacheControl: 'no-store',
      body: { ready: false, phase: 'starting', check: 'startup', reason: 'migrations and start-up work are not finished' },
    });
    expect(await answer(`${base}/api/f/things`)).toMatchObject({ status: 503, retryAfter: '5', body: { error: UNAVAILABLE_ZH } });
    expect(await answer(`${base}/api/f/things`, { 'accept-language': 'en' })).toMatchObject({ status: 503, retryAfter: '5', body: { error: UNAVAILABLE_EN } });
    // Not even a 404: until it is ready the process says nothing about its routes.
    expect(await answer(`${base}/api/f/no-such-thing`)).toMatchObject({ status: 503, retryAfter: '5' });

    seeding.resolve();
    const server = await starting;
    expect(server.lifecycle.phase).toBe('ready');
    expect(await answer(`${base}/readyz`)).toMatchObject({ status: 200, body: { ready: true, phase: 'ready' } });
    expect((await answer(`${base}/api/f/things`)).status).toBe(200);
  });

  it('stopping: /readyz is 503 at once; in-flight and drained requests are answered; a request arriving after close began gets the contract 503; /healthz stays 200', async () => {
    const release = deferred();
    const module = defineModule<Database, FixtureContracts>({
      name: 'slow',
      handlers: {
        'fixture-api': {
          ...fixtureHandlers,
          ...defineHandlers({
            getTree: async () => {
              await release.promise;
              return { name: 'late', children: [] };
            },
          }),
        },
      },
    });
    const config = await configFor({ SHUTDOWN_DRAIN_MS: '1500' });
    const server = track(await startServer(config, { ...servedByFixture([module]), spaApps: false }));
    const base = server.url;
    expect((await answer(`${base}/readyz`)).status).toBe(200);

    // Connections opened before the stop whose requests are not complete yet (their headers lack the blank line).
    const late = startRawHttp(config.port, 'GET /api/f/things HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\n');
    const lateProbe = startRawHttp(config.port, 'GET /readyz HTTP/1.1\r\nHost: x\r\n');
    const inFlight = fetch(`${base}/api/f/tree`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await waitFor(() => requestsInFlight(server.app).length === 1, 'the slow request to arrive');

    const stopped = server.stop();
    expect(await answer(`${base}/readyz`)).toEqual({
      status: 503,
      retryAfter: null,
      cacheControl: 'no-store',
      body: { ready: false, phase: 'stopping', check: 'shutdown', reason: 'shutting down' },
    });
    expect(await answer(`${base}/healthz`)).toMatchObject({ status: 200, body: { alive: true, phase: 'stopping' } });
    // The drain: the balancer has not noticed yet, so what it still sends is served.
    expect((await answer(`${base}/api/f/things`)).status).toBe(200);

    await waitFor(() => !server.app.server.listening, 'the drain to end and closing to begin');
    late.send('\r\n');
    lateProbe.send('\r\n');
    const refused = await late.answer;
    expect({ status: refused.statusCode, retryAfter: refused.headers['retry-after'], connection: refused.headers['connection'], body: JSON.parse(refused.body) }).toEqual({
      status: 503,
      retryAfter: '5',
      connection: 'close',
      body: { error: UNAVAILABLE_EN },
    });
    expect(refused.headers['content-security-policy']).toBeDefined();
    const probe = await lateProbe.answer;
    expect([probe.statusCode, JSON.parse(probe.body)]).toEqual([503, { ready: false, phase: 'stopping', check: 'shutdown', reason: 'shutting down' }]);

    release.resolve();
    expect(await inFlight).toEqual({ status: 200, body: { name: 'late', children: [] } });
    await stopped;
  });
});
