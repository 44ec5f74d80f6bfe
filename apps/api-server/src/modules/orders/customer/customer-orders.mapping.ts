import { OrderStatus, type components } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import type { Party } from '../../accounts';
import type { OrderChargeTotal, OrderChargeView } from '../../billing';
import { orderStatusDisplayName } from '../display-names';
import type { TrackingEventLine } from '../events/events.repository';
import { exceptionReasonDisplayName } from '../exceptions/exception-reasons';
import { toListItemCore, type ListNames } from '../list-item';
import { orderFigures, toMeasuredWeights } from '../order-row';
import type { DeclaredItemLine, OrderRow, ParcelLine } from '../orders.repository';
import type { CurrencyCode } from '../placing/order-validation';
import type { MeasuredParcelLine } from '../receiving/measurements.repository';
import type { OrderListRow } from './customer-orders.repository';

// The customers' orders between their stored rows and the customer contract's shapes. Pure: lookups (party
// regions, routing and region names) are done by the service and passed in.

export type Order = components['schemas']['Order'];
export type OrderListItem = components['schemas']['OrderListItem'];
export type TrackingEvent = components['schemas']['TrackingEvent'];
export type OrderException = components['schemas']['OrderException'];

export function toTrackingEvent(row: Pick<TrackingEventLine, 'time' | 'timeZone' | 'status' | 'locationZh' | 'locationEn' | 'descriptionZh' | 'descriptionEn'>, locale: Locale): TrackingEvent {
  return {
    time: row.time,
    timeZone: row.timeZone,
    status: row.status as TrackingEvent['status'],
    statusDisplayName: orderStatusDisplayName(row.status, locale),
    location: locale === 'en' ? row.locationEn : row.locationZh,
    description: locale === 'en' ? row.descriptionEn : row.descriptionZh,
  };
}

type ExceptionColumns = Pick<OrderRow, 'status' | 'exceptionReason' | 'exceptionExplanationZh' | 'exceptionExplanationEn' | 'exceptionSince'>;

/** The open exception as the customer reads it: the explanation in the reader's language, no internal note. */
export function toOrderException(row: ExceptionColumns, locale: Locale): OrderException | null {
  if (Number(row.status) !== OrderStatus.Exception || !row.exceptionReason) return null;
  return {
    reason: row.exceptionReason as OrderException['reason'],
    reasonDisplayName: exceptionReasonDisplayName(row.exceptionReason, locale),
    explanation: (locale === 'en' ? row.exceptionExplanationEn : row.exceptionExplanationZh) ?? '',
    since: row.exceptionSince ?? '',
  };
}

export interface OrderDetailParts {
  routing: { code: string; displayName: string } | undefined;
  parcels: readonly ParcelLine[];
  declaredItems: readonly DeclaredItemLine[];
  trackingEvents: TrackingEvent[];
  sender: Party;
  receiver: Party;
  measuredParcels: readonly MeasuredParcelLine[];
  /** The latest ETA among the order's batches. */
  eta: string | null;
  /** Its charge (billing). */
  charge: OrderChargeView;
}

/** A stored order with its lines, events and parties (resolved in the reader's language). */
export function toOrder(row: OrderRow, parts: OrderDetailParts, locale: Locale): Order {
  return {
    id: row.id,
    waybillNumber: row.waybillNumber,
    status: row.status as Order['status'],
    statusDisplayName: orderStatusDisplayName(row.status, locale),
    transportMode: row.transportMode as Order['transportMode'],
    routingId: row.routingId,
    routingCode: parts.routing?.code ?? '',
    routingDisplayName: parts.routing?.displayName ?? '',
    sender: parts.sender,
    receiver: parts.receiver,
    ...orderFigures(row, parts.parcels, parts.declaredItems),
    trackingEvents: parts.trackingEvents,
    measured: toMeasuredWeights(row, parts.measuredParcels),
    exception: toOrderException(row, locale),
    eta: parts.eta,
    ...parts.charge,
  };
}

/** A line of the customer's list: what every list shows, and the sender, weight, value and their reference. */
/** `charge`: the order's live charge (billing's `orderChargeTotals`); none while uncharged. */
export function toListItem(row: OrderListRow, names: ListNames, locale: Locale, charge?: OrderChargeTotal): OrderListItem {
  return {
    ...toListItemCore(row, names, locale),
    senderName: row.senderName,
    totalWeightKg: row.totalWeightKg,
    declaredValue: row.declaredValue,
    declaredCurrency: row.declaredCurrency as CurrencyCode,
    customerReference: row.customerReference,
    chargeTotalMinor: charge?.chargeTotalMinor ?? null,
    chargeCurrency: charge?.chargeCurrency ?? null,
  };
}
