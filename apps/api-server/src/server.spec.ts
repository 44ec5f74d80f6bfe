import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from './cli';
import { loadConfig } from './config/env';
import { requestsInFlight } from './http/graceful-close';
import { handlersFor } from './http/handler-types';
import { defineModule } from './modules/define-module';
import { startServer } from './server';
import { servedByFixture, REPO_ROOT, testDialect } from '../test/harness';
import { fixtureHandlers, type FixtureContracts } from '../test/fixtures/fixture-module';
import type { operations } from '../test/fixtures/fixture-api.generated';
import type { Database } from './modules';

// SQLite only: these tests are about process lifecycle, not SQL.
const describeSqlite = testDialect() === 'sqlite' ? describe : describe.skip;

describeSqlite('server lifecycle', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-life-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const config = () =>
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }, REPO_ROOT);

  it('runs seeders in order in transactions, then finishes in-flight requests on stop', async () => {
    const calls: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const defineHandlers = handlersFor<operations, Database>();
    const module = defineModule<Database, FixtureContracts>({
      name: 'slow',
      handlers: {
        'fixture-api': {
          ...fixtureHandlers,
          ...defineHandlers({
            getTree: async () => {
              await gate;
              return { name: 'late', children: [] };
            },
          }),
        },
      },
      seeders: [
        { name: 'one', seed: async (_db, ctx) => void calls.push(`one:${ctx.demo}`) },
        { name: 'two', seed: async (db) => void calls.push(`two:${db.isTransaction}`) },
      ],
    });
    const server = await startServer(config(), servedByFixture([module]));
    expect(calls).toEqual(['one:true', 'two:true']);

    const inFlight = fetch(`${server.url}/api/f/tree`).then(async (r) => ({ status: r.status, body: await r.json() }));
    // Until the server has it (a fixed 50 ms was not always enough on a loaded machine: the request then arrived
    // after closing began and was refused with 503).
    while (requestsInFlight(server.app).length === 0) await new Promise((r) => setTimeout(r, 10));
    const stopped = server.stop();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.app.server.listening).toBe(false); // no new connections
    release();
    await stopped;
    expect(await inFlight).toEqual({ status: 200, body: { name: 'late', children: [] } });
  });

  it('removes the temp files of interrupted uploads, whatever their age, before it listens', async () => {
    const tmp = path.join(dataDir, 'uploads', 'tmp');
    fs.mkdirSync(tmp, { recursive: true });
    for (const name of ['a.part', 'b.part']) fs.writeFileSync(path.join(tmp, name), 'cut off');
    const server = await startServer(config(), servedByFixture([defineModule<Database, FixtureContracts>({ name: 'f', handlers: { 'fixture-api': fixtureHandlers } })]));
    try {
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('refuses an unusable DATA_DIR before it opens the database, naming the folder and the cause', async () => {
    const file = path.join(dataDir, 'file');
    fs.writeFileSync(file, '');
    const unusable = { ...config(), dataDir: path.join(file, 'data'), sqliteFile: path.join(file, 'data', 'portal.sqlite') };
    await expect(startServer(unusable, servedByFixture([]))).rejects.toThrow(
      `DATA_DIR ${path.join(file, 'data')} does not exist and cannot be created (ENOTDIR)`,
    );
  });

  it('refuses to start when the contract is not fully implemented', async () => {
    await expect(startServer(config(), servedByFixture([]))).rejects.toThrow(/operations without a handler/);
  });
});

describeSqlite('cli', () => {
  it('prints help and migrates', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-cli-'));
    const previous = process.env['DATA_DIR'];
    process.env['DATA_DIR'] = dataDir;
    try {
      const lines: string[] = [];
      expect(await runCli(['help'], (l) => lines.push(l))).toBe(0);
      expect(lines.join('\n')).toMatch(/migrate[\s\S]*check-contract/);
      expect(await runCli(['migrate'], (l) => lines.push(l))).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'portal.sqlite'))).toBe(true);
      expect(await runCli(['nope'], (l) => lines.push(l))).toBe(1);
    } finally {
      if (previous === undefined) delete process.env['DATA_DIR'];
      else process.env['DATA_DIR'] = previous;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
