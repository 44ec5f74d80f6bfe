import { queryOptions } from '@tanstack/react-query';
import { apiClient, DETAIL_READ } from '../client';
import { queryKey } from '../query-key';
import type { AddressListRequest } from '@forwarder/contracts/api-f';

export const userQueries = {
  myProfile: () =>
    queryOptions({
      queryKey: queryKey('getMyProfile', {}),
      queryFn: ({ signal }) => apiClient().send((c) => c.GET('/api/f/user-management/profile/my', { signal }), signal),
    }),
  addressList: (body: AddressListRequest) =>
    queryOptions({
      queryKey: queryKey('getAddressList', body),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.POST('/api/f/user-management/address/list', { body, signal }), signal),
    }),
  address: (id: string) =>
    queryOptions({
      queryKey: queryKey('getAddress', { id }),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/user-management/address/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
};
