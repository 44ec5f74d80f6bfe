import { CONTRACT_NAME, type operations } from '@forwarder/contracts/api-f';
import { apiClient } from './client';

export type OperationId = keyof operations;

/**
 * Every query key starts with [contract, operationId] (`['api-f', 'getOrderList', …]`), so two contracts' reads
 * never share a key: invalidate all reads of one operation with
 * `queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') })`. The language is part of the key
 * because the server localises its answers.
 */
export function operationKey(operationId: OperationId): readonly [typeof CONTRACT_NAME, OperationId] {
  return [CONTRACT_NAME, operationId] as const;
}

export function queryKey<P>(operationId: OperationId, params: P): readonly [typeof CONTRACT_NAME, OperationId, P, string] {
  return [CONTRACT_NAME, operationId, params, apiClient().language()] as const;
}
