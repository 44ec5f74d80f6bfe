// Tables owned by the mail module (migration 0009). The mail columns of users belong to accounts' table, the reset
// tokens to accounts, the contact replies to the contact inbox; order_status_mails, created by the same migration,
// is the orders module's (the status mail rule's record of what was mailed).

export interface MailOutboxTable {
  id: string;
  /** Contract MailKind. */
  kind: string;
  recipient: string;
  /** zh-Hans or en: the language the mail is written in. */
  locale: string;
  subject: string;
  /** The plain-text body (mails are plain text: nothing to sanitise, nothing a mail client blocks). */
  text: string;
  /** Contract AuditEntityType of what the mail is about (order, message, customer). */
  relatedEntityType: string;
  relatedEntityId: string;
  relatedEntityLabel: string;
  /** Contract MailState. */
  state: string;
  attempts: number;
  /** When a pending mail is due; null once sent or failed. */
  nextAttemptTime: string | null;
  lastError: string | null;
  /** The worker holding a `sending` row, until `claimedUntil` (after that any worker may take it back); kept once sent. */
  claimedBy: string | null;
  claimedUntil: string | null;
  messageId: string | null;
  creationTime: string;
  sentTime: string | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
