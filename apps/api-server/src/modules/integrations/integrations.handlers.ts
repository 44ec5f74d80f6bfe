import { defineHandlers } from '../../contracts/api-ops';
import { UnauthorizedError } from '../../errors/app-errors';
import { withStatus } from '../../http/results';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';
import { getIntegrationTracking, postIntegrationEvents } from './integration-events.service';
import type { IntegrationsScope } from './integrations.db';

// The key operations are admin only (`x-staff-role: admin`, checked by the contract's guard). The machine API's
// operations declare the apiKeyAuth scheme: the router has checked the key and its scope before they run, and
// `apiKey` is that key (never a staff member).

export const integrationsHandlers = defineHandlers<IntegrationsScope>()({
  getApiKeyList: async ({ db, body }) => listApiKeys(db, body ?? {}),

  createApiKey: async ({ db, body, requireUser }) => withStatus(201, await createApiKey(db, requireUser(), body)),

  revokeApiKey: async ({ db, params, requireUser }) => revokeApiKey(db, requireUser(), params.id),

  postIntegrationEvents: async ({ db, body, locale, apiKey }) => {
    if (!apiKey) throw new UnauthorizedError();
    return postIntegrationEvents(db, apiKey, body, locale);
  },

  getIntegrationTracking: async ({ db, params, locale, apiKey }) => {
    if (!apiKey) throw new UnauthorizedError();
    return getIntegrationTracking(db, params.waybillNumber, locale);
  },
});
