import { defineHandlers } from '../../contracts/api-ops';
import { handleContactMessage, listContactMessages, readContactMessage, reopenContactMessage, replyToContactMessage } from './contact-inbox.service';
import type { ContactInboxScope } from './contact-inbox.db';

// Operators and admins alike (no `x-staff-role` in the contract); customers were refused by the guard.

export const contactInboxStaffHandlers = defineHandlers<ContactInboxScope>()({
  getContactMessageList: async ({ db, body }) => listContactMessages(db, body ?? {}),

  getContactMessage: async ({ db, params, requireUser }) => readContactMessage(db, requireUser(), params.id),

  handleContactMessage: async ({ db, params, body, requireUser }) => handleContactMessage(db, requireUser(), params.id, body),

  reopenContactMessage: async ({ db, params, requireUser }) => reopenContactMessage(db, requireUser(), params.id),

  replyToContactMessage: async ({ db, params, body, requireUser }) => replyToContactMessage(db, requireUser(), params.id, body),
});
