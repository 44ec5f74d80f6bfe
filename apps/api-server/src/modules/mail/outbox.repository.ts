import { MailState, type AuditEntityType, type MailKind } from '@forwarder/contracts/api-ops';
import { sql } from 'kysely';
import { newId } from '../../db/ids';
import { chunks, isPostgres } from '../../db/transaction';
import type { Locale } from '../../i18n/locale';
import type { MailOutboxTable } from './mail.tables';
import type { MailDb, MailOwnDatabase } from './mail.db';

// The outbox's SQL. A mail is written here by the transaction of the change that causes it (enqueueMails), so it
// exists exactly when the change does; workers then claim due rows under a lease, send them and record the outcome.

/** A mail ready to be written: rendered (templates.ts), addressed, and tied to what it is about. */
export interface MailDraft {
  kind: MailKind;
  recipient: string;
  locale: Locale;
  subject: string;
  text: string;
  related: { type: AuditEntityType; id: string; label: string };
}

// 15 values a row: 1,000 rows stay under SQLite's 32,766 bound parameters.
const ROWS_PER_INSERT = 1000;

/** Writes the drafts as pending mails, due now, in the caller's transaction; answers their ids in order. */
export async function enqueueMails(db: MailDb, drafts: readonly MailDraft[], now: string): Promise<string[]> {
  const rows: MailOutboxTable[] = drafts.map((draft) => ({
    id: newId(),
    kind: draft.kind,
    recipient: draft.recipient,
    locale: draft.locale,
    subject: draft.subject,
    text: draft.text,
    relatedEntityType: draft.related.type,
    relatedEntityId: draft.related.id,
    relatedEntityLabel: draft.related.label,
    state: MailState.Pending,
    attempts: 0,
    nextAttemptTime: now,
    lastError: null,
    claimedBy: null,
    claimedUntil: null,
    messageId: null,
    creationTime: now,
    sentTime: null,
  }));
  for (const slice of chunks(rows, ROWS_PER_INSERT)) await db.insertInto('mail_outbox').values(slice).execute();
  return rows.map((row) => row.id);
}

export type ClaimedMail = Pick<MailOutboxTable, 'id' | 'recipient' | 'subject' | 'text' | 'attempts'>;

/**
 * Claims up to `limit` due mails for `workerId` until `leaseUntil`: pending rows whose time has come, and sending
 * rows whose lease ran out (their worker died mid-send). One statement. On PostgreSQL the candidate rows are
 * locked with SKIP LOCKED, so concurrent workers of several processes each take different rows and none waits;
 * SQLite serialises writers, so the same statement cannot hand a row to two workers there either.
 * Claiming counts the attempt: a worker that dies mid-send has used one.
 */
export async function claimDueMails(db: MailOwnDatabase, workerId: string, limit: number, now: string, leaseUntil: string): Promise<ClaimedMail[]> {
  let due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', MailState.Pending), eb('nextAttemptTime', '<=', now)]),
        eb.and([eb('state', '=', MailState.Sending), eb('claimedUntil', '<', now)]),
      ]),
    )
    .orderBy('nextAttemptTime')
    .limit(limit);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return db
    .updateTable('mail_outbox')
    .set({ state: MailState.Sending, claimedBy: workerId, claimedUntil: leaseUntil, attempts: sql<number>`"attempts" + 1` })
    .where('id', 'in', due)
    .returning(['id', 'recipient', 'subject', 'text', 'attempts'])
    .execute();
}

/**
 * Records the mail server's acceptance; only while the row is still this worker's (a lease may have run out).
 * `claimedBy` stays: which process sent it.
 */
export async function markSent(db: MailOwnDatabase, id: string, workerId: string, messageId: string, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ state: MailState.Sent, sentTime: now, messageId, nextAttemptTime: null, lastError: null, claimedUntil: null })
    .where('id', '=', id)
    .where('claimedBy', '=', workerId)
    .where('state', '=', MailState.Sending)
    .execute();
}

/** A failed attempt: due again at `retryAt`, or failed for good when `retryAt` is null. */
export async function markAttemptFailed(db: MailOwnDatabase, id: string, workerId: string, error: string, retryAt: string | null): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      state: retryAt ? MailState.Pending : MailState.Failed,
      nextAttemptTime: retryAt,
      lastError: error.slice(0, 1000),
      claimedBy: null,
      claimedUntil: null,
    })
    .where('id', '=', id)
    .where('claimedBy', '=', workerId)
    .where('state', '=', MailState.Sending)
    .execute();
}

/** The delivery of some mails, by id: what a module keeping mail ids (a contact reply) shows with them. */
export async function deliveryOf(db: MailDb, mailIds: readonly string[]): Promise<Map<string, { state: MailState; sentTime: string | null }>> {
  const out = new Map<string, { state: MailState; sentTime: string | null }>();
  for (const ids of chunks(mailIds)) {
    const rows = await db.selectFrom('mail_outbox').select(['id', 'state', 'sentTime']).where('id', 'in', ids).execute();
    for (const row of rows) out.set(row.id, { state: row.state as MailState, sentTime: row.sentTime });
  }
  return out;
}

/** What waits in the outbox: mails not sent yet (pending or being sent), mails given up on, and the oldest unsent. */
export interface OutboxBacklog {
  pending: number;
  sending: number;
  failed: number;
  /** Seconds since the oldest unsent mail was written; 0 when none waits. */
  oldestUnsentAgeSeconds: number;
}

/**
 * Two small reads for the metrics: the counts come from the (state, nextAttemptTime) index, and the oldest creation
 * time is read among unsent rows only, which a healthy outbox keeps few. Sent mails, the bulk of the table, are
 * never read.
 */
export async function outboxBacklog(db: MailOwnDatabase, now = Date.now()): Promise<OutboxBacklog> {
  const unsent = [MailState.Pending, MailState.Sending];
  const counts = await db
    .selectFrom('mail_outbox')
    .select(['state', (eb) => eb.fn.countAll().as('count')])
    .where('state', 'in', [...unsent, MailState.Failed])
    .groupBy('state')
    .execute();
  const oldest = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('creationTime').as('creationTime'))
    .where('state', 'in', unsent)
    .executeTakeFirst();
  const count = (state: MailState) => Number(counts.find((row) => row.state === state)?.count ?? 0);
  const oldestTime = oldest?.creationTime ? new Date(oldest.creationTime).getTime() : now;
  return {
    pending: count(MailState.Pending),
    sending: count(MailState.Sending),
    failed: count(MailState.Failed),
    oldestUnsentAgeSeconds: Math.max(0, (now - oldestTime) / 1000),
  };
}
