import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { UserType } from '@forwarder/contracts/api-f';
import { normalizeUserName } from '../../src/auth/auth-user';
import { hashPassword } from '../../src/auth/passwords';
import { issueToken } from '../../src/auth/tokens';
import { sql } from 'kysely';
import { createDatabase, type DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/modules';
import { migrations } from '../../src/db/migrations';
import { newId, nowIso } from '../../src/db/ids';
import { multipartBody } from '../../src/modules/merchant-data/testing/multipart-body';
import { TRACKING_RATE_LIMIT } from '../../src/rate-limits';
import { createPgDatabase, testDialect } from '../harness';
import { buildServerBundle, spawnServer, waitUntilUp, type ServerProcess } from '../server-process';

// Issue 16: three server processes on one PostgreSQL database behave as one product. Real processes over real HTTP,
// each with its own DATA_DIR and port; every limit is approached round-robin, so a limit counted per process would
// let the request that must be refused through.

const onPostgres = testDialect() === 'postgres' ? describe : describe.skip;

const F = '/api/f';
const PASSWORD = 'Scale0ut!';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** One process with its own DATA_DIR (removed by stop()); resolves once it answers, else kills it and rejects. */
async function startServerProcess(bundle: string, env: Record<string, string>): Promise<ServerProcess> {
  // Bounded log: only the end matters when something fails.
  const server = await spawnServer(bundle, { SEED_DEMO: 'false', TRUST_PROXY: 'true', ...env }, { outputLimit: 20_000 });
  try {
    await waitUntilUp(server, 90_000);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

onPostgres('three server processes on one PostgreSQL', () => {
  let servers: ServerProcess[] = [];
  let database: { url: string; drop(): Promise<void> };
  let handle: DatabaseHandle<Database>;
  let bundle: string;
  let ipCounter = 0;
  /** A client address of its own (TRUST_PROXY=true: the processes read it from X-Forwarded-For). */
  const freshIp = () => `198.51.${100 + Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  /** The i-th process, round-robin. */
  const nth = (i: number): ServerProcess => servers[i % servers.length] as ServerProcess;

  const call = async (
    server: ServerProcess,
    method: string,
    url: string,
    options: { ip?: string; token?: string; json?: unknown; form?: Record<string, string>; body?: Buffer; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { 'accept-language': 'en', 'x-forwarded-for': options.ip ?? freshIp(), ...options.headers };
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    let body: string | Buffer | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const res = await fetch(`${server.baseUrl}${url}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const json = <T>(res: { bytes: Buffer }): T => JSON.parse(res.bytes.toString('utf8')) as T;

  async function createUser(userType: number, staffRole: string | null = null): Promise<{ id: string; userName: string; token: string }> {
    const userName = `scale_${newId().slice(0, 8)}`;
    const id = newId();
    await handle.db
      .insertInto('users')
      .values({
        id,
        userName,
        normalizedUserName: normalizeUserName(userName),
        passwordHash: await hashPassword(PASSWORD),
        userType,
        merchantId: null,
        staffRole,
        name: userName,
        email: `${userName}@example.com`,
        phoneNumber: null,
        companyName: null,
        defaultSenderAddressId: null,
        isActive: 1,
        creationTime: nowIso(),
        lastModificationTime: null,
      })
      .execute();
    const { accessToken } = await issueToken(handle.db, id, 3600);
    return { id, userName, token: accessToken };
  }

  /** Signs in through `server` with a captcha fetched from `captchaFrom` (captchas are shared too). */
  async function login(server: ServerProcess, captchaFrom: ServerProcess, userName: string, password: string, ip: string) {
    const captcha = await call(captchaFrom, 'GET', `${F}/passport-management/captcha`, { ip });
    expect(captcha.status).toBe(200);
    const { captchaId } = json<{ captchaId: string }>(captcha);
    return call(server, 'POST', `${F}/passport-management/login`, {
      ip,
      form: { grant_type: 'password', client_id: 'portal-web', client_secret: 'portal-web-secret', username: userName, password, captchaId, captchaCode: 'TEST' },
    });
  }

  beforeAll(async () => {
    [bundle, database] = await Promise.all([buildServerBundle(), createPgDatabase('scale')]);
    // All three at once on an empty database: their migrations and start-up seeders must not trip over each other.
    const started = await Promise.allSettled([0, 1, 2].map(() => startServerProcess(bundle, { DATABASE_URL: database.url })));
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failed = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    if (failed.length) throw new Error(failed.join('\n\n'));
    handle = createDatabase<Database>({ databaseUrl: database.url, sqliteFile: '', poolSize: 2 });
  }, 150_000);

  afterAll(async () => {
    const codes = await Promise.all(servers.map((s) => s.stop()));
    await handle?.close();
    await database?.drop();
    if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
    expect(codes).toEqual(servers.map(() => 0));
  }, 60_000);

  it('start together on an empty database: all three listen (before the seeders ran one process at a time, two of three exited on a duplicate region), every migration applied once', async () => {
    expect(new Set(servers.map((s) => s.baseUrl)).size).toBe(3);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it('a file uploaded through one process downloads, byte for byte, through the other two; deleted on one, gone on all', async () => {
    const merchant = await createUser(UserType.Merchant);
    const small = Buffer.from('%PDF-1.4\n% scale-out\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    // More than two 256 KiB chunks, so the download streams several rows.
    const large = Buffer.from('scale-out line of text\n'.repeat(30_000));
    const { payload, headers } = multipartBody({ title: 'across processes' }, [
      { name: 'invoice.pdf', data: small },
      { name: 'notes.txt', data: large },
    ]);
    const created = await call(nth(0), 'POST', `${F}/merchant-management/merchant-datas`, { token: merchant.token, body: payload, headers });
    expect(created.status).toBe(200);
    const record = json<{ id: string; files: { id: string; fileName: string }[] }>(created);
    for (const server of servers) {
      for (const [file, original] of [
        [record.files[0], small],
        [record.files[1], large],
      ] as const) {
        const download = await call(server, 'GET', `${F}/merchant-management/merchant-datas/${record.id}/files/${file?.id}`, { token: merchant.token });
        expect({ server: server.baseUrl, status: download.status, sha: sha256(download.bytes) }).toEqual({ server: server.baseUrl, status: 200, sha: sha256(original) });
      }
    }
    // Nothing of it stays on the receiving process's disk (its temp file included).
    const onDisk = fs.readdirSync(nth(0).dataDir, { recursive: true }) as string[];
    expect(onDisk.filter((p) => p.startsWith('uploads') && fs.statSync(path.join(nth(0).dataDir, p)).isFile())).toEqual([]);

    expect((await call(nth(2), 'DELETE', `${F}/merchant-management/merchant-datas/${record.id}`, { token: merchant.token })).status).toBe(204);
    for (const server of servers) {
      const gone = await call(server, 'GET', `${F}/merchant-management/merchant-datas/${record.id}/files/${record.files[0]?.id}`, { token: merchant.token });
      expect(gone.status).toBe(404);
    }
  });

  it(`the tracking limit (${TRACKING_RATE_LIMIT.limit} a minute per address) holds across the three`, async () => {
    const ip = freshIp();
    const track = (i: number, from = ip) =>
      call(nth(i), 'POST', `${F}/logistics-management/tracking/list`, { ip: from, json: { waybillNumbers: ['FA000000014CN'] } });
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_RATE_LIMIT.limit; i++) statuses.push((await track(i)).status);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const limited = await track(TRACKING_RATE_LIMIT.limit + i);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await track(0, freshIp())).status).toBe(200);
  });

  it('the quote limit (120 a minute per address) holds across the three', async () => {
    const ip = freshIp();
    const quote = (i: number) =>
      call(nth(i), 'POST', `${F}/logistics-management/quote`, {
        ip,
        json: { destinationCountryCode: 'US', transportMode: 10, parcels: [{ quantity: 1, weightKg: 2, lengthCm: 30, widthCm: 20, heightCm: 10 }] },
      });
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) statuses.add((await quote(i)).status);
    expect([...statuses]).toEqual([200]);
    expect((await quote(120)).status).toBe(429);
  });

  it('the sign-in failure limit (5 per account) holds across the three; then even the right password waits', async () => {
    const member = await createUser(UserType.Member);
    for (let i = 0; i < 5; i++) {
      const wrong = await login(nth(i), nth(i + 1), member.userName, 'wrong-password', freshIp());
      expect(wrong.status).toBe(400);
    }
    const blocked = await login(nth(5), nth(6), member.userName, PASSWORD, freshIp());
    expect(blocked.status).toBe(429);
  });

  it('the captcha limit (30 a minute per address) holds across the three', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call(nth(i), 'GET', `${F}/passport-management/captcha`, { ip })).status);
    expect(statuses.slice(0, 30).filter((s) => s !== 200)).toEqual([]);
    expect(statuses[30]).toBe(429);
  });

  it('the contact-form limit (5 an hour per address) holds across the three', async () => {
    const ip = freshIp();
    const send = (i: number) =>
      call(nth(i), 'POST', `${F}/user-management/user-message`, { ip, json: { name: 'Visitor', email: 'visitor@example.com', content: 'A question about rates.' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('a token signed in on one, revoked (logout) on another, is refused by all three', async () => {
    const member = await createUser(UserType.Member);
    const signedIn = await login(nth(0), nth(1), member.userName, PASSWORD, freshIp());
    expect(signedIn.status).toBe(200);
    const { accessToken } = json<{ accessToken: string }>(signedIn);
    for (const server of servers) expect((await call(server, 'GET', `${F}/user-management/profile/my`, { token: accessToken })).status).toBe(200);
    expect((await call(nth(1), 'POST', `${F}/passport-management/logout`, { token: accessToken })).status).toBe(204);
    for (const server of servers) expect((await call(server, 'GET', `${F}/user-management/profile/my`, { token: accessToken })).status).toBe(401);
  });

  it('a batch created on one is listed on the others', async () => {
    const operator = await createUser(UserType.Staff, 'operator');
    const reference = `SCALE-${newId().slice(0, 8)}`;
    const created = await call(nth(0), 'POST', '/api/ops/batches', {
      token: operator.token,
      json: { type: 'BAG', reference, origin: 'SZX', destination: 'HKG' },
    });
    expect(created.status).toBe(201);
    for (const server of servers.slice(1)) {
      const list = await call(server, 'POST', '/api/ops/batches/list', { token: operator.token, json: { keyword: reference } });
      expect(list.status).toBe(200);
      expect(json<{ totalCount: number; items: { reference: string }[] }>(list)).toMatchObject({ totalCount: 1, items: [{ reference }] });
    }
  });
});
