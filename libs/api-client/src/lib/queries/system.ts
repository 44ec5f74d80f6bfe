import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../client';
import { queryKey } from '../query-key';
import { operationKey } from '../query-key';
import type { ApplicationConfiguration, EnumCategory, EnumsResponse, EnumValue } from '@forwarder/contracts/api-f';

export const systemQueries = {
  applicationConfiguration: () =>
    queryOptions({
      queryKey: queryKey('getApplicationConfiguration', { signedIn: apiClient().hasSession() }),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/system/application-configuration', { signal }), signal),
      staleTime: 5 * 60_000,
    }),
  enums: (categories: EnumCategory[] = []) =>
    queryOptions({
      queryKey: queryKey('getEnums', { categories }),
      queryFn: ({ signal }) => apiClient().send((c) => c.POST('/api/system/enums', { body: { categories }, signal }), signal),
      staleTime: 60 * 60_000,
    }),
};

/**
 * The application configuration already in the cache (any language), without waiting for the network: for
 * synchronous checks such as the language guard's "accepted only if the server lists it".
 */
export function cachedApplicationConfiguration(queryClient: QueryClient): ApplicationConfiguration | undefined {
  return queryClient
    .getQueriesData<ApplicationConfiguration>({ queryKey: operationKey('getApplicationConfiguration') })
    .find(([, data]) => data)?.[1];
}

/**
 * The values of one category in an answer of `systemQueries.enums(categories)` ([] until it has loaded, or when the
 * server has none), in the server's order: the options of an enum select, the display name of a value.
 *
 *   const enums = useQuery(systemQueries.enums([EnumCategory.OrderStatus]));
 *   <EnumSelect options={enumValues(enums.data, EnumCategory.OrderStatus)} … />
 */
export function enumValues(data: EnumsResponse | undefined, category: EnumCategory): EnumValue[] {
  return data?.items.find((group) => group.category === category)?.values ?? [];
}
