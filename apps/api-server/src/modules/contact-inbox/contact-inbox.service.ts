import { AuditAction, AuditEntityType, ContactMessageState, MailState, type components } from '@forwarder/contracts/api-ops';
import { sql } from 'kysely';
import { newId, nowIso } from '../../db/ids';
import { paginate, type PagedResult } from '../../db/paging';
import { containsInsensitive } from '../../db/text-search';
import { inTransaction, isPostgres } from '../../db/transaction';
import { BusinessError, invalidField, NotFoundError } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { findUserNames } from '../accounts';
import { recordAudit, type AuditActor } from '../audit';
import { contactReplyMail, deliveryOf, enqueueMails } from '../mail';
import { readTenantSettings } from '../system';
import type { ContactInboxDatabase, ContactInboxExecutor, ContactInboxTx } from './contact-inbox.db';

// The contact inbox: the public site's contact-form messages (stored by contact-form.service.ts in user_messages),
// read and handled by staff. A message is unread until a staff member opens it, read from then on, and handled
// once marked so, until reopened (back to read). Staff reply by e-mail: the reply is kept here (contact_replies)
// and its mail written to the outbox in the same transaction; the message shows each reply with its delivery.

type S = components['schemas'];
type ContactMessage = S['ContactMessage'];

const COLUMNS = [
  'm.id',
  'm.name',
  'm.email',
  'm.phoneNumber',
  'm.subject',
  'm.content',
  'm.creationTime',
  'm.readTime',
  'm.handledTime',
  'm.handledNote',
  'm.userId',
  'm.readBy',
  'm.handledBy',
] as const;

const messages = (db: ContactInboxExecutor) => db.selectFrom('user_messages as m');

interface MessageRow {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  subject: string | null;
  content: string;
  creationTime: string;
  readTime: string | null;
  handledTime: string | null;
  handledNote: string | null;
  /** The sender's account, reader and handler: ids are kept, user names shown (asked of accounts per page). */
  userId: string | null;
  readBy: string | null;
  handledBy: string | null;
}

const nameOf = (names: ReadonlyMap<string, string>, id: string | null): string | null => (id === null ? null : (names.get(id) ?? null));

const stateOf = (row: Pick<MessageRow, 'readTime' | 'handledTime'>): ContactMessageState =>
  row.handledTime ? ContactMessageState.Handled : row.readTime ? ContactMessageState.Read : ContactMessageState.Unread;

const toContactMessage = (row: MessageRow, names: ReadonlyMap<string, string>, replies: ContactReply[] = []): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phoneNumber: row.phoneNumber,
  subject: row.subject,
  content: row.content,
  senderUserName: nameOf(names, row.userId),
  creationTime: row.creationTime,
  state: stateOf(row),
  readTime: row.readTime,
  readBy: nameOf(names, row.readBy),
  handledTime: row.handledTime,
  handledBy: nameOf(names, row.handledBy),
  handledNote: row.handledNote,
  replies,
});

type ContactReply = S['ContactReply'];

/**
 * Messages as staff see them: with their replies (oldest first) and the replies' mail delivery, and the user names of
 * everyone they name (sender's account, reader, handler, repliers): one query each, whatever the page.
 */
async function withReplies(db: ContactInboxExecutor, rows: readonly MessageRow[]): Promise<ContactMessage[]> {
  if (rows.length === 0) return [];
  const replyRows = await db
    .selectFrom('contact_replies as r')
    .select(['r.id', 'r.messageId', 'r.text', 'r.repliedBy', 'r.mailId', 'r.creationTime'])
    .where('r.messageId', 'in', rows.map((row) => row.id))
    .orderBy('r.creationTime')
    .orderBy('r.id')
    .execute();
  const delivery = await deliveryOf(db, replyRows.map((r) => r.mailId));
  const names = await findUserNames(db, [...rows.flatMap((row) => [row.userId, row.readBy, row.handledBy]), ...replyRows.map((r) => r.repliedBy)]);
  const replies = new Map<string, ContactReply[]>();
  for (const row of replyRows) {
    const mail = delivery.get(row.mailId);
    const list = replies.get(row.messageId) ?? [];
    list.push({
      id: row.id,
      text: row.text,
      repliedBy: names.get(row.repliedBy) ?? '',
      creationTime: row.creationTime,
      mailId: row.mailId,
      mailState: mail?.state ?? MailState.Pending,
      sentTime: mail?.sentTime ?? null,
    });
    replies.set(row.messageId, list);
  }
  return rows.map((row) => toContactMessage(row, names, replies.get(row.id)));
}

/** One page, newest first; the state and the keyword (name, e-mail, phone, subject or content) combine with AND. */
export async function listContactMessages(db: ContactInboxExecutor, request: S['ContactMessageListRequest']): Promise<PagedResult<ContactMessage>> {
  let query = messages(db).select(COLUMNS);
  if (request.state === ContactMessageState.Unread) query = query.where('m.readTime', 'is', null).where('m.handledTime', 'is', null);
  if (request.state === ContactMessageState.Read) query = query.where('m.readTime', 'is not', null).where('m.handledTime', 'is', null);
  if (request.state === ContactMessageState.Handled) query = query.where('m.handledTime', 'is not', null);
  const keyword = request.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or(['m.name', 'm.email', 'm.phoneNumber', 'm.subject', 'm.content'].map((column) => containsInsensitive(sql.ref(column), keyword))),
    );
  }
  const page = await paginate(db, query, request, { sortable: { creationTime: 'm.creationTime' }, defaultSorting: 'creationTime desc', tieBreaker: 'm.id', defaultPageSize: 20 });
  return { totalCount: page.totalCount, items: await withReplies(db, page.items) };
}

