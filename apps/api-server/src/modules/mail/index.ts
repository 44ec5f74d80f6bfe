// Front door of the mail module: what other modules use to write mail in their own transactions (enqueueMails with
// a rendered template, or the status mails of the event writer), what startServer runs (the worker), and the
// tables for db/schema.ts, and the backlog the metrics read. The staff's outbox operations are ./module.ts.

export type { MailTables } from './mail.tables';
export { deliveryOf, enqueueMails, outboxBacklog, type MailDraft } from './outbox.repository';
export { contactReplyMail, passwordResetMail, type Sender } from './templates';
export { enqueueOrderStatusMails, type StatusEvent, type StatusMove } from './order-status-mails';
export { MailWorker, smtpTransport } from './worker';
