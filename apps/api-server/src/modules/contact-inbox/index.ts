// Front door of the contact inbox: what the dashboard reads. The messages' table belongs to the content module
// (which stores what the contact form sends); this module reads and handles them (./module.ts).

export { countUnreadContactMessages } from './contact-inbox.service';
export type { ContactInboxTables } from './contact-inbox.tables';
