import { apiOps } from '../../contracts/api-ops';
import { integrationsHandlers } from './integrations.handlers';
import { integrationsMessages } from './integrations.messages';

/** The machine API for carriers and warehouse systems, and the API keys admins give them. */
export const integrationsModule = apiOps.defineModule({
  name: 'integrations',
  handlers: integrationsHandlers,
  messages: integrationsMessages,
});
