import { defineModule } from '../define-module';
import { integrationsHandlers } from './integrations.handlers';
import { integrationsMessages } from './integrations.messages';
import type { IntegrationsScope } from './integrations.db';

/** The machine API for carriers and warehouse systems, and the API keys admins give them. */
export const integrationsModule = defineModule<IntegrationsScope>({
  name: 'integrations',
  handlers: { 'api-ops': integrationsHandlers },
  messages: integrationsMessages,
});
