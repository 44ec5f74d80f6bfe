import { queryOptions } from '@tanstack/react-query';
import type { InvoiceListRequest, LedgerEntryListRequest, TopUpNoticeListRequest } from '@forwarder/contracts/api-f';
import { apiClient, DETAIL_READ } from '../client';
import { dataUrlOf } from '../files/data-url';
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
  /** The months a statement can be downloaded for, newest first. */
  statementMonths: () =>
    queryOptions({
      queryKey: queryKey('getMyStatementMonths', {}),
      queryFn: ({ signal }) => apiClient().send((c) => c.GET('/api/f/billing-management/statement/months', { signal }), signal),
    }),
  invoiceList: (body: InvoiceListRequest) =>
    queryOptions({
      queryKey: queryKey('getMyInvoiceList', body),
      queryFn: ({ signal }) => apiClient().send((c) => c.POST('/api/f/billing-management/invoice/list', { body, signal }), signal),
    }),
  topUpNoticeList: (body: TopUpNoticeListRequest) =>
    queryOptions({
      queryKey: queryKey('getMyTopUpNoticeList', body),
      queryFn: ({ signal }) => apiClient().send((c) => c.POST('/api/f/billing-management/top-up-notice/list', { body, signal }), signal),
    }),
  /** A notice's screenshot as a `data:` URL for an <img> (the picture needs the caller's token); it never changes. */
  topUpNoticeScreenshot: (id: string) =>
    queryOptions({
      queryKey: queryKey('getMyTopUpNoticeScreenshot', { id }),
      queryFn: async ({ signal }) =>
        dataUrlOf(
          await apiClient().send(
            (c) => c.GET('/api/f/billing-management/top-up-notice/{id}/screenshot', { params: { path: { id } }, parseAs: 'blob', signal }),
            signal,
            DETAIL_READ,
          ),
        ),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
