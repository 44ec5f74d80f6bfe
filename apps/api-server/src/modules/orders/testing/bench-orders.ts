import { OrderStatus, TransportMode } from '@forwarder/contracts/api-f';
import { EventCode } from '@forwarder/contracts/api-ops';
import type { OrdersDatabase } from '../orders.db';
import { newId, nowIso } from '../../../db/ids';
import { formatWaybillNumber } from '../waybills/waybill';
import { SUBMITTED_EVENT } from '../events/event-record';
import { EVENT_TEMPLATES } from '../events/event-templates';
import { type OrderRow } from '../orders.repository';
import { routingIdOf } from '../../rates';
import { regionId } from '../../regions';

// The benchmarks' orders (operations, events in bulk): thousands of them straight into the tables, their last event
// at `now` (an event posted later must not be older).

/** Orders straight into the tables (the order form's validation is not what is measured), in chunks. */
export async function insertBenchOrders(db: OrdersDatabase, userId: string, count: number, firstSerial: number, status: OrderStatus, now = nowIso()): Promise<OrderRow[]> {
  const code = status === OrderStatus.Received ? EventCode.RECEIVED : EventCode.SUBMITTED;
  // The event as the product writes it (its template's text; a received parcel is at the warehouse), so that the
  // orders' last-event columns and their tracking event say the same thing.
  const [descriptionZh, descriptionEn] = EVENT_TEMPLATES[code].description;
  const [locationZh, locationEn] = code === EventCode.RECEIVED ? ['深圳仓', 'Shenzhen warehouse'] : [SUBMITTED_EVENT.locationZh, SUBMITTED_EVENT.locationEn];
  const event = { ...SUBMITTED_EVENT, status, code, descriptionZh, descriptionEn, locationZh, locationEn };
  const rows: OrderRow[] = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    userId,
    waybillNumber: formatWaybillNumber('FA', firstSerial + i),
    routingId: routingIdOf('AIR-STD'),
    transportMode: TransportMode.AIR,
    status,
    senderName: '张伟', senderCompanyName: '', senderPhoneNumber: '+86 755 8888 1234', senderEmail: '', senderCountryCode: 'CN',
    senderRegionLv0Id: regionId(0, 'CN'), senderRegionLv1Id: null, senderRegionLv2Id: null, senderRegionLv3Id: null, senderStateName: null, senderCityName: null, senderDistrictName: null,
    senderStreet: '深南大道 9988 号', senderPostalCode: '518057',
    receiverName: `Receiver ${i}`, receiverCompanyName: '', receiverPhoneNumber: '+1 212 555 0100', receiverEmail: '', receiverCountryCode: 'US',
    receiverRegionLv0Id: regionId(0, 'US'), receiverRegionLv1Id: regionId(1, 'US-NY'), receiverRegionLv2Id: null, receiverRegionLv3Id: null, receiverStateName: null, receiverCityName: null, receiverDistrictName: null,
    receiverStreet: '350 5th Ave', receiverPostalCode: '10118',
    parcelCount: 1, totalWeightKg: 2, volumeWeightKg: 1, chargeableWeightKg: 2, declaredValue: 20, declaredCurrency: 'USD',
    customerReference: `B-${i}`, remark: '',
    lastEventTime: now, lastEventStatus: status, lastEventDescriptionZh: descriptionZh, lastEventDescriptionEn: descriptionEn,
    lastEventCode: code, lastEventLocationZh: locationZh, lastEventLocationEn: locationEn,
    creationTime: now, lastModificationTime: now,
    measuredParcelCount: null, measuredTotalWeightKg: null, measuredVolumeWeightKg: null, measuredChargeableWeightKg: null, measuredTime: null,
    exceptionReason: null, exceptionExplanationZh: null, exceptionExplanationEn: null, exceptionNote: null, exceptionSince: null,
    exceptionRaisedBy: null, exceptionInterruptedStatus: null,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    await db.insertInto('orders').values(chunk).execute();
    await db
      .insertInto('tracking_events')
      .values(chunk.map((o) => ({ id: newId(), orderId: o.id, time: now, ...event })))
      .execute();
  }
  return rows;
}

