import { systemQueries } from '@forwarder/api-client';
import { useQuery } from '@tanstack/react-query';

/**
 * Document title of a page: "<page> - <site name>". React 19 hoists <title> into <head> (also when server
 * rendered), so no effect or browser global is needed. The site name is the tenant's, once the configuration
 * (shared with the layout's query) is there.
 */
export function PageTitle({ title }: { title?: string }) {
  const { data } = useQuery(systemQueries.applicationConfiguration());
  const site = data?.tenantExtra.displaySiteName ?? '';
  const text = [title, site].filter(Boolean).join(' - ');
  return text ? <title>{text}</title> : null;
}
