import { OrderStatus, type components } from '@forwarder/contracts/api-ops';
import type { Locale } from '../../../i18n/locale';
import { toOpsException, toOpsListItem } from '../staff/staff-orders.mapping';
import { pageNames } from '../staff/staff-orders.service';
import { findProblemPage } from './exceptions.repository';
import { staleThresholds } from './stale';
import type { OrdersExecutor } from '../orders.db';

type S = components['schemas'];

const DAY_MS = 86_400_000;

/** Orders in exception and stuck ones, oldest problem first. */
export async function getExceptionQueue(db: OrdersExecutor, request: S['ExceptionQueueRequest'], locale: Locale, now = Date.now()) {
  const thresholds = await staleThresholds(db, now);
  const page = await findProblemPage(db, request.kind ?? 'all', thresholds, request);
  const names = await pageNames(db, page.items, locale);
  const items = page.items.map((row): S['ExceptionQueueItem'] => {
    const inException = Number(row.status) === OrderStatus.Exception;
    const since = inException ? (row.exceptionSince ?? row.lastEventTime) : row.lastEventTime;
    return {
      order: toOpsListItem(row, names, locale),
      kind: inException ? 'exception' : 'stale',
      since,
      daysWithoutEvent: Math.max(0, Math.floor((now - new Date(row.lastEventTime).getTime()) / DAY_MS)),
      exception: toOpsException(row, names, locale),
    };
  });
  return { totalCount: page.totalCount, items };
}
