import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from './harness';

// The server as a deployment runs it: the production bundle (esbuild, as apps/api-server/build.mjs makes it) started
// with `node`, for tests of what only a real process shows (signals, exit codes, stderr, kill -9).

/** Bundles src/main.ts into a fresh temp folder; returns the path of main.js. Remove the folder when done. */
export async function buildServerBundle(): Promise<string> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-bundle-'));
  await build({
    entryPoints: { main: path.join(REPO_ROOT, 'apps/api-server/src/main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    packages: 'external',
    tsconfig: path.join(REPO_ROOT, 'apps/api-server/tsconfig.app.json'),
    logLevel: 'silent',
  });
  return path.join(outdir, 'main.js');
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  baseUrl: string;
  /** Its DATA_DIR: the one `env` gave, else a temp folder of its own that stop() removes. */
  dataDir: string;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<Exit>;
  /** Sends `signal` (SIGTERM) unless it has exited, waits for the exit; resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface SpawnServerOptions {
  /** Keep only the last this many characters of output() and stderr() (a long run's log; the end shows a failure). */
  outputLimit?: number;
}

/**
 * Starts `node <bundle>` with a test environment plus `env`; does not wait for it to listen (see waitUntilUp).
 * Without DATA_DIR in `env` it runs on a temp folder of its own.
 */
export async function spawnServer(bundle: string, env: Record<string, string>, options: SpawnServerOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const ownDataDir = env['DATA_DIR'] === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-data-')) : undefined;
  const dataDir = env['DATA_DIR'] ?? (ownDataDir as string);
  const keep = (log: string, chunk: Buffer) => {
    const all = log + chunk.toString();
    return options.outputLimit === undefined ? all : all.slice(-options.outputLimit);
  };
  let output = '';
  let stderr = '';
  const proc = spawn(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      // The bundle keeps its packages external: they resolve from the workspace.
      NODE_PATH: path.join(REPO_ROOT, 'node_modules'),
      // No web apps: these processes serve the API only (a folder that does not exist).
      STATIC_ROOT: path.join(path.dirname(bundle), 'no-static'),
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      CAPTCHA_TEST_CODE: 'TEST',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (chunk: Buffer) => (output = keep(output, chunk)));
  proc.stderr?.on('data', (chunk: Buffer) => {
    output = keep(output, chunk);
    stderr = keep(stderr, chunk);
  });
  const exited = new Promise<Exit>((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    const { code } = await exited;
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    return code;
  };
  return { proc, port, baseUrl: `http://127.0.0.1:${port}`, dataDir, output: () => output, stderr: () => stderr, exited, stop };
}

/** Polls until the server answers; throws (with its output) if it exits first or is not up within `timeoutMs`. */
export async function waitUntilUp(server: ServerProcess, timeoutMs = 240_000): Promise<void> {
  // Generous by default: a loaded CI machine takes its time to load the bundle, migrate and seed.
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.proc.exitCode !== null) throw new Error(`server exited (${server.proc.exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/f/system/application-configuration`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${server.port} did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A bearer token for a demo account (the server runs with CAPTCHA_TEST_CODE=TEST and demo data). */
export async function signInAs(baseUrl: string, username: string, password: string): Promise<string> {
  const captcha = (await (await fetch(`${baseUrl}/api/f/passport-management/captcha`)).json()) as { captchaId: string };
  const login = await fetch(`${baseUrl}/api/f/passport-management/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'portal-web',
      client_secret: 'portal-web-secret',
      username,
      password,
      captchaId: captcha.captchaId,
      captchaCode: 'TEST',
    }),
  });
  if (!login.ok) throw new Error(`login of ${username} failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}
