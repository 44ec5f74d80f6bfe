import { defineModule } from '../define-module';
import { contactInboxHandlers } from './contact-inbox.handlers';
import { contactInboxMessages } from './contact-inbox.messages';

/** The contact inbox: staff read and handle the public site's contact-form messages. */
export const contactInboxModule = defineModule({
  name: 'contact-inbox',
  handlers: { 'api-ops': contactInboxHandlers },
  messages: contactInboxMessages,
});
