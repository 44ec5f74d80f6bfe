import type { operations } from '@forwarder/contracts/api-f';
import { apiF } from './client';

export type OperationId = keyof operations;

/**
 * Every query key starts with [contract, operationId] (`['api-f', 'getOrderList', …]`), so two contracts' reads
 * never share a key: invalidate all reads of one operation with
 * `queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') })`. The language is part of the key
 * because the server localises its answers. (The staff contract's keys: `opsOperationKey`, `@forwarder/api-client/ops`.)
 */
export const operationKey = apiF.operationKey;

export const queryKey = apiF.queryKey;
