import { cachedApplicationConfiguration, systemQueries, type Profile } from '@forwarder/api-client';
import { isLanguageAllowed, type Locale } from '@forwarder/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { createPortalGuard } from './guard';

/**
 * Loader of a portal's layout route: the access guard (token, profile, role rule) plus the tenant
 * configuration the header and the language rules read. Nothing of the portal renders before it
 * resolves, so a visitor never sees a page they will be sent away from.
 */
export function createPortalLoader(queryClient: QueryClient) {
  const guard = createPortalGuard(queryClient);
  return async (args: LoaderFunctionArgs): Promise<Profile> => {
    // Not fatal when it fails (its toast has been shown): the header falls back to defaults.
    const config = queryClient.prefetchQuery(systemQueries.applicationConfiguration());
    const profile = await guard(args);
    await config;
    return profile;
  };
}

/**
 * Language acceptance (spec section 4) against the configuration already in the cache, never
 * waiting for it: before the first configuration arrives every supported language is accepted.
 */
export function createLocaleAcceptance(queryClient: QueryClient) {
  return (locale: Locale) => isLanguageAllowed(locale, cachedApplicationConfiguration(queryClient));
}
