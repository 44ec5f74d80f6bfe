import { apiOps } from '../../contracts/api-ops';
import { mailHandlers } from './mail.handlers';
import { mailMessages } from './mail.messages';

/** The outbox as staff read it. Sending is the worker's (./worker.ts), started by startServer. */
export const mailModule = apiOps.defineModule({
  name: 'mail',
  handlers: mailHandlers,
  messages: mailMessages,
});
