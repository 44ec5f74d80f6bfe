import { apiOps } from '../../contracts/api-ops';
import { contactInboxHandlers } from './contact-inbox.handlers';
import { contactInboxMessages } from './contact-inbox.messages';

/** The contact inbox: staff read and handle the public site's contact-form messages. */
export const contactInboxModule = apiOps.defineModule({
  name: 'contact-inbox',
  handlers: contactInboxHandlers,
  messages: contactInboxMessages,
});
