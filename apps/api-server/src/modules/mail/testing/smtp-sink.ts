import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The mail tests' mail server: smtp-sink.cjs run as a child process (a real SMTP server in another process, as a
// mail server is), with what it received read back from its file. stop() is an outage; start() brings it back on
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

const SCRIPT = path.join(__dirname, 'smtp-sink.cjs');

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_whole, _charset: string, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'binary').toString('utf8'),
  );
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_w, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A single-part text/plain message (what the portal sends), headers and body decoded. */
export function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string): string => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(decodeQuotedPrintable(body), 'binary').toString('utf8')
        : body;
  return { messageId: header('Message-ID'), subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

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
      .map((line) => {
        const record = JSON.parse(line) as { to: string[]; raw: string };
        return { to: record.to, ...parseMessage(record.raw) };
      });

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
