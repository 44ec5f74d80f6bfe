import { BatchType, EventCode, type components } from '@forwarder/contracts/api-ops';
import { localized, type Locale } from '../../../i18n/locale';
import { findRoutings, routingDisplayName } from '../../rates';
import { batchTypeDisplayName } from '../batches/batch-types';
import { orderStatusDisplayName } from '../display-names';
import { readSiteZoneAt } from '../../site-settings';
import { EVENT_TEMPLATES } from '../events/event-templates';
import { stateMachineTable } from '../events/state-machine';
import { EXCEPTION_REASONS } from '../exceptions/exception-reasons';
import type { OrdersExecutor } from '../orders.db';

// The console's reference data: event templates, exception reasons, the state machine, batch types, products.

type S = components['schemas'];

export async function getOpsReference(db: OrdersExecutor, locale: Locale, now = new Date()): Promise<Omit<S['OpsReference'], 'mailConfigured'>> {
  const [routings, site] = await Promise.all([findRoutings(db), readSiteZoneAt(db, now)]);
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
    // Forms start at the site zone's offset today; the zone itself names the times shown without a place.
    defaultTimeZone: site.offset,
    siteTimeZone: site.timeZone,
  };
}
