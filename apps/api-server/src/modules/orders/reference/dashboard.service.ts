import { OrderStatus, type components } from '@forwarder/contracts/api-ops';
import type { Locale } from '../../../i18n/locale';
import { countOpenBatches } from '../batches/batches.repository';
import { orderStatusDisplayName } from '../display-names';
import { countStale } from '../exceptions/exceptions.repository';
import { staleThresholds } from '../exceptions/stale';
import { countOrdersByStatus } from '../orders.repository';
import { countReceivedSince } from '../receiving/measurements.repository';
import type { OrdersExecutor } from '../orders.db';
import { readSiteZoneAt } from '../../site-settings';

// The console's dashboard: orders per status, stuck parcels, received today, open batches.

type S = components['schemas'];

/** Midnight of `now`'s day in a UTC offset (`+08:00`), as an ISO instant. */
function startOfDayIn(timeZone: string, now = new Date()): string {
  const match = /^([+-])(\d\d):(\d\d)$/.exec(timeZone);
  const offsetMs = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs).toISOString();
}

/** The orders' part of the dashboard; the staff module adds the inbox's count. */
export async function getOpsDashboard(db: OrdersExecutor, locale: Locale, now = new Date()): Promise<Omit<S['OpsDashboard'], 'unreadMessageCount'>> {
  const [thresholds, site] = await Promise.all([staleThresholds(db, now.getTime()), readSiteZoneAt(db, now)]);
  const [counts, staleCount, receivedToday, openBatchCount] = await Promise.all([
    countOrdersByStatus(db),
    countStale(db, thresholds),
    countReceivedSince(db, startOfDayIn(site.offset, now)),
    countOpenBatches(db),
  ]);
  return {
    statusCounts: Object.values(OrderStatus).map((status) => ({
      status,
      statusDisplayName: orderStatusDisplayName(status, locale),
      count: counts.get(status) ?? 0,
    })),
    exceptionCount: counts.get(OrderStatus.Exception) ?? 0,
    staleCount,
    receivedToday,
    openBatchCount,
  };
}
