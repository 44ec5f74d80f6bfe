import { AuditAction, EventSource, IntegrationEventOutcome, type components } from '@forwarder/contracts/api-ops';
import type { ApiKeyCaller } from '../../auth/api-keys';
import type { ValidationIssue } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { t } from '../../i18n/messages';
import { applyEventsToWaybills, draftOrIssues, getOpsOrderByWaybill, normalizeWaybillNumber, orderStatusDisplayName, type OrderEventItem } from '../orders';
import { apiKeyActor } from './api-keys.service';
import type { IntegrationsDatabase } from './integrations.db';

// The machine API: carriers and warehouse systems post events for many waybills with an API key (its scope
// checked by the router, auth/api-keys.ts). Unlike the import, every event stands alone: the valid ones are
// written, the others refused with a reason, and an event the waybill already has (same code, same instant) is a
// duplicate, so a retried request writes nothing twice. The events go the orders module's one way
// (applyEventsToWaybills: the state machine, the rows, the status mails, the audit entries) in one transaction with
// the waybills locked, so two identical requests at once store the events once.

type S = components['schemas'];
type IntegrationEventResult = S['IntegrationEventResult'];

/** The UTC offset a time was written with (`Z` is `+00:00`): the event's time zone. */
const OFFSET = /(?:([+-])(\d\d):(\d\d)|Z)$/i;
const TIME_ZONE = /^[+-](0\d|1[0-4]):[0-5]\d$/;

function timeZoneOf(time: string): string | null {
  const match = OFFSET.exec(time.trim());
  if (!match) return null;
  const zone = match[1] ? `${match[1]}${match[2]}:${match[3]}` : '+00:00';
  return TIME_ZONE.test(zone) ? zone : null;
}

export async function postIntegrationEvents(db: IntegrationsDatabase, key: ApiKeyCaller, input: S['PostIntegrationEventsInput'], locale: Locale): Promise<S['IntegrationEventsResult']> {
  const now = new Date();
  const results: IntegrationEventResult[] = input.events.map((event, index) => ({
    index,
    clientEventId: event.clientEventId ?? null,
    waybillNumber: normalizeWaybillNumber(event.waybillNumber),
    outcome: IntegrationEventOutcome.Refused,
    eventId: null,
    errorCode: null,
    message: '',
  }));
  const refuse = (index: number, issue: ValidationIssue) => {
    const result = results[index] as IntegrationEventResult;
    const code = issue.messageKey ?? 'Core:ValidationFailed';
    Object.assign(result, { outcome: IntegrationEventOutcome.Refused, errorCode: code, message: t(locale, code, issue.params) });
  };

  const items: OrderEventItem[] = [];
  input.events.forEach((event, index) => {
    const timeZone = timeZoneOf(event.time);
    if (!timeZone) return refuse(index, { members: ['time'], messageKey: 'Ops:TimeWithoutOffset' });
    const drafted = draftOrIssues(
      {
        code: event.code,
        time: event.time,
        timeZone,
        locationZh: event.locationZh,
        locationEn: event.locationEn,
        ...(event.descriptionZh !== undefined ? { descriptionZh: event.descriptionZh } : {}),
        ...(event.descriptionEn !== undefined ? { descriptionEn: event.descriptionEn } : {}),
      },
      now,
    );
    if ('issues' in drafted) return refuse(index, drafted.issues[0] as ValidationIssue);
    items.push({ index, waybillNumber: (results[index] as IntegrationEventResult).waybillNumber, draft: drafted.draft });
  });

  const audit = { per: 'order-events', action: AuditAction.OrderApiEvent } as const;
  const applied = await applyEventsToWaybills(
    db,
    { items, source: EventSource.Api, actor: apiKeyActor(key), audit, write: 'each-alone', detectDuplicates: true },
    locale,
  );
  const ids = applied.eventIds;
  for (const [index, outcome] of applied.outcomes) {
    const result = results[index] as IntegrationEventResult;
    switch (outcome.kind) {
      case 'move':
        Object.assign(result, { outcome: IntegrationEventOutcome.Stored, eventId: ids.get(index) ?? null, message: t(locale, 'Ops:IntegrationStored') });
        break;
      case 'duplicate':
      case 'already-applied': {
        const same = outcome.kind === 'duplicate' ? (outcome.eventId ?? (outcome.sameAsIndex === null ? null : (ids.get(outcome.sameAsIndex) ?? null))) : null;
        Object.assign(result, { outcome: IntegrationEventOutcome.Duplicate, eventId: same, message: t(locale, 'Ops:IntegrationDuplicate') });
        break;
      }
      case 'unknown':
        refuse(index, { members: ['waybillNumber'], messageKey: 'Ops:UnknownWaybill', params: { waybillNumber: result.waybillNumber } });
        break;
      case 'refused':
        refuse(index, outcome.issue);
        break;
    }
  }

  const count = (outcome: IntegrationEventOutcome) => results.filter((r) => r.outcome === outcome).length;
  return {
    storedCount: count(IntegrationEventOutcome.Stored),
    duplicateCount: count(IntegrationEventOutcome.Duplicate),
    refusedCount: count(IntegrationEventOutcome.Refused),
    items: results,
  };
}

/** A waybill's tracking for a machine: its events oldest first, without the staff who posted them. */
export async function getIntegrationTracking(db: IntegrationsDatabase, waybillNumber: string, locale: Locale): Promise<S['IntegrationTracking']> {
  const order = await getOpsOrderByWaybill(db, waybillNumber, locale);
  return {
    waybillNumber: order.waybillNumber,
    status: order.status,
    statusDisplayName: orderStatusDisplayName(order.status, locale),
    events: [...order.events].reverse().map((e) => ({
      id: e.id,
      code: e.code,
      time: e.time,
      timeZone: e.timeZone,
      status: e.status,
      locationZh: e.locationZh,
      locationEn: e.locationEn,
      descriptionZh: e.descriptionZh,
      descriptionEn: e.descriptionEn,
    })),
  };
}
