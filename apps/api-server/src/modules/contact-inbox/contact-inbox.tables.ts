// Tables of the contact inbox: the contact form's messages (0003, with the inbox's state since 0008), the per-IP
// throttle of the form, and the staff's replies (0009).

export interface UserMessagesTable {
  id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
  subject: string | null;
  content: string;
  clientIp: string;
  /** The sender's account when the form was sent signed in (the operation is public, a token is optional). */
  userId: string | null;
  creationTime: string;
  /** The contact inbox's state (migration 0008): first opened by a staff member (who, when)... */
  readTime: string | null;
  readBy: string | null;
  /** ...and handled (who, when, the staff's note), until reopened. */
  handledTime: string | null;
  handledBy: string | null;
  handledNote: string | null;
}

/** One row per client IP, upserted first in the sending transaction: it serialises concurrent sends of one IP. */
export interface UserMessageThrottleTable {
  clientIp: string;
  lastMessageTime: string;
}

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
  user_messages: UserMessagesTable;
  user_message_throttle: UserMessageThrottleTable;
  contact_replies: ContactRepliesTable;
}
