import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { UserType } from '@forwarder/contracts/api-f';
import { normalizeUserName, type AuthUser } from '../src/auth/auth-user';
import { hashPassword } from '../src/auth/passwords';
import { issueToken } from '../src/auth/tokens';
import { loadConfig, type AppConfig } from '../src/config/env';
import { createDatabase, type DialectName } from '../src/db/database';
import { newId, nowIso } from '../src/db/ids';
import { migrateToLatest } from '../src/db/migrate';
import { buildApp, type BuildAppOptions } from '../src/http/app';
import type { ServerContract } from '../src/http/contract';
import { contracts as registeredContracts, modules as registeredModules, siteSources, type Database, type Db } from '../src/modules';
import type { ApiModule } from '../src/modules/define-module';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const FIXTURE_SPEC = path.join(__dirname, 'fixtures/fixture-api.yaml');

/** The fixture contract (test/fixtures/fixture-api.yaml); its modules key their handlers by `fixture-api`. */
export const fixtureContract: ServerContract = { name: 'fixture-api', specFile: FIXTURE_SPEC };

/** Options serving the fixture contract alone, with `modules` (for buildApp, startServer and createTestContext). */
export const servedByFixture = (modules: readonly ApiModule<Database>[]) => ({ contracts: [fixtureContract], modules });

export const testDialect = (): DialectName => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

export interface TestDatabase {
  db: Db;
  dialect: DialectName;
  /** postgres:// URL of the per-file database (PostgreSQL only). */
  url: string | undefined;
  sqliteFile: string;
  dataDir: string;
  close(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env.TEST_PG_ADMIN_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'No PostgreSQL for tests: run through apps/api-server/jest.config.cjs (its globalSetup starts one) or set TEST_DATABASE_URL.',
    );
  }
  return url;
}

/**
 * A new, empty (not migrated) database in the tests' PostgreSQL cluster, named `<prefix>_<random>`: its URL, and
 * drop() to remove it (connections still open included).
 */
