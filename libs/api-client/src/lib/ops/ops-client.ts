import { CONTRACT_NAME, type operations, type paths } from '@forwarder/contracts/api-ops';
import { createApiClient, type ApiClient, type ApiClientOptions, type ClientInstaller } from '../client';
import { contractSlot } from '../contract-slot';

export type OpsOperationId = keyof operations;

/** The staff contract's slot (`/api/ops`): only the operations console installs it. */
const apiOps = contractSlot<typeof CONTRACT_NAME, OpsOperationId, ApiClient<paths>>(CONTRACT_NAME);

/** The staff contract's client, made by the same `createApiClient` as the customer contract's (same middleware). */
export const installOpsClient: ClientInstaller = (options: ApiClientOptions) => apiOps.set(createApiClient<paths>(options));

export const opsClient: () => ApiClient<paths> = apiOps.get;

/** `['api-ops', operationId]`: invalidates every read of one staff operation. */
export const opsOperationKey = apiOps.operationKey;

export const opsQueryKey = apiOps.queryKey;

/** The path parameters of a call on one resource (`/…/{id}`). */
export const byId = (id: string) => ({ params: { path: { id } } });
