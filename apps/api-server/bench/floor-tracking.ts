// Floor of public tracking (POST /api/f/logistics-management/tracking/list): the product's four statements (the
// orders by number, their events newest first, the destination countries' names, the latest ETA of their batches)
// and the product's TrackingResult fields in the product's order, one per distinct number in the order sent.
import { OrderStatus } from '@forwarder/contracts/api-f';
import type { Locale } from '../src/i18n/locale';
import { exceptionReasonDisplayName, normalizeWaybillNumber, orderStatusDisplayName } from '../src/modules/orders';
import type { FloorDb, FloorRow } from './floor-db';
import { distinctIds, text, type FloorPlan } from './floor-plan';

function exceptionOf(order: FloorRow, locale: Locale): Record<string, unknown> | null {
  const reason = order['exceptionReason'] as string | null;
  if (Number(order['status']) !== OrderStatus.Exception || !reason) return null;
  return {
    reason,
    reasonDisplayName: exceptionReasonDisplayName(reason, locale),
    explanation: (locale === 'en' ? order['exceptionExplanationEn'] : order['exceptionExplanationZh']) ?? '',
    since: order['exceptionSince'] ?? '',
  };
}

export async function trackingFloor(db: FloorDb, sql: FloorPlan['tracking'], waybillNumbers: readonly string[], locale: Locale): Promise<string> {
  const numbers = [...new Set(waybillNumbers.map(normalizeWaybillNumber).filter((n) => n !== ''))];
  if (numbers.length === 0) return '[]';
  const orders = await db.all(sql.orders, numbers);
  const byNumber = new Map(orders.map((o) => [text(o, 'waybillNumber'), o]));
  const ids = orders.map((o) => text(o, 'id'));
  const countryIds = distinctIds(orders.map((o) => o['receiverRegionLv0Id']));
  const [events, countries, etas] = await Promise.all([
    ids.length > 0 ? db.all(sql.events, ids) : Promise.resolve([]),
    countryIds.length > 0 ? db.all(sql.regions, countryIds) : Promise.resolve([]),
    ids.length > 0 ? db.all(sql.eta, ids) : Promise.resolve([]),
  ]);
  const eventsOf = new Map<string, unknown[]>(ids.map((id) => [id, []]));
  for (const e of events) {
    eventsOf.get(text(e, 'orderId'))?.push({
      time: e['time'],
      timeZone: e['timeZone'],
      status: e['status'],
      statusDisplayName: orderStatusDisplayName(e['status'] as number, locale),
      location: locale === 'en' ? e['locationEn'] : e['locationZh'],
      description: locale === 'en' ? e['descriptionEn'] : e['descriptionZh'],
    });
  }
  const countryName = new Map(countries.map((r) => [text(r, 'id'), text(r, locale === 'en' ? 'nameEn' : 'nameZh')]));
  const etaOf = new Map(etas.filter((r) => r['eta'] !== null).map((r) => [text(r, 'orderId'), String(r['eta'])]));
  const results = numbers.map((waybillNumber) => {
    const order = byNumber.get(waybillNumber);
    if (!order) {
      return {
        waybillNumber, found: false, status: null, statusDisplayName: null, transportMode: null, originCountryCode: null, destinationCountryCode: null,
        destinationCountryDisplayName: null, lastUpdateTime: null, events: [], eta: null, exception: null,
      };
    }
    return {
      waybillNumber,
      found: true,
      status: order['status'],
      statusDisplayName: orderStatusDisplayName(order['status'] as number, locale),
      transportMode: order['transportMode'],
      originCountryCode: order['senderCountryCode'],
      destinationCountryCode: order['receiverCountryCode'],
      destinationCountryDisplayName: countryName.get(order['receiverRegionLv0Id'] as string) ?? order['receiverCountryCode'],
      lastUpdateTime: order['lastEventTime'],
      events: eventsOf.get(text(order, 'id')) ?? [],
      eta: etaOf.get(text(order, 'id')) ?? null,
      exception: exceptionOf(order, locale),
    };
  });
  return JSON.stringify(results);
}
