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
    target: 'node20',
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

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  baseUrl: string;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** Starts `node <bundle>` with a test environment plus `env`; does not wait for it to listen (see waitUntilUp). */
export async function spawnServer(bundle: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    proc.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { proc, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output, stderr: () => stderr, exited };
}

export async function waitUntilUp(server: ServerProcess): Promise<void> {
  // Generous: a loaded CI machine takes its time to load the bundle, migrate and seed.
  const deadline = Date.now() + 240_000;
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
