import { formatDateInZone, formatTimeInZone, viewerTimeZone } from '@forwarder/i18n';
import { useReference } from '../reference/use-reference';

// Every time the console shows is named by its zone (issue 27). Times without a place of their own (creation,
// update, sending, an audit entry) are read in the site's zone (site setting timeZone, the reference's
// siteTimeZone); an event's time in its own zone (formatEventTime) and a batch ETA in the zone it was typed at.

export interface SiteTime {
  /** The site's IANA zone (`Asia/Shanghai`); the viewer's own until the reference has loaded. */
  zone: string;
  /** `2026-11-28 10:00 (UTC+08:00)`; `--` when empty. */
  time: (value: string | Date | null | undefined) => string;
  /** `2026-11-28 10:00:07 (UTC+08:00)`, for the audit log and scans. */
  timeWithSeconds: (value: string | Date | null | undefined) => string;
  /** `2026-11-28`, the day in the site's zone, for date columns. */
  date: (value: string | Date | null | undefined) => string;
}

export function useSiteTime(): SiteTime {
  const zone = useReference().data?.siteTimeZone ?? viewerTimeZone();
  return {
    zone,
    time: (value) => formatTimeInZone(value, zone),
    timeWithSeconds: (value) => formatTimeInZone(value, zone, { seconds: true }),
    date: (value) => formatDateInZone(value, zone),
  };
}
