// The machine API's keys, admins only (tag `integrations`).
import type { CreateApiKeyInput, CreatedApiKey } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

/** Admins only. The answer holds the key's secret, which the server cannot show again. */
export function createApiKey(body: CreateApiKeyInput, options?: SendOptions): Promise<CreatedApiKey> {
  return opsClient().send((c) => c.POST('/api/ops/api-keys', { body }), null, options);
}

/** Admins only; revoking a revoked key answers 400 `Ops:ApiKeyAlreadyRevoked`. */
export function revokeApiKey(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/api-keys/{id}/revoke', byId(id)), null, options);
}
