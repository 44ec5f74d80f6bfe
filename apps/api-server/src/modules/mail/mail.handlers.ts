import { defineHandlers } from '../../contracts/api-ops';
import { getMail, listMails, retryMail } from './outbox.service';
import type { MailScope } from './mail.db';

// Staff only (src/auth/guards.ts); retryMail is for admins (x-staff-role in the contract).

export const mailHandlers = defineHandlers<MailScope>()({
  getMailList: async ({ db, body }) => listMails(db, body ?? {}),

  getMail: async ({ db, config, params }) => getMail(db, config.mail.publicBaseUrl, params.id),

  retryMail: async ({ db, config, params, requireUser }) => retryMail(db, config.mail.publicBaseUrl, requireUser(), params.id),
});
