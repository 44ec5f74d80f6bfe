// Second entry of @forwarder/api-client, `@forwarder/api-client/ops`: the staff contract (`/api/ops`,
// openapi/api-ops). Only the operations console imports it, so no other app loads it. The client is the same
// `createApiClient` as the customer contract's (one middleware); shared pieces (ApiError, createQueryClient,
// serverFieldErrors, DETAIL_READ) come from the main entry.
// The contract's types, schema names and enum constants (one source: @forwarder/contracts/api-ops).
export * from '@forwarder/contracts/api-ops';
export {
  installOpsClient,
  opsClient,
  opsOperationKey,
  opsQueryKey,
  type OpsOperationId,
} from './lib/ops/ops-client';
export { opsQueries } from './lib/ops/ops-queries';
export * from './lib/ops/ops-commands';
