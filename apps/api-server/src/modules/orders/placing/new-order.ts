import { ChargeState } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import { toStoredParty } from '../../accounts';
import { toTrackingEvent, type Order } from '../customer/customer-orders.mapping';
import { lastEventColumns, SUBMITTED_EVENT } from '../events/event-record';
import type { TrackingEventLine } from '../events/events.repository';
import { NO_EXCEPTION, NOT_MEASURED, partyColumns } from '../order-row';
import type { DeclaredItemLine, OrderRow } from '../orders.repository';
import type { DeclaredItem, NormalizedOrder } from './order-validation';

// A new order between the validated input and its rows, and the answer createOrder gives (no read-back). Pure.

/** The columns the customer's input decides (and an edit replaces): product, parties, figures, reference, remark. */
export function orderContentColumns(order: NormalizedOrder) {
  return {
    routingId: order.routing.id,
    transportMode: order.transportMode,
    ...partyColumns('sender', toStoredParty(order.sender)),
    ...partyColumns('receiver', toStoredParty(order.receiver)),
    parcelCount: order.weights.parcelCount,
    totalWeightKg: order.weights.totalWeightKg,
    volumeWeightKg: order.weights.volumeWeightKg,
    chargeableWeightKg: order.weights.chargeableWeightKg,
    declaredValue: order.declaredValue,
    declaredCurrency: order.declaredCurrency,
    customerReference: order.customerReference,
    remark: order.remark,
  } satisfies Partial<OrderRow>;
}

/** The row of a validated order just submitted: status and last-event copy are the first event's. */
export function newOrderRow(order: NormalizedOrder, keys: Pick<OrderRow, 'id' | 'userId' | 'waybillNumber'>, now: string): OrderRow {
  return {
    ...keys,
    ...orderContentColumns(order),
    status: SUBMITTED_EVENT.status,
    ...lastEventColumns({ ...SUBMITTED_EVENT, time: now }),
    creationTime: now,
    lastModificationTime: now,
    ...NOT_MEASURED,
    ...NO_EXCEPTION,
  };
}

export const firstEventOf = (row: Pick<OrderRow, 'creationTime'>): TrackingEventLine => ({ time: row.creationTime, ...SUBMITTED_EVENT });

/** Optional texts of a declared item are stored as ''. */
export const declaredItemLine = (item: DeclaredItem): DeclaredItemLine => ({
  name: item.name,
  nameEn: item.nameEn ?? '',
  hsCode: item.hsCode ?? '',
  quantity: item.quantity,
  unitValue: item.unitValue,
  currency: item.currency,
  totalValue: item.totalValue,
});

/** The order as created: from the validated input (parties with their display names), no read-back. */
export function toCreatedOrder(row: OrderRow, order: NormalizedOrder, routingDisplayName: string, locale: Locale): Order {
  const event = toTrackingEvent(firstEventOf(row), locale);
  return {
    id: row.id,
    waybillNumber: row.waybillNumber,
    status: SUBMITTED_EVENT.status,
    statusDisplayName: event.statusDisplayName,
    transportMode: order.transportMode as Order['transportMode'],
    routingId: order.routing.id,
    routingCode: order.routing.code,
    routingDisplayName,
    sender: order.sender,
    receiver: order.receiver,
    parcels: order.parcels,
    declaredItems: order.declaredItems,
    parcelCount: row.parcelCount,
    totalWeightKg: row.totalWeightKg,
    volumeWeightKg: row.volumeWeightKg,
    chargeableWeightKg: row.chargeableWeightKg,
    declaredValue: row.declaredValue,
    declaredCurrency: order.declaredCurrency,
    customerReference: row.customerReference,
    remark: row.remark,
    creationTime: row.creationTime,
    lastModificationTime: row.lastModificationTime,
    trackingEvents: [event],
    measured: null,
    exception: null,
    eta: null,
    chargeState: ChargeState.Uncharged,
    charge: null,
    paymentHold: null,
  };
}

