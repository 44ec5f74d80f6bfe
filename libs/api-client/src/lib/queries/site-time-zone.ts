import { viewerTimeZone } from '@forwarder/i18n';
import { useQuery } from '@tanstack/react-query';
import { systemQueries } from './system';

// The site's (warehouse's) time zone, an admin's setting the application configuration carries (tenantExtra.timeZone):
// customers read the times without a place of their own (creation, update, an ETA) in it, the zone named.

/** The site's IANA zone (`Asia/Shanghai`), for formatTimeInZone (@forwarder/i18n). */
export function useSiteTimeZone(): string {
  const configured = useQuery({ ...systemQueries.applicationConfiguration(), select: (configuration) => configuration.tenantExtra.timeZone }).data;
  return configured || viewerTimeZone();
}
