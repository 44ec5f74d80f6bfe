import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { REPO_ROOT } from '../harness';

// Real server processes for the scale-out suite: the production entry point bundled by buildServerBundle (dist/ is
// not built when the API tests run), each started with its own DATA_DIR and port on one PostgreSQL database.

/** An empty database (no migration: the processes migrate it, all at once) in the postgres project's cluster. */
export async function createEmptyDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.TEST_PG_ADMIN_URL ?? process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('No PostgreSQL: run through apps/api-server/jest.config.cjs with TEST_DB=postgres');
  const name = `scale_${randomBytes(6).toString('hex')}`;
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

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** What it wrote so far (for a failure's message). */
  output(): string;
  /** SIGTERM, then waits for the exit; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts one server process; resolves once it listens (its log says where), rejects if it exits first. */
export function startServerProcess(bundle: string, env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-scale-out-'));
  const child = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      // The bundle keeps its packages external: they resolve from the workspace.
      NODE_PATH: path.join(REPO_ROOT, 'node_modules'),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      STATIC_ROOT: path.join(dataDir, 'static'),
      SEED_DEMO: 'false',
      CAPTCHA_TEST_CODE: 'TEST',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    // Bounded: only the end matters when something fails.
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const code = await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server process did not listen within ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const onData = () => {
      const match = /listening on (http:\/\/[^\s"]+)/.exec(log);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({ url: match[1], dataDir, child, output: () => log, stop });
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited with ${code} before listening:\n${log}`));
    });
  });
}