export async function createPgDatabase(prefix = 't'): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = adminUrl();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A fresh, migrated database of the chosen dialect: a temp SQLite file, or a new PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName = testDialect()): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-test-'));
  const sqliteFile = path.join(dataDir, 'portal.sqlite');
  let url: string | undefined;
  let dropDatabase: () => Promise<void> = () => Promise.resolve();
  if (dialect === 'postgres') {
    const pg = await createPgDatabase();
    url = pg.url;
    dropDatabase = pg.drop;
  }
  const handle = createDatabase<Database>({ databaseUrl: url, sqliteFile, poolSize: 5 });
  await migrateToLatest(handle.db);
  return {
    db: handle.db,
    dialect,
    url,
    sqliteFile,
    dataDir,
    close: async () => {
      await handle.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestUser extends AuthUser {
  password: string;
}

export interface RequestOptions {
  token?: string | TestUser;
  query?: Record<string, string | number | boolean | string[]>;
  body?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  locale?: 'zh-Hans' | 'en' | string;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  dialect: DialectName;
  config: AppConfig;
  database: TestDatabase;
  createUser(
    input?: Partial<{ userName: string; password: string; userType: number; merchantId: string | null; staffRole: string | null; isActive: boolean }>,
  ): Promise<TestUser>;
  /** A valid bearer token for the user (as login would issue). */
  tokenFor(user: Pick<AuthUser, 'id'>): Promise<string>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestContextOptions extends Partial<Omit<BuildAppOptions<Database>, 'config' | 'db' | 'site'>> {
  dialect?: DialectName;
  /**
   * Only these modules, serving the registered contracts they contribute handlers to (or, with `specPath`, that
   * one spec). Default: every module and contract of src/modules/index.ts; with `contracts`, exactly those
   * contracts served by exactly these modules.
   */
  modules?: readonly ApiModule<Database>[];
  /** A spec file (a fixture) served by `modules`, which key their handlers by the file's base name. */
  specPath?: string;
  /** Extra or overriding environment variables (validated like in production). */
  env?: Record<string, string>;
}

const passwordHashes = new Map<string, Promise<string>>();
// scrypt is deliberately slow: hash each distinct test password once per file.
const cachedHash = (password: string) => {
  let hash = passwordHashes.get(password);
  if (!hash) passwordHashes.set(password, (hash = hashPassword(password)));
  return hash;
};

let userCounter = 0;

/** The contracts a test context serves and the modules serving them: see TestContextOptions. */
function servedBy(options: Pick<TestContextOptions, 'contracts' | 'modules' | 'specPath'>): {
  contracts: readonly ServerContract[];
  modules: readonly ApiModule<Database>[];
} {
  const { contracts, modules, specPath } = options;
  if (contracts) {
    if (!modules || specPath) throw new Error('createTestContext: give `contracts` with `modules`, without `specPath`');
    return { contracts, modules };
  }
  if (specPath) return { contracts: [{ name: path.basename(specPath, path.extname(specPath)), specFile: specPath }], modules: modules ?? [] };
  if (!modules) return { contracts: registeredContracts, modules: registeredModules };
  const served = registeredContracts.filter((contract) => modules.some((m) => m.handlers[contract.name]));
  const strays = modules.filter((m) => !served.some((contract) => m.handlers[contract.name]));
  if (strays.length) {
    throw new Error(`createTestContext: ${strays.map((m) => m.name).join(', ')} serve no registered contract; pass specPath or contracts`);
  }
  return { contracts: served, modules };
}

/**
 * A migrated fresh database + the app on it (CAPTCHA_TEST_CODE=TEST), with helpers. Missing handlers answer 501
 * unless `allowMissingHandlers: false`, so one module's tests run before the others exist.
 */
export async function createTestContext(options: TestContextOptions = {}): Promise<TestContext> {
  const { dialect, specPath, modules, contracts, env, ...buildOptions } = options;
  const database = await createTestDatabase(dialect ?? testDialect());
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      CAPTCHA_TEST_CODE: 'TEST',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: database.dataDir,
      STATIC_ROOT: path.join(database.dataDir, 'static'),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...env,
    },
    REPO_ROOT,
  );
  let app: FastifyInstance;
  try {
    app = await buildApp({
      allowMissingHandlers: true,
      ...buildOptions,
      config,
      db: database.db,
      site: siteSources(database.db),
      ...servedBy({ contracts, modules, specPath }),
    });
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }

  const request = (method: InjectOptions['method']) => (url: string, o: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers['authorization'] = `Bearer ${typeof o.token === 'string' ? o.token : tokenCache.get(o.token.id)}`;
    if (o.locale) headers['accept-language'] = o.locale;
    const inject: InjectOptions = { method, url, headers };
    if (o.query) inject.query = Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, Array.isArray(v) ? v : String(v)]));
    if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      inject.payload = new URLSearchParams(Object.entries(o.form).map(([k, v]): [string, string] => [k, String(v)])).toString();
    } else if (o.body !== undefined) {
      inject.payload = o.body as InjectOptions['payload'];
    }
    return app.inject(inject);
  };

  const tokenCache = new Map<string, string>();
  const tokenFor = async (user: Pick<AuthUser, 'id'>) => {
    const { accessToken } = await issueToken(database.db, user.id, config.tokenTtlSeconds);
    tokenCache.set(user.id, accessToken);
    return accessToken;
  };

  return {
    app,
    db: database.db,
    dialect: database.dialect,
    config,
    database,
    createUser: async (input = {}) => {
      const userName = input.userName ?? `user${++userCounter}_${randomBytes(3).toString('hex')}`;
      const password = input.password ?? 'Passw0rd!';
      const user = {
        id: newId(),
        userName,
        normalizedUserName: normalizeUserName(userName),
        passwordHash: await cachedHash(password),
        userType: input.userType ?? UserType.Member,
        merchantId: input.merchantId ?? null,
        staffRole: input.staffRole ?? null,
        name: userName,
        email: `${userName}@example.com`,
        phoneNumber: null,
        companyName: null,
        defaultSenderAddressId: null,
        isActive: input.isActive === false ? 0 : 1,
        creationTime: nowIso(),
        lastModificationTime: null,
      };
      await database.db.insertInto('users').values(user).execute();
      const created: TestUser = { id: user.id, userName, userType: user.userType, merchantId: user.merchantId, staffRole: user.staffRole, password };
      await tokenFor(created);
      return created;
    },
    tokenFor,
    inject: (o) => app.inject(o),
    get: request('GET'),
    post: request('POST'),
    put: request('PUT'),
    delete: request('DELETE'),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
