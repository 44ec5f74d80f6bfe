import { defineModule } from '../define-module';
import { contactInboxCustomerHandlers } from './api-f.handlers';
import { contactInboxStaffHandlers } from './api-ops.handlers';
import { contactInboxMessages } from './contact-inbox.messages';
import type { ContactInboxScope } from './contact-inbox.db';

/**
 * The contact inbox: visitors write through the public site's contact form (api-f); staff read, handle and answer
 * the messages by e-mail (api-ops).
 */
export const contactInboxModule = defineModule<ContactInboxScope>({
  name: 'contact-inbox',
  handlers: { 'api-f': contactInboxCustomerHandlers, 'api-ops': contactInboxStaffHandlers },
  messages: contactInboxMessages,
});
