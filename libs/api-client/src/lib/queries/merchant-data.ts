import { queryOptions } from '@tanstack/react-query';
import type { operations } from '@forwarder/contracts/api-f';
import { apiClient, DETAIL_READ } from '../client';
import { queryKey } from '../query-key';

export type MerchantDataListQuery = NonNullable<operations['getMerchantDataList']['parameters']['query']>;

export const merchantDataQueries = {
  list: (query: MerchantDataListQuery) =>
    queryOptions({
      queryKey: queryKey('getMerchantDataList', query),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/merchant-management/merchant-datas', { params: { query }, signal }), signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: queryKey('getMerchantData', { id }),
      queryFn: ({ signal }) =>
        apiClient().send(
          (c) => c.GET('/api/f/merchant-management/merchant-datas/{id}', { params: { path: { id } }, signal }),
          signal,
          DETAIL_READ,
        ),
    }),
};