/** For the dashboard: messages no staff member has opened yet. */
export async function countUnreadContactMessages(db: ContactInboxExecutor): Promise<number> {
  const row = await db
    .selectFrom('user_messages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('readTime', 'is', null)
    .where('handledTime', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

async function findMessage(db: ContactInboxExecutor, id: string): Promise<ContactMessage> {
  const row = await messages(db).select(COLUMNS).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError();
  const [message] = await withReplies(db, [row]);
  if (!message) throw new Error('withReplies lost a message');
  return message;
}

/** Marks an unread message read by `reader`; the first reader is kept (the `is null` condition makes it so). */
async function markRead(db: ContactInboxExecutor, id: string, reader: AuditActor, time: string): Promise<void> {
  await db.updateTable('user_messages').set({ readTime: time, readBy: reader.id }).where('id', '=', id).where('readTime', 'is', null).execute();
}

/**
 * One message. Opening it is reading it: the first staff member to open it is kept as its reader. Not audited:
 * reading changes no content, and the message itself records who read it and when.
 */
export async function readContactMessage(db: ContactInboxExecutor, reader: AuditActor, id: string): Promise<ContactMessage> {
  const message = await findMessage(db, id);
  if (message.state !== ContactMessageState.Unread) return message;
  await markRead(db, id, reader, nowIso());
  return findMessage(db, id);
}

/** The audit entry's label: who wrote, as staff recognise a message in a list. */
const labelOf = (message: ContactMessage): string => `${message.name} <${message.email}>`;

/** Reads the message for a change; on PostgreSQL the row is locked so two handlings cannot both pass the check. */
async function lockMessage(trx: ContactInboxTx, id: string): Promise<ContactMessage> {
  // SQLite has no FOR UPDATE, and needs none: it serialises writers.
  if (isPostgres(trx)) await trx.selectFrom('user_messages').select('id').where('id', '=', id).forUpdate().execute();
  return findMessage(trx, id);
}

/** Handled, with the staff's note (an empty note is none). A message already handled is refused: see the contract. */
export async function handleContactMessage(db: ContactInboxDatabase, actor: AuditActor, id: string, input: S['HandleContactMessageInput']): Promise<ContactMessage> {
  const note = input.note?.trim() || null;
  return inTransaction(db, async (trx) => {
    const before = await lockMessage(trx, id);
    if (before.state === ContactMessageState.Handled) {
      throw new BusinessError('Ops:MessageAlreadyHandled', 'Ops:MessageAlreadyHandled', 400, { userName: before.handledBy ?? '' });
    }
    const time = nowIso();
    await markRead(trx, id, actor, time);
    await trx.updateTable('user_messages').set({ handledTime: time, handledBy: actor.id, handledNote: note }).where('id', '=', id).execute();
    const after = await findMessage(trx, id);
    await recordAudit(trx, actor, {
      action: AuditAction.MessageHandle,
      entityType: AuditEntityType.Message,
      entityId: id,
      entityLabel: labelOf(after),
      before: { state: before.state },
      after: { state: after.state, handledNote: after.handledNote },
    }, time);
    return after;
  });
}

/** Back to read, not handled. The handling's who, when and note leave the message; the audit entry keeps them. */
export async function reopenContactMessage(db: ContactInboxDatabase, actor: AuditActor, id: string): Promise<ContactMessage> {
  return inTransaction(db, async (trx) => {
    const before = await lockMessage(trx, id);
    if (before.state !== ContactMessageState.Handled) throw new BusinessError('Ops:MessageNotHandled', 'Ops:MessageNotHandled', 400);
    await trx.updateTable('user_messages').set({ handledTime: null, handledBy: null, handledNote: null }).where('id', '=', id).execute();
    const after = await findMessage(trx, id);
    await recordAudit(trx, actor, {
      action: AuditAction.MessageReopen,
      entityType: AuditEntityType.Message,
      entityId: id,
      entityLabel: labelOf(after),
      before: { state: before.state, handledBy: before.handledBy, handledTime: before.handledTime, handledNote: before.handledNote },
      after: { state: after.state },
    });
    return after;
  });
}

/** The language of a message's reader: Chinese when they wrote Chinese characters, English otherwise. */
const languageOf = (message: ContactMessage): Locale => (/[\u3400-\u9fff]/u.test(`${message.subject ?? ''}${message.content}`) ? 'zh-Hans' : 'en');

/**
 * A reply by e-mail: kept with the message and queued in the outbox in one transaction (so it is sent exactly when
 * it is recorded). Reading is implied (an unread message becomes read); handling stays the staff's separate step.
 */
export async function replyToContactMessage(db: ContactInboxDatabase, actor: AuditActor, id: string, input: S['ContactReplyInput']): Promise<ContactMessage> {
  const text = input.text.trim();
  if (!text) throw invalidField('text', 'Ops:ReplyRequired');
  return inTransaction(db, async (trx) => {
    const message = await lockMessage(trx, id);
    const time = nowIso();
    await markRead(trx, id, actor, time);
    const draft = contactReplyMail(
      { messageId: id, recipient: message.email, name: message.name, subject: message.subject, content: message.content, creationTime: message.creationTime, reply: text, locale: languageOf(message) },
      await readTenantSettings(trx),
    );
    const [mailId = ''] = await enqueueMails(trx, [draft], time);
    const replyId = newId();
    await trx.insertInto('contact_replies').values({ id: replyId, messageId: id, text, repliedBy: actor.id, mailId, creationTime: time }).execute();
    await recordAudit(
      trx,
      actor,
      {
        action: AuditAction.MessageReply,
        entityType: AuditEntityType.Message,
        entityId: id,
        entityLabel: labelOf(message),
        before: null,
        after: { replyId, mailId, text },
      },
      time,
    );
    return findMessage(trx, id);
  });
}
