import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The suite's server logs warnings only (LOG_LEVEL=warn, playwright.config.ts). A spec that must read the request
// log as an operator would (the "incoming request" lines at info level) starts a server of its own: the same build,
// the same test environment, its own free port and data directory, its stdout and stderr kept in memory.

const workspaceRoot = path.resolve(__dirname, '../../../..');

export interface LoggingServer {
  baseUrl: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit and removes the data directory. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts `node dist/apps/api-server/main.js` with LOG_LEVEL=info and waits until it answers (it seeds a fresh database). */
export async function startLoggingServer(timeoutMs = 150_000): Promise<LoggingServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forwarder-e2e-log-'));
  let output = '';
  const proc = spawn(process.execPath, ['dist/apps/api-server/main.js'], {
    cwd: workspaceRoot,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      CAPTCHA_TEST_CODE: 'TEST',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) {
      await stop();
      throw new Error(`the logging server exited (${proc.exitCode}):\n${output}`);
    }
    const up = await fetch(`${baseUrl}/api/f/system/application-configuration`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { baseUrl, output: () => output, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the logging server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
