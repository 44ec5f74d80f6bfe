import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { demoOrder } from '../demo-order';
import { testDialect } from '../harness';
import { pgCtl, removeCluster, startCluster, type PgCluster } from '../pg-cluster.cjs';
import { buildServerBundle, signInAs, spawnServer, waitUntilUp, type ServerProcess } from '../server-process';

// Issue 25: `pg_ctl restart -m fast` ended the server in 3 of 4 trials (an unhandled 'error' event of a pg Client,
// 57P01). Here a real server process runs on a PostgreSQL cluster of this test's own (never the one other test
// files share), several clients read and write through it, and the cluster is restarted under them, then stopped
// for a while and started again. The process must live, answer again within seconds of the database's return, lose
// nothing it acknowledged, and answer nothing 5xx but the contract's 503 with Retry-After.
// Rerun alone: TEST_DB=postgres npx jest -c apps/api-server/jest.config.cjs test/resilience/postgres-restart

const onPostgres = testDialect() === 'postgres' ? describe : describe.skip;

const L = '/api/f/logistics-management';
const PAUSE_MS = 20; // between a client's requests: 9 clients stay well below what 2 shared cores serve
const AFTER_FAILURE_MS = 50;
const RESTART_SETTLE_MS = 2000;
const OUTAGE_MS = 2000;

type Kind = 'create order' | 'order list' | 'order' | 'tracking';

