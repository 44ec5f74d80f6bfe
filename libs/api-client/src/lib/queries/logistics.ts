import { queryOptions } from '@tanstack/react-query';
import { apiClient, DETAIL_READ } from '../client';
import { queryKey } from '../query-key';
import type { OrderListRequest, QuoteRequest, TransportMode } from '@forwarder/contracts/api-f';

export const logisticsQueries = {
  routingList: (transportMode?: TransportMode) => {
    const body = transportMode === undefined ? {} : { transportMode };
    return queryOptions({
      queryKey: queryKey('getRoutingList', body),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.POST('/api/f/logistics-management/routing/list', { body, signal }), signal),
      staleTime: 10 * 60_000,
    });
  },
  orderList: (body: OrderListRequest) =>
    queryOptions({
      queryKey: queryKey('getOrderList', body),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.POST('/api/f/logistics-management/order/list', { body, signal }), signal),
    }),
  orderStatusSummary: () =>
    queryOptions({
      queryKey: queryKey('getOrderStatusSummary', {}),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/logistics-management/order/status-summary', { signal }), signal),
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: queryKey('getOrder', { id }),
      queryFn: ({ signal }) =>
        apiClient().send(
          (c) => c.GET('/api/f/logistics-management/order/{id}', { params: { path: { id } }, signal }),
          signal,
          DETAIL_READ,
        ),
    }),
  /** A read although it is a POST: the numbers travel in the body. */
  trackingList: (waybillNumbers: string[]) =>
    queryOptions({
      queryKey: queryKey('getTrackingList', { waybillNumbers }),
      queryFn: ({ signal }) =>
        apiClient().send(
          (c) => c.POST('/api/f/logistics-management/tracking/list', { body: { waybillNumbers }, signal }),
          signal,
        ),
      enabled: waybillNumbers.length > 0,
    }),
  /**
   * The public quote (no sign-in): every product serving the destination, priced by its rate sheet. A read although
   * it is a POST: the parcels travel in the body. A refusal (400 with field errors, 429 too many quotes) is the
   * caller's to show, not a toast.
   */
  quote: (body: QuoteRequest) =>
    queryOptions({
      queryKey: queryKey('getQuote', body),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.POST('/api/f/logistics-management/quote', { body, signal }), signal, { handledStatuses: [400, 429] }),
      staleTime: 30_000,
      retry: false,
    }),
};
