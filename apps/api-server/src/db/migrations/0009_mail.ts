import { sql, type Kysely } from 'kysely';

// E-mail (modules/mail, docs/decisions.md "E-mail and the outbox"): the outbox every mail is written to in the
// transaction of the change that causes it, the password reset links (only a hash of each), the replies to
// contact messages, the order statuses already mailed, and two columns of users (which status changes a customer
// wants mailed, and the language to write to them in). Staff and user ids are plain text, as in 0008.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('relatedEntityType', 'text', (c) => c.notNull())
    .addColumn('relatedEntityId', 'text', (c) => c.notNull())
    .addColumn('relatedEntityLabel', 'text', (c) => c.notNull())
    // pending → sending (claimed under a lease) → sent, or back to pending (retry) or failed (given up).
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nextAttemptTime', 'text')
    .addColumn('lastError', 'text')
    .addColumn('claimedBy', 'text')
    .addColumn('claimedUntil', 'text')
    .addColumn('messageId', 'text')
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addColumn('sentTime', 'text')
    .execute();
  // The workers' claim: due pending rows, and sending rows whose lease ran out.
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['state', 'nextAttemptTime']).execute();
  await db.schema.createIndex('mail_outbox_claim_idx').on('mail_outbox').columns(['state', 'claimedUntil']).execute();
  // The staff's list: newest first, by related entity.
  await db.schema.createIndex('mail_outbox_creationTime_idx').on('mail_outbox').column('creationTime').execute();
  await db.schema.createIndex('mail_outbox_related_idx').on('mail_outbox').columns(['relatedEntityId', 'creationTime']).execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // sha256 of the token: the outbox and a database copy never hold a usable link once sent.
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('usedTime', 'text')
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_userId_idx').on('password_reset_tokens').column('userId').execute();

  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('messageId', 'text', (c) => c.notNull().references('user_messages.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('repliedBy', 'text', (c) => c.notNull())
    .addColumn('mailId', 'text', (c) => c.notNull())
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_replies_messageId_idx').on('contact_replies').columns(['messageId', 'creationTime']).execute();

  // One row per (order, status) mailed: the same status is never mailed twice, whatever path writes it.
  await db.schema
    .createTable('order_status_mails')
    .addColumn('orderId', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('mailId', 'text', (c) => c.notNull())
    .addColumn('creationTime', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_status_mails_pk', ['orderId', 'status'])
    .execute();

  await db.schema.alterTable('users').addColumn('statusMail', 'text', (c) => c.notNull().defaultTo('milestones')).execute();
  await db.schema.alterTable('users').addColumn('mailLocale', 'text', (c) => c.notNull().defaultTo('zh-Hans')).execute();
  // Forgotten password looks accounts up by e-mail address, case-insensitively.
  await db.schema.createIndex('users_email_lower_idx').on('users').expression(sql`lower("email")`).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_lower_idx').execute();
  await db.schema.alterTable('users').dropColumn('mailLocale').execute();
  await db.schema.alterTable('users').dropColumn('statusMail').execute();
  await db.schema.dropTable('order_status_mails').execute();
  await db.schema.dropTable('contact_replies').execute();
  await db.schema.dropTable('password_reset_tokens').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
