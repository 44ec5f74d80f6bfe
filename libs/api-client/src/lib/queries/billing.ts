import { queryOptions } from '@tanstack/react-query';
import type { LedgerEntryListRequest } from '@forwarder/contracts/api-f';
import { apiClient } from '../client';
import { queryKey } from '../query-key';

/** The caller's own billing account and ledger (issue 29): no customer id in any request, so nothing names another's. */
export const billingQueries = {
  account: () =>
    queryOptions({
      queryKey: queryKey('getMyBillingAccount', {}),
      queryFn: ({ signal }) => apiClient().send((c) => c.GET('/api/f/billing-management/account', { signal }), signal),
    }),
  /** A read although it is a POST: the filter travels in the body. */
  entryList: (body: LedgerEntryListRequest) =>
    queryOptions({
      queryKey: queryKey('getMyLedgerEntryList', body),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.POST('/api/f/billing-management/ledger-entry/list', { body, signal }), signal),
    }),
};
