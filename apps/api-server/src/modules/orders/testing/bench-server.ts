import { createTestDatabase, REPO_ROOT, type TestDatabase } from '../../../../test/harness';
import { normalizeUserName } from '../../../auth/auth-user';
import { issueToken } from '../../../auth/tokens';
import { loadConfig } from '../../../config/env';
import { newId, nowIso } from '../../../db/ids';
import { startServer, type RunningServer } from '../../../server';

// What the staff benchmarks (operations, events in bulk) stand on: a real listening server on the database of
// TEST_DB, started as deployed (NODE_ENV=production: no response validation), an operator's token and a customer
// to own the orders, called over loopback HTTP.

export interface OpsBench {
  database: TestDatabase;
  server: RunningServer;
  /** The customer who owns the benchmark's orders. */
  customerId: string;
  /** The operator's authorization header, for requests `call` does not make (multipart uploads). */
  operatorHeaders: Record<string, string>;
  /** A request to the server as the operator (or with the headers given instead), JSON body when one is given. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function startOpsBench(): Promise<OpsBench> {
  const database = await createTestDatabase();
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'http://127.0.0.1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: database.dataDir,
      STATIC_ROOT: `${database.dataDir}/static`,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    REPO_ROOT,
  );
  const server = await startServer(config, { spaApps: false });
  const operator = { id: newId(), userName: 'bench-operator', userType: 40, staffRole: 'operator' };
  const customer = { id: newId(), userName: 'bench-customer', userType: 20, staffRole: null };
  await database.db
    .insertInto('users')
    .values([operator, customer].map((u) => ({ ...u, normalizedUserName: normalizeUserName(u.userName), passwordHash: 'x', merchantId: null, isActive: 1, creationTime: nowIso() })))
    .execute();
  const token = (await issueToken(database.db, operator.id, 3600)).accessToken;
  const operatorHeaders = { authorization: `Bearer ${token}` };
  return {
    database,
    server,
    customerId: customer.id,
    operatorHeaders,
    call: (method, path, body, headers = operatorHeaders) =>
      fetch(`${server.url}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    close: async () => {
      await server.stop();
      await database.close();
    },
  };
}

/** The p-th percentile of sorted timings (nearest rank). */
export const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
