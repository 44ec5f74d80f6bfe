import { AuditAction, AuditEntityType, MailKind, MailState, type components } from '@forwarder/contracts/api-ops';
import { nowIso } from '../../db/ids';
import { paginate, type PagedResult } from '../../db/paging';
import { containsInsensitive } from '../../db/text-search';
import { inTransaction, isPostgres } from '../../db/transaction';
import { BusinessError, NotFoundError } from '../../errors/app-errors';
import { recordAudit, type AuditActor } from '../audit';
import { completeLinks, redactedText } from './templates';
import type { MailDatabase, MailExecutor } from './mail.db';

// The outbox as staff see it: every mail with its delivery. Read only, except an admin's retry of a failed mail.

type S = components['schemas'];
type MailSummary = S['MailSummary'];
type MailDetail = S['MailDetail'];

const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'recipient',
  'locale',
  'subject',
  'state',
  'attempts',
  'lastError',
  'creationTime',
  'nextAttemptTime',
  'sentTime',
  'relatedEntityType',
  'relatedEntityId',
  'relatedEntityLabel',
] as const;

type SummaryRow = { [K in (typeof SUMMARY_COLUMNS)[number]]: K extends 'attempts' ? number : K extends 'lastError' | 'nextAttemptTime' | 'sentTime' ? string | null : string };

const toSummary = (row: SummaryRow): MailSummary => ({
  id: row.id,
  kind: row.kind as MailSummary['kind'],
  recipient: row.recipient,
  locale: row.locale as MailSummary['locale'],
  subject: row.subject,
  state: row.state as MailSummary['state'],
  attempts: Number(row.attempts),
  lastError: row.lastError,
  creationTime: row.creationTime,
  nextAttemptTime: row.nextAttemptTime,
  sentTime: row.sentTime,
  relatedEntityType: row.relatedEntityType as MailSummary['relatedEntityType'],
  relatedEntityId: row.relatedEntityId,
  relatedEntityLabel: row.relatedEntityLabel,
});

/** One page, newest first; the filters combine with AND. */
export async function listMails(db: MailExecutor, request: S['MailListRequest']): Promise<PagedResult<MailSummary>> {
  let query = db.selectFrom('mail_outbox').select(SUMMARY_COLUMNS);
  if (request.state) query = query.where('state', '=', request.state);
  if (request.kind) query = query.where('kind', '=', request.kind);
  if (request.relatedEntityId) query = query.where('relatedEntityId', '=', request.relatedEntityId);
  const recipient = request.recipient?.trim();
  if (recipient) query = query.where((eb) => containsInsensitive(eb.ref('recipient'), recipient));
  const page = await paginate(db, query, request, { sortable: { creationTime: 'creationTime' }, defaultSorting: 'creationTime desc', tieBreaker: 'id', defaultPageSize: 20 });
  return { totalCount: page.totalCount, items: page.items.map(toSummary) };
}

export async function getMail(db: MailExecutor, publicBaseUrl: string, id: string): Promise<MailDetail> {
  const row = await db
    .selectFrom('mail_outbox')
    .select([...SUMMARY_COLUMNS, 'text', 'messageId'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return { ...toSummary(row), text: completeLinks(redactedText(row.kind, row.text), publicBaseUrl), messageId: row.messageId };
}

/**
 * A failed mail back to pending, due now, with a fresh count of attempts. Reset links are not retried: by the
 * time someone retries, the link has expired or a new one is better.
 */
export async function retryMail(db: MailDatabase, publicBaseUrl: string, actor: AuditActor, id: string): Promise<MailDetail> {
  return inTransaction(db, async (trx) => {
    let lock = trx.selectFrom('mail_outbox').select(['id', 'kind', 'state', 'attempts', 'lastError', 'relatedEntityLabel', 'recipient']).where('id', '=', id);
    if (isPostgres(trx)) lock = lock.forUpdate();
    const before = await lock.executeTakeFirst();
    if (!before) throw new NotFoundError();
    if (before.kind === MailKind.PasswordReset) throw new BusinessError('Ops:MailNotRetriable', 'Ops:MailNotRetriable', 400);
    if (before.state !== MailState.Failed) throw new BusinessError('Ops:MailNotFailed', 'Ops:MailNotFailed', 400);
    const now = nowIso();
    await trx.updateTable('mail_outbox').set({ state: MailState.Pending, attempts: 0, nextAttemptTime: now }).where('id', '=', id).execute();
    await recordAudit(
      trx,
      actor,
      {
        action: AuditAction.MailRetry,
        entityType: AuditEntityType.Mail,
        entityId: id,
        entityLabel: `${before.recipient} (${before.relatedEntityLabel})`,
        before: { state: before.state, attempts: Number(before.attempts), lastError: before.lastError },
        after: { state: MailState.Pending },
      },
      now,
    );
    return getMail(trx, publicBaseUrl, id);
  });
}
