import { defineModule } from '../define-module';
import { mailHandlers } from './mail.handlers';
import { mailMessages } from './mail.messages';

/** The outbox as staff read it. Sending is the worker's (./worker.ts), started by startServer. */
export const mailModule = defineModule({
  name: 'mail',
  handlers: { 'api-ops': mailHandlers },
  messages: mailMessages,
});
