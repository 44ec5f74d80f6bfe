// Front door of the contact inbox: what the dashboard reads, and the tables for the composition root. It owns the contact
// form's messages (user_messages, user_message_throttle) and the staff's replies (contact_replies); its definition
// is ./module.ts.

export { countUnreadContactMessages } from './contact-inbox.service';
export type { ContactInboxTables } from './contact-inbox.tables';
