import type { components } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import { getRegionNames } from '../../regions';
import { latestEtaByOrder } from '../batches/membership.repository';
import { toOrderException } from '../customer/customer-orders.mapping';
import { loadTrackingEvents } from '../customer/customer-orders.service';
import { orderStatusDisplayName } from '../display-names';
import { normalizeWaybillList } from '../waybills/waybill';
import { findTrackedOrders } from './tracking.repository';
import type { OrdersExecutor } from '../orders.db';

export type TrackingResult = components['schemas']['TrackingResult'];

/**
 * Public tracking: one result per distinct number (trimmed, upper-cased, first occurrence kept), in the order
 * sent. Only route-level facts leave here (status, mode, countries, events): no names, phones, streets or postal
 * codes, because anyone who guesses a number may call this.
 */
export async function trackWaybills(db: OrdersExecutor, waybillNumbers: readonly string[], locale: Locale): Promise<TrackingResult[]> {
  const numbers = normalizeWaybillList(waybillNumbers);
  if (numbers.length === 0) return [];
  const orders = await findTrackedOrders(db, numbers);
  const byNumber = new Map(orders.map((o) => [o.waybillNumber, o]));
  const orderIds = orders.map((o) => o.id);
  const [events, countryNames, etas] = await Promise.all([
    loadTrackingEvents(db, orderIds, locale),
    getRegionNames(
      db,
      orders.map((o) => o.receiverRegionLv0Id),
      locale,
    ),
    latestEtaByOrder(db, orderIds),
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
        eta: null,
        exception: null,
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
      eta: etas.get(order.id) ?? null,
      exception: toOrderException(order, locale),
    };
  });
}
