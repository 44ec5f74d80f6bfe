import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../../config/env';
import { databaseErrorCode, isDatabaseUnavailable } from '../../db/connection-errors';
import { OutageBackoff } from '../../runtime/outage-backoff';
import { claimDueMails, markAttemptFailed, markSent, type ClaimedMail } from './outbox.repository';
import { completeLinks } from './templates';
import type { MailDatabase } from './mail.db';

// The outbox's sender: one per server process, started by startServer when SMTP_URL is set. It claims due mails
// (outbox.repository.ts says how several processes share the work), sends each through nodemailer, and records
// the outcome: sent, due again after a backoff, or failed after MAX_ATTEMPTS or a permanent refusal (5xx).

/** Mails claimed at once: sent concurrently over the transport's pooled connections. */
export const CLAIM_BATCH = 20;
/** How long a claim holds: longer than a send can take (nodemailer's timeouts below), so only dead workers lose it. */
export const LEASE_MS = 3 * 60_000;
export const MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
/** The longest pause between rounds while they keep failing (the database away): mail resumes at most this late. */
const OUTAGE_RETRY_MAX_MS = 15_000;

/** Delay before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at an hour, ±20 % so retries do not bunch. */
export function backoffMs(attempts: number, random = Math.random()): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}

/** SMTP's 5xx answers are permanent (no such mailbox, refused): retrying cannot help. */
const isPermanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What a mail is sent with: nodemailer's pooled SMTP transport. */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; messageId: string }): Promise<unknown>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/** The domain of the From address, for Message-IDs (`<mail id@domain>`: the same id on every attempt). */
export function messageIdDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

export interface MailWorkerOptions {
  db: MailDatabase;
  transport: MailTransport;
  config: Pick<MailConfig, 'from' | 'pollIntervalMs' | 'publicBaseUrl'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

export class MailWorker {
  /** Names this process's claims (the lease's owner). */
  readonly id = `mail-worker-${randomUUID()}`;
  private running: Promise<void> | undefined;
  private stopped = false;
  private wake: (() => void) | undefined;
  private readonly outage: OutageBackoff;

  constructor(private readonly options: MailWorkerOptions) {
    const poll = options.config.pollIntervalMs;
    this.outage = new OutageBackoff(poll, Math.max(poll, OUTAGE_RETRY_MAX_MS));
  }

  start(): void {
    this.running ??= this.loop();
  }

  /** Finishes the mails in hand (their sends time out at worst), then closes the SMTP connections. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.running;
    this.options.transport.close();
  }

  private async loop(): Promise<void> {
    const { log } = this.options;
    while (!this.stopped) {
      let claimed: number;
      try {
        claimed = await this.runOnce();
      } catch (error) {
        // The database may be restarting: wait longer after each failed round, and say so once per outage rather
        // than once a poll (a minute's outage at 1 s polls wrote 60 error lines).
        const { delayMs, first } = this.outage.failed();
        if (first && isDatabaseUnavailable(error)) {
          log.warn({ dbError: databaseErrorCode(error), reason: describe(error) }, 'mail worker: database unavailable; retrying with back-off');
        } else if (first) {
          log.error({ err: error }, 'mail worker: a round failed; retrying with back-off');
        }
        await this.sleep(delayMs);
        continue;
      }
      const ended = this.outage.succeeded();
      if (ended) log.info(`mail worker: working again after ${ended.failures} failed round(s) over ${ended.durationMs} ms`);
      if (claimed < CLAIM_BATCH) await this.sleep(this.options.config.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  /** One round: claims due mails and sends them; answers how many it claimed. */
  async runOnce(now = new Date()): Promise<number> {
    const { db } = this.options;
    const claimed = await claimDueMails(db, this.id, CLAIM_BATCH, now.toISOString(), new Date(now.getTime() + LEASE_MS).toISOString());
    await Promise.all(claimed.map((mail) => this.deliver(mail)));
    return claimed.length;
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    const { db, transport, config, log } = this.options;
    const messageId = `<${mail.id}@${messageIdDomain(config.from)}>`;
    try {
      await transport.sendMail({ from: config.from, to: mail.recipient, subject: mail.subject, text: completeLinks(mail.text, config.publicBaseUrl), messageId });
    } catch (error) {
      const giveUp = isPermanent(error) || mail.attempts >= MAX_ATTEMPTS;
      const retryAt = giveUp ? null : new Date(Date.now() + backoffMs(mail.attempts)).toISOString();
      log.warn({ mailId: mail.id, attempts: mail.attempts, retryAt, err: describe(error) }, 'mail worker: sending failed');
      await markAttemptFailed(db, mail.id, this.id, describe(error), retryAt);
      return;
    }
    await markSent(db, mail.id, this.id, messageId, new Date().toISOString());
  }
}
