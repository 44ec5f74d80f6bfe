// Tables owned by the contact inbox (0009). The messages themselves (user_messages) belong to the content module.

export interface ContactRepliesTable {
  id: string;
  /** user_messages.id */
  messageId: string;
  text: string;
  /** The staff member's user id. */
  repliedBy: string;
  /** mail_outbox.id of the reply's mail. */
  mailId: string;
  creationTime: string;
}

export interface ContactInboxTables {
  contact_replies: ContactRepliesTable;
}
