import { Skeleton } from '@chakra-ui/react';
import { apiClient, contentQueries, type SitePage } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** The read of a site page's introduction; a page without a bound item is normal (404): no 'request error' toast. */
export function navIntroQuery(sitePage: SitePage) {
  return {
    ...contentQueries.navBySitePage(sitePage),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      withoutErrorToast(() =>
        apiClient().send((c) => c.GET('/api/f/content/nav', { params: { query: { sitePage } }, signal }), signal),
      ),
    staleTime: 5 * 60_000,
  };
}

/**
 * The introduction text of a site page (the nav item bound to it, e.g. contact us 41, tracking 23). The server
 * answers 404 when no item is bound: then nothing is shown. The HTML is rendered by the caller (`renderHtml`),
 * so this feature does not pull the sanitiser into chunks that show no HTML.
 */
export function NavIntro({ sitePage, renderHtml }: { sitePage: SitePage; renderHtml: (html: string) => ReactNode }) {
  const { data, isPending } = useQuery(navIntroQuery(sitePage));
  if (isPending) return <Skeleton height="12" />;
  if (!data?.content) return null;
  return <>{renderHtml(data.content)}</>;
}
