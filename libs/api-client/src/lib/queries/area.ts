import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../client';
import { queryKey } from '../query-key';
import type { AreaLevel, RegionLevel } from '@forwarder/contracts/api-f';

// Region data changes only with a data upgrade: cache it for the whole session.
const REFERENCE_DATA = { staleTime: Infinity, gcTime: 60 * 60_000 } as const;

export const areaQueries = {
  allAreas: (params: { level?: AreaLevel; countryCode?: string } = {}) =>
    queryOptions({
      queryKey: queryKey('getAllAreas', params),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/area-management/area/all-list', { params: { query: params }, signal }), signal),
      ...REFERENCE_DATA,
    }),
  regionList: (params: { level: RegionLevel; parentId?: string; keyword?: string }) =>
    queryOptions({
      queryKey: queryKey('getRegionList', params),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/area-management/region/list', { params: { query: params }, signal }), signal),
      enabled: params.level === 0 || Boolean(params.parentId),
      ...REFERENCE_DATA,
    }),
  regionsByPostalCode: (params: { countryCode: string; postalCode: string }) =>
    queryOptions({
      queryKey: queryKey('getRegionsByPostalCode', params),
      queryFn: ({ signal }) =>
        apiClient().send(
          (c) => c.GET('/api/f/area-management/region/list-by-postal-code', { params: { query: params }, signal }),
          signal,
        ),
      enabled: Boolean(params.countryCode && params.postalCode.trim()),
      ...REFERENCE_DATA,
    }),
};
