import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/harness';
import { demoOrder as order } from '../test/demo-order';
import { buildServerBundle, signInAs, spawnServer, waitUntilUp, type ServerProcess } from '../test/server-process';

// What only a real server process shows (issue 16, "faults"): its exit code and stderr when DATA_DIR is unusable,
// the temp files a kill -9 leaves, and how SIGTERM ends it with work in flight and clients still connected.

const describeSqlite = testDialect() === 'sqlite' ? describe : describe.skip;

const ORDERS = '/api/f/logistics-management/order';
const MERCHANT_DATAS = '/api/f/merchant-management/merchant-datas';

let bundle: string;
const started: ServerProcess[] = [];
const tempDirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(bundle, env);
  started.push(server);
  return server;
}

beforeAll(async () => {
  bundle = await buildServerBundle();
}, 120_000);

afterEach(async () => {
  for (const server of started.splice(0)) await server.stop('SIGKILL');
});

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
});

describeSqlite('start-up with an unusable DATA_DIR', () => {
  it('stops with one line naming the folder and the cause, no stack, exit code 1', async () => {
    const parent = tempDir('api-server-datadir-');
    const file = path.join(parent, 'not-a-folder');
    fs.writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const server = await start({ DATA_DIR: dataDir });
    const { code } = await server.exited;
    expect(code).toBe(1);
    expect(server.stderr().trim()).toBe(`DATA_DIR ${dataDir} does not exist and cannot be created (ENOTDIR): a part of the path is a file, not a folder`);
    expect(server.output()).not.toMatch(/SqliteError|\n\s+at /);
  }, 60_000);

  // As root, permissions do not stop writes (the checker's EACCES line is covered in config/data-dir.spec.ts).
  const asUser = process.getuid?.() === 0 ? it.skip : it;
  asUser('names a read-only folder as not writable', async () => {
    const dataDir = tempDir('api-server-readonly-');
    fs.chmodSync(dataDir, 0o500);
    try {
      const server = await start({ DATA_DIR: dataDir });
      expect((await server.exited).code).toBe(1);
      expect(server.stderr().trim()).toBe(`DATA_DIR ${dataDir} is not writable (EACCES): permission denied`);
    } finally {
      fs.chmodSync(dataDir, 0o700);
    }
  }, 60_000);
});

