import { ApiKeyScope } from '@forwarder/api-client/ops';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The contract's scopes, in the order the form lists them. */
export const SCOPES: readonly ApiKeyScope[] = [ApiKeyScope.EventsWrite, ApiKeyScope.EventsRead];

/** A sentence per scope: what a system holding it may do. */
export const SCOPE_SENTENCES: Record<ApiKeyScope, MessageDescriptor> = {
  [ApiKeyScope.EventsWrite]: msg`为多个运单写入轨迹事件`,
  [ApiKeyScope.EventsRead]: msg`查询一个运单的状态和轨迹`,
};

// eslint-disable-next-line lingui/no-unlocalized-strings -- the header name of the contract's apiKeyAuth scheme
export const API_KEY_HEADER = 'X-Api-Key';

/**
 * The contract's example request of postIntegrationEvents (api-ops.yaml), with this site's origin and, once known,
 * the new key: what a carrier copies.
 */
export function exampleRequest(origin: string, secret = 'fwk_3f9a1c2b_Qm9vdGhlcy1hcmUtbm90LXNlY3JldHMtYnV0LXRoaXMtaXM'): string {
  /* eslint-disable lingui/no-unlocalized-strings -- a shell command, not UI text */
  return [
    `curl -X POST ${origin}/api/ops/integrations/events \\`,
    `  -H '${API_KEY_HEADER}: ${secret}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'Accept-Language: en' \\`,
    `  -d '{"events":[{"clientEventId":"HKG-88123-1","waybillNumber":"FA000000045CN","code":"ARRIVED_HUB","time":"2026-11-23T14:15:00+08:00","locationZh":"香港","locationEn":"Hong Kong","descriptionZh":"已到达香港转运中心","descriptionEn":"Arrived at the Hong Kong hub"}]}'`,
  ].join('\n');
  /* eslint-enable lingui/no-unlocalized-strings */
}
