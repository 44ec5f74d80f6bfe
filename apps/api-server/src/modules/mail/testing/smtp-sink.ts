import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The mail tests' mail server: smtp-sink-process.cjs run as a child process (a real SMTP server in another process, as a
// mail server is), with what it received (decoded there) read back from its file; the browser suite starts the same
// script and reads the same file. stop() is an outage; start() brings it back on
// the same port.

export interface ReceivedMail {
  to: string[];
  messageId: string;
  subject: string;
  /** The decoded plain-text body. */
  text: string;
}

export interface SmtpSink {
  port: number;
  /** SMTP_URL for the server under test. */
  url: string;
  received(): ReceivedMail[];
  /** Waits until at least `count` mails arrived (polling its file), or fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and removes its file. */
  close(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'smtp-sink-process.cjs');

export async function startSmtpSink(options: { reject?: boolean } = {}): Promise<SmtpSink> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'smtp-sink-')), 'received.jsonl');
  fs.writeFileSync(file, '');
  let child: ChildProcess | undefined;
  let port = 0;

  const start = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const proc = spawn(process.execPath, [SCRIPT, file, String(port)], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, SMTP_SINK_REJECT: options.reject ? '1' : '0' },
      });
      child = proc;
      let out = '';
      proc.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening (\d+)/.exec(out);
        if (match) {
          port = Number(match[1]);
          resolve();
        }
      });
      proc.once('exit', (code) => reject(new Error(`smtp-sink exited (${code}) before listening: ${out}`)));
    });

  const stop = async (): Promise<void> => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  };

  const received = (): ReceivedMail[] =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ReceivedMail);

  await start();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://tester:secret@127.0.0.1:${port}`;
    },
    received,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received();
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) throw new Error(`smtp-sink: ${mails.length} of ${count} mails after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    start,
    stop,
    async close() {
      await stop();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}
