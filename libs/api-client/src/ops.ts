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
// One function per write, a file per domain of the contract (its tags); `options` lets a screen that shows a
// refusal itself (a batch event's per-waybill list) keep it from also being toasted.
export * from './lib/ops/commands/orders';
export * from './lib/ops/commands/batches';
export * from './lib/ops/commands/staff';
export * from './lib/ops/commands/messages';
export * from './lib/ops/commands/customers';
export * from './lib/ops/commands/mail';
export * from './lib/ops/commands/event-import';
export * from './lib/ops/commands/integrations';
export * from './lib/ops/commands/products';
export * from './lib/ops/commands/site-content';
export * from './lib/ops/commands/site-articles';
export * from './lib/ops/commands/site-images';
export * from './lib/ops/commands/site-settings';
export * from './lib/ops/commands/top-up-notices';
export * from './lib/ops/commands/billing';
export * from './lib/ops/commands/charges';
export * from './lib/ops/commands/billing-documents';
