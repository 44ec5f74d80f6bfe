import { defineModule } from '../define-module';
import { mailHandlers } from './mail.handlers';
import { mailMessages } from './mail.messages';
import type { MailScope } from './mail.db';

/** The outbox as staff read it. Sending is the worker's (./worker.ts), started by startServer. */
export const mailModule = defineModule<MailScope>({
  name: 'mail',
  handlers: { 'api-ops': mailHandlers },
  messages: mailMessages,
});
