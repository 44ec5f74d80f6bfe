import { defineHandlers } from '../../contracts/api-f';
import { createUserMessage } from './contact-form.service';
import type { ContactInboxScope } from './contact-inbox.db';

// Public (security: [] in the contract): a visitor writes, signed in or not.

export const contactInboxCustomerHandlers = defineHandlers<ContactInboxScope>()({
  // request.ip honours TRUST_PROXY, so behind nginx it is the visitor's address, not the proxy's.
  createUserMessage: async ({ db, body, request, user }) =>
    createUserMessage(db, body, { clientIp: request.ip, userId: user?.id ?? null }),
});
