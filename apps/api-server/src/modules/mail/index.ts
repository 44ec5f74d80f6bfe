// Front door of the mail module, the outbox: what other modules use to write mail in their own transactions
// (enqueueMails with a rendered template: a contact reply, a reset link, an order's status mail, whose rule is the
// orders module's, the answer to a top-up notice, billing's), what startServer runs (the worker), the tables for the composition root, and the backlog the metrics
// read. The staff's outbox operations are ./module.ts.

export type { MailTables } from './mail.tables';
export { deliveryOf, enqueueMails, outboxBacklog, type MailDraft } from './outbox.repository';
export { orderHeldMail, orderReleasedMail } from './hold-templates';
export { contactReplyMail, orderStatusMail, passwordResetMail, type StatusMailInput } from './templates';
export { topUpDecisionMail, type TopUpMailInput } from './top-up-templates';
export { MailWorker, smtpTransport } from './worker';
