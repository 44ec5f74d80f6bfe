import { Skeleton } from '@chakra-ui/react';
import { apiClient, contentQueries, type SitePage } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The introduction text of a site page (the nav item bound to it, e.g. contact us 41, tracking 23). The server
 * answers 404 when no item is bound: then nothing is shown. The HTML is rendered by the caller (`renderHtml`),
 * so this feature does not pull the sanitiser into chunks that show no HTML.
 */
export function NavIntro({ sitePage, renderHtml }: { sitePage: SitePage; renderHtml: (html: string) => ReactNode }) {
  // A page without a bound item is normal (404): no 'request error' toast for it.
  const { data, isPending } = useQuery({
    ...contentQueries.navBySitePage(sitePage),
    queryFn: ({ signal }) =>
      withoutErrorToast(() =>
        apiClient().send((c) => c.GET('/api/f/content/nav', { params: { query: { sitePage } }, signal }), signal),
      ),
    staleTime: 5 * 60_000,
  });
  if (isPending) return <Skeleton height="12" />;
  if (!data?.content) return null;
  return <>{renderHtml(data.content)}</>;
}