/** Starts a multipart upload whose file never finishes arriving: the server is left streaming it to a temp file. */
function startEndlessUpload(baseUrl: string, token: string, name: string): http.ClientRequest {
  const boundary = `----faults${name}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${name}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n` +
      `%PDF-1.4\n`,
  );
  const request = http.request(`${baseUrl}${MERCHANT_DATAS}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + 1_000_000) },
  });
  request.on('error', () => undefined); // the server is killed under it
  request.write(Buffer.concat([head, Buffer.alloc(64 * 1024, 0x20)]));
  return request;
}

const partFiles = (dataDir: string) => {
  const tmp = path.join(dataDir, 'uploads', 'tmp');
  return fs.existsSync(tmp) ? fs.readdirSync(tmp) : [];
};

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describeSqlite('kill -9 during uploads', () => {
  it('leaves temp files that the next start removes before it listens, whatever their age', async () => {
    const dataDir = tempDir('api-server-kill9-');
    const first = await start({ DATA_DIR: dataDir });
    await waitUntilUp(first);
    const token = await signInAs(first.baseUrl, 'demo-merchant', 'Merchant#2026');
    const uploads = Array.from({ length: 5 }, (_, i) => startEndlessUpload(first.baseUrl, token, `cut-${i}`));
    await waitFor(() => partFiles(dataDir).length === uploads.length, `${uploads.length} temp files`);
    first.proc.kill('SIGKILL');
    await first.exited;
    for (const upload of uploads) upload.destroy();
    expect(partFiles(dataDir)).toHaveLength(5);

    const second = await start({ DATA_DIR: dataDir });
    await waitUntilUp(second);
    expect(partFiles(dataDir)).toEqual([]);
    expect(second.output()).toContain('removed 5 temp file(s) of interrupted uploads');
  }, 180_000);
});

/** A connection that is opened and, when `sent` is given, sends it; records when the server closes it. */
function openConnection(port: number, sent?: string): { closed: Promise<number> } {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.resume();
  if (sent) socket.write(sent);
  return { closed: new Promise((resolve) => socket.once('close', () => resolve(Date.now()))) };
}

describe('SIGTERM', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  const serverEnv = async (extra: Record<string, string> = {}) => {
    database = await createTestDatabase();
    return { DATA_DIR: database.dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}), ...extra };
  };

  it('answers the 1,000-order batch in flight, closes idle and silent connections, and exits 0', async () => {
    // A grace no loaded CI machine runs out of: this is about what holds the process once the work is done.
    const server = await start(await serverEnv({ SHUTDOWN_GRACE_MS: '200000' }));
    await waitUntilUp(server);
    const token = await signInAs(server.baseUrl, 'demo-member', 'Member#2026');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const warmUp = await fetch(`${server.baseUrl}${ORDERS}/batch`, { method: 'POST', headers, body: JSON.stringify({ orders: [order('WARM-UP')] }) });
    expect(warmUp.status).toBe(200);

    // Clients that hold a connection without work in it: a socket that never sent a byte (a browser's preconnect,
    // a proxy's pool), one stopped half-way through its headers, and a keep-alive socket after its answer.
    const silent = openConnection(server.port);
    const halfHeaders = openConnection(server.port, `GET /api/f/system/application-configuration HTTP/1.1\r\nHost: x\r\n`);
    const idle = openConnection(server.port, `GET /api/f/system/application-configuration HTTP/1.1\r\nHost: x\r\n\r\n`);

    const body = JSON.stringify({ orders: Array.from({ length: 1000 }, (_, i) => order(`TERM-${i}`)) });
    const batch = fetch(`${server.baseUrl}${ORDERS}/batch`, { method: 'POST', headers, body }).then(async (res) => ({
      status: res.status,
      created: ((await res.json()) as { items?: unknown[] }).items?.length,
    }));
    // The server logs each request as it arrives: the warm-up's, then the batch's.
    await waitFor(() => server.output().split(`"url":"${ORDERS}/batch"`).length - 1 >= 2, 'the batch to arrive');
    server.proc.kill('SIGTERM');

    expect(await batch.catch((error: Error) => `${error.message}\n${server.output().slice(-3000)}`)).toEqual({ status: 200, created: 1000 });
    const answeredAt = Date.now();
    const exit = await server.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    // Nothing held it once the batch was answered (before the fix: the silent sockets, until the grace ran out).
    expect(exit.at - answeredAt).toBeLessThan(5_000);
    for (const connection of [silent, halfHeaders, idle]) expect(await connection.closed).toBeLessThanOrEqual(exit.at);
    expect(server.output()).toContain('shutdown complete');
  }, 300_000);

  it('turns /readyz to 503 at once on SIGTERM, and still completes the request in flight after the drain, once it stops listening', async () => {
    const server = await start(await serverEnv({ SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_GRACE_MS: '200000' }));
    await waitUntilUp(server);
    expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    const token = await signInAs(server.baseUrl, 'demo-member', 'Member#2026');

    // A batch whose body is still arriving when the signal comes: in flight until the client sends the rest.
    const body = JSON.stringify({ orders: [order('DRAIN-1')] });
    const batch = http.request(`${server.baseUrl}${ORDERS}/batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const answered = new Promise<{ status: number; created: number }>((resolve, reject) => {
      batch.on('error', reject);
      batch.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, created: (JSON.parse(text) as { items?: unknown[] }).items?.length ?? -1 }));
      });
    });
    batch.write(body.slice(0, 20));
    await waitFor(() => server.output().includes(`"url":"${ORDERS}/batch"`), 'the batch to arrive');

    const signalledAt = Date.now();
    server.proc.kill('SIGTERM');
    let readiness: { status: number; body: unknown };
    do {
      const res = await fetch(`${server.baseUrl}/readyz`);
      readiness = { status: res.status, body: await res.json() };
    } while (readiness.status === 200 && Date.now() - signalledAt < 5_000);
    const notReadyAfterMs = Date.now() - signalledAt;
    expect(readiness).toEqual({ status: 503, body: { ready: false, phase: 'stopping', check: 'shutdown', reason: 'shutting down' } });
    expect(notReadyAfterMs).toBeLessThan(1_000);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

    // Once the drain is over the port is closed; the request in flight is still answered.
    let listening = true;
    while (listening) {
      listening = await fetch(`${server.baseUrl}/healthz`).then(
        () => true,
        () => false,
      );
      if (listening) await new Promise((r) => setTimeout(r, 50));
    }
    batch.end(body.slice(20));
    expect(await answered).toEqual({ status: 200, created: 1 });
    const exit = await server.exited;
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
  }, 240_000);

  it('exits 1 when the grace runs out with a request still running, and logs which', async () => {
    const server = await start(await serverEnv({ SHUTDOWN_GRACE_MS: '1500' }));
    await waitUntilUp(server);
    // A login whose body never finishes: in flight for as long as the client wants.
    const stuck = http.request(`${server.baseUrl}/api/f/passport-management/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '1000' },
    });
    stuck.on('error', () => undefined);
    stuck.write('grant_type=password&');
    await new Promise((r) => setTimeout(r, 300));
    const signalledAt = Date.now();
    server.proc.kill('SIGTERM');
    const exit = await server.exited;
    stuck.destroy();
    expect(exit.code).toBe(1);
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(1_400);
    expect(server.output()).toMatch(/graceful shutdown timed out after 1500 ms/);
    expect(server.output()).toMatch(/request POST \/api\/f\/passport-management\/login \(running for \d+ ms\)/);
  }, 240_000);
});