interface Outcome {
  kind: Kind;
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no answer came (a refused or dropped connection: the process gone). */
  status: number;
  retryAfter: string | null;
  errorCode: string | null;
  networkError?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

onPostgres('a PostgreSQL restart under load', () => {
  let cluster: PgCluster;
  let bundle: string;
  let server: ServerProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    [cluster, bundle] = await Promise.all([startCluster('api-server-pg-restart-'), buildServerBundle()]);
    const admin = new Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE portal');
    await admin.end();
    databaseUrl = cluster.url.replace(/\/postgres$/, '/portal');
    server = await spawnServer(bundle, { DATABASE_URL: databaseUrl, TRUST_PROXY: 'true', LOG_LEVEL: 'warn' }, { outputLimit: 4_000_000 });
    // Start-up (migrations, and seeding 50,000 regions) is most of this file's time.
    await waitUntilUp(server, 120_000);
  }, 240_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (cluster) removeCluster(cluster);
    if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
  });

  it('the process lives, answers again within seconds of the database coming back, loses no acknowledged write, and answers no 5xx but 503 with Retry-After', async () => {
    const token = await signInAs(server.baseUrl, 'demo-member', 'Member#2026');
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' };
    const acknowledged: { id: string; waybillNumber: string; reference: string }[] = [];
    const outcomes: Outcome[] = [];
    let running = true;
    let sequence = 0;
    let ip = 0;

    const first = await fetch(`${server.baseUrl}${L}/order`, { method: 'POST', headers: auth, body: JSON.stringify(demoOrder('RESTART-0')) });
    expect(first.status).toBe(200);
    const firstOrder = (await first.json()) as { id: string; waybillNumber: string };
    acknowledged.push({ ...firstOrder, reference: 'RESTART-0' });
    const someAcknowledged = () => acknowledged[Math.floor(Math.random() * acknowledged.length)] ?? firstOrder;

    const requests: Record<Kind, () => { url: string; init: RequestInit; reference?: string }> = {
      'create order': () => {
        const reference = `RESTART-${++sequence}`;
        return { url: `${L}/order`, init: { method: 'POST', headers: auth, body: JSON.stringify(demoOrder(reference)) }, reference };
      },
      'order list': () => ({ url: `${L}/order/list`, init: { method: 'POST', headers: auth, body: JSON.stringify({ maxResultCount: 10 }) } }),
      order: () => ({ url: `${L}/order/${someAcknowledged().id}`, init: { headers: auth } }),
      // Public, limited per address: each request from an address of its own (TRUST_PROXY=true).
      tracking: () => ({
        url: `${L}/tracking/list`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++ip % 250}`, 'accept-language': 'en' },
          body: JSON.stringify({ waybillNumbers: [someAcknowledged().waybillNumber] }),
        },
      }),
    };

    const client = async (kind: Kind) => {
      while (running) {
        const { url, init, reference } = requests[kind]();
        const startedAt = Date.now();
        let outcome: Outcome;
        try {
          const res = await fetch(`${server.baseUrl}${url}`, init);
          const body = (await res.json().catch(() => null)) as { id?: string; waybillNumber?: string; error?: { code?: string } } | null;
          outcome = { kind, startedAt, endedAt: Date.now(), status: res.status, retryAfter: res.headers.get('retry-after'), errorCode: body?.error?.code ?? null };
          if (reference && res.status === 200 && body?.id && body.waybillNumber) acknowledged.push({ id: body.id, waybillNumber: body.waybillNumber, reference });
        } catch (error) {
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          outcome = { kind, startedAt, endedAt: Date.now(), status: 0, retryAfter: null, errorCode: null, networkError: cause?.code ?? cause?.message ?? String(error) };
        }
        outcomes.push(outcome);
        await sleep(outcome.status >= 200 && outcome.status < 300 ? PAUSE_MS : AFTER_FAILURE_MS);
      }
    };
    const kinds: Kind[] = ['create order', 'create order', 'create order', 'order list', 'order list', 'order', 'order', 'tracking', 'tracking'];
    const loadStartedAt = Date.now();
    const clients = kinds.map(client);

    const alive = () => server.proc.exitCode === null && server.proc.signalCode === null;
    const readinessStatus = () => fetch(`${server.baseUrl}/readyz`).then((res) => res.status, () => 0);
    /** When /readyz first answers `status`; NaN if the process died meanwhile (the assertions below say so). */
    const waitForReadiness = async (status: number) => {
      while ((await readinessStatus()) !== status) {
        if (!alive()) return NaN;
        await sleep(50);
      }
      return Date.now();
    };

    // 1. A fast restart in the middle of the load (the issue's trial).
    await sleep(1500);
    const restartAt = Date.now();
    await pgCtl(cluster, ['-m', 'fast', '-w', 'restart']);
    const restartedAt = Date.now();
    await sleep(RESTART_SETTLE_MS);

    // 2. A longer outage: stopped, then started again.
    const stopAt = Date.now();
    await pgCtl(cluster, ['-m', 'fast', '-w', 'stop']);
    const stoppedAt = Date.now();
    const unreadyAt = await waitForReadiness(503);
    await sleep(OUTAGE_MS);
    const startAt = Date.now();
    await pgCtl(cluster, ['-w', 'start']);
    const startedAt = Date.now();
    const readyAgainAt = await waitForReadiness(200);
    await sleep(1500);
    running = false;
    await Promise.all(clients);
    const loadEndedAt = Date.now();

    // What was written and acknowledged is there, whenever it was acknowledged.
    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    const stored = await check.query<{ id: string }>('select id from orders where id = any($1::text[])', [acknowledged.map((a) => a.id)]);
    await check.end();
    const lost = acknowledged.filter((a) => !stored.rows.some((r) => r.id === a.id)).map((a) => a.reference);

    const during = (from: number, to: number) => outcomes.filter((o) => o.endedAt >= from && o.startedAt < to);
    const refused = (list: Outcome[]) => list.filter((o) => o.status === 503);
    const restartWindow = during(restartAt, stopAt);
    const outageWindow = during(stopAt, loadEndedAt);
    const firstSuccessAfter = (at: number) => Math.min(...outcomes.filter((o) => o.startedAt >= at && o.status < 300).map((o) => o.endedAt));
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const badServerErrors = serverErrors.filter((o) => o.status !== 503 || o.retryAfter !== '5' || o.errorCode !== 'ServiceUnavailable');
    const networkErrors = outcomes.filter((o) => o.status === 0);
    const otherFailures = outcomes.filter((o) => o.status >= 300 && o.status < 500);
    const processDeaths = alive() ? 0 : 1;

    // Why the server answered 503, from its log (one warn line per refusal, with the driver's error code).
    const refusals = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{') && line.includes('database unavailable: answered 503'))
      .map((line) => JSON.parse(line) as { time: number; dbError: string; reason: string });
    const causes = (from: number, to: number) => {
      const counts = new Map<string, number>();
      for (const r of refusals.filter((r) => r.time >= from && r.time < to)) counts.set(`${r.dbError} ${r.reason}`, (counts.get(`${r.dbError} ${r.reason}`) ?? 0) + 1);
      return [...counts].map(([cause, n]) => `${n}× ${cause}`).join('; ') || 'none';
    };
    // The last refusal by the server's clock (the client's may lag behind on a loaded machine).
    const lastRefusalAt = (from: number, to: number) => Math.max(from, ...refusals.filter((r) => r.time >= from && r.time < to).map((r) => r.time));
    const figures = {
      'load (s)': ((loadEndedAt - loadStartedAt) / 1000).toFixed(1),
      clients: kinds.length,
      requests: outcomes.length,
      'acknowledged writes': acknowledged.length,
      'acknowledged writes lost': lost.length,
      'process deaths': processDeaths,
      'requests without an answer (network errors)': networkErrors.length,
      '5xx other than 503 + Retry-After': badServerErrors.length,
      'restart: pg_ctl restart -m fast took (ms)': restartedAt - restartAt,
      'restart: requests refused with 503': refused(restartWindow).length,
      'restart: 503 causes (server log)': causes(restartAt, stopAt),
      'restart: last 503 after the database was back (ms)': lastRefusalAt(restartedAt, stopAt) - restartedAt,
      'restart: first success after the database was back (ms)': firstSuccessAfter(restartedAt) - restartedAt,
      'slowest 503 (ms)': Math.max(...refused(outcomes).map((o) => o.endedAt - o.startedAt)),
      'outage: stopped for (ms)': startAt - stoppedAt,
      'outage: /readyz 503 after the stop completed (ms)': unreadyAt - stoppedAt,
      'outage: requests refused with 503': refused(outageWindow).length,
      'outage: /readyz 200 after the start completed (ms)': readyAgainAt - startedAt,
      'outage: first success after the start completed (ms)': firstSuccessAfter(startedAt) - startedAt,
      'outage: 503 causes (server log)': causes(stopAt, loadEndedAt),
      'outage: last 503 after the start completed (ms)': lastRefusalAt(startedAt, loadEndedAt) - startedAt,
    };
    console.log(`PostgreSQL restart under load:\n${Object.entries(figures).map(([k, v]) => `  ${k}: ${v}`).join('\n')}`);

    expect({ processDeaths, output: processDeaths ? server.output().slice(-3000) : '' }).toEqual({ processDeaths: 0, output: '' });
    expect(networkErrors.map((o) => `${o.kind}: ${o.networkError}`)).toEqual([]);
    expect(badServerErrors.map((o) => `${o.kind}: ${o.status} ${o.errorCode} retry-after=${o.retryAfter}`)).toEqual([]);
    expect(otherFailures.map((o) => `${o.kind}: ${o.status} ${o.errorCode}`)).toEqual([]);
    expect(lost).toEqual([]);
    // The restart and the outage were felt (else this proves nothing), and over within seconds of the return.
    expect(refused(restartWindow).length).toBeGreaterThan(0);
    expect(refused(outageWindow).length).toBeGreaterThan(0);
    expect(figures['restart: last 503 after the database was back (ms)']).toBeLessThan(5_000);
    expect(figures['outage: last 503 after the start completed (ms)']).toBeLessThan(5_000);
    expect(figures['outage: /readyz 503 after the stop completed (ms)']).toBeLessThan(3_000);
    expect(figures['outage: /readyz 200 after the start completed (ms)']).toBeLessThan(5_000);
    // Every kind of request worked again after each return.
    for (const at of [restartedAt, startedAt]) {
      expect(new Set(outcomes.filter((o) => o.startedAt >= at && o.status === 200).map((o) => o.kind))).toEqual(new Set(kinds));
    }
    expect(await readinessStatus()).toBe(200);
  }, 120_000);
});
