import type { components } from '@forwarder/contracts/api-f';
import type { Executor } from '../../db/transaction';
import type { Locale } from '../../i18n/locale';
import { getRegionNames } from '../regions';
import { orderStatusDisplayName } from './display-names';
import { normalizeWaybillList } from './order-filter';
import { findTrackedOrders } from './orders.repository';
import { loadTrackingEvents } from './orders.service';

export type TrackingResult = components['schemas']['TrackingResult'];

/**
 * Public tracking: one result per distinct number (trimmed, upper-cased, first occurrence kept), in the order
 * sent. Only route-level facts leave here (status, mode, countries, events): no names, phones, streets or postal
 * codes, because anyone who guesses a number may call this.
 */
export async function trackWaybills(db: Executor, waybillNumbers: readonly string[], locale: Locale): Promise<TrackingResult[]> {
  const numbers = normalizeWaybillList(waybillNumbers);
  if (numbers.length === 0) return [];
  const orders = await findTrackedOrders(db, numbers);
  const byNumber = new Map(orders.map((o) => [o.waybillNumber, o]));
  const [events, countryNames] = await Promise.all([
    loadTrackingEvents(
      db,
      orders.map((o) => o.id),
      locale,
    ),
    getRegionNames(
      db,
      orders.map((o) => o.receiverRegionLv0Id),
      locale,
    ),
  ]);
  return numbers.map((waybillNumber): TrackingResult => {
    const order = byNumber.get(waybillNumber);
    if (!order) {
      return {
        waybillNumber,
        found: false,
        status: null,
        statusDisplayName: null,
        transportMode: null,
        originCountryCode: null,
        destinationCountryCode: null,
        destinationCountryDisplayName: null,
        lastUpdateTime: null,
        events: [],
      };
    }
    return {
      waybillNumber,
      found: true,
      status: order.status as TrackingResult['status'],
      statusDisplayName: orderStatusDisplayName(order.status, locale),
      transportMode: order.transportMode as TrackingResult['transportMode'],
      originCountryCode: order.senderCountryCode,
      destinationCountryCode: order.receiverCountryCode,
      destinationCountryDisplayName: countryNames.get(order.receiverRegionLv0Id) ?? order.receiverCountryCode,
      lastUpdateTime: order.lastEventTime,
      events: events.get(order.id) ?? [],
    };
  });
}
