import type { operations } from '../generated/api-f';
import { apiClient } from './client';

export type OperationId = keyof operations;

/**
 * Every query key starts with ['api', operationId]: invalidate all reads of one operation with
 * `queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') })`. The language is part of the key
 * because the server localises its answers.
 */
export function operationKey(operationId: OperationId): readonly ['api', OperationId] {
  return ['api', operationId] as const;
}

export function queryKey<P>(operationId: OperationId, params: P): readonly ['api', OperationId, P, string] {
  return ['api', operationId, params, apiClient().language()] as const;
}
