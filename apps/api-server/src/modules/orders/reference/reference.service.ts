import { BatchType, EventCode, OrderStatus, type components } from '@forwarder/contracts/api-ops';
import type { Executor } from '../../../db/transaction';
import { localized, type Locale } from '../../../i18n/locale';
import { DEFAULT_TIME_ZONE } from '../events/event-record';
import { EXCEPTION_REASONS } from '../exceptions/exception-reasons';
import { orderStatusDisplayName } from '../display-names';
import { findRoutings, routingDisplayName } from '../../rates';
import { EVENT_TEMPLATES } from '../events/event-templates';
import * as repo from '../staff/staff-orders.repository';
import { stateMachineTable } from '../events/state-machine';

// The console's reference data and its dashboard counts.

type S = components['schemas'];

const BATCH_TYPE_NAMES: { readonly [T in BatchType]: readonly [zh: string, en: string] } = {
  [BatchType.BAG]: ['袋', 'Bag'],
  [BatchType.MAWB]: ['总运单', 'Master air waybill'],
  [BatchType.CONTAINER]: ['集装箱', 'Container'],
};

export const batchTypeDisplayName = (type: string, locale: Locale): string => {
  const names = BATCH_TYPE_NAMES[type as BatchType];
  return names ? localized(names, locale) : type;
};

export async function getOpsReference(db: Executor, locale: Locale): Promise<Omit<S['OpsReference'], 'mailConfigured'>> {
  const routings = await findRoutings(db);
  return {
    eventTemplates: Object.values(EventCode).map((code) => {
      const template = EVENT_TEMPLATES[code];
      return {
        code,
        displayName: localized(template.displayName, locale),
        status: template.status,
        descriptionZh: template.description[0],
        descriptionEn: template.description[1],
        postable: template.postable,
      };
    }),
    exceptionReasons: Object.entries(EXCEPTION_REASONS).map(([reason, texts]) => ({
      reason: reason as S['ExceptionReason'],
      displayName: localized(texts.displayName, locale),
      explanationZh: texts.explanation[0],
      explanationEn: texts.explanation[1],
    })),
    statuses: stateMachineTable().map((row) => ({ ...row, displayName: orderStatusDisplayName(row.status, locale) })),
    batchTypes: Object.values(BatchType).map((type) => ({ type, displayName: batchTypeDisplayName(type, locale) })),
    routings: routings.map((r) => ({
      id: r.id,
      code: r.code,
      displayName: routingDisplayName(r, locale),
      transportMode: Number(r.transportMode) as S['TransportMode'],
      isActive: Number(r.isActive) === 1,
      staleAfterDays: Number(r.staleAfterDays),
    })),
    defaultTimeZone: DEFAULT_TIME_ZONE,
  };
}

/** Midnight of `now`'s day in a UTC offset (`+08:00`), as an ISO instant. */
export function startOfDayIn(timeZone: string, now = new Date()): string {
  const match = /^([+-])(\d\d):(\d\d)$/.exec(timeZone);
  const offsetMs = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  const local = new Date(now.getTime() + offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMs).toISOString();
}

/** The orders' part of the dashboard; the staff module adds the inbox's count. */
export async function getOpsDashboard(db: Executor, locale: Locale, now = new Date()): Promise<Omit<S['OpsDashboard'], 'unreadMessageCount'>> {
  const thresholds = await repo.staleThresholds(db, now.getTime());
  const [counts, staleCount, receivedToday, openBatchCount] = await Promise.all([
    repo.countByStatus(db),
    repo.countStale(db, thresholds),
    repo.countReceivedSince(db, startOfDayIn(DEFAULT_TIME_ZONE, now)),
    repo.countOpenBatches(db),
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
