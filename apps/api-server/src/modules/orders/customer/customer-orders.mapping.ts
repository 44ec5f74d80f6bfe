import { OrderStatus, type components } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import { toStoredParty, type Party, type StoredParty } from '../../accounts';
import { joinArea } from '../../regions';
import { orderStatusDisplayName } from '../display-names';
import { exceptionReasonDisplayName } from '../exceptions/exception-reasons';
import { lastEventColumns, SUBMITTED_EVENT } from '../events/event-record';
import type { CurrencyCode, DeclaredItem, NormalizedOrder } from '../placing/order-validation';
import type { DeclaredItemLine, MeasuredParcelLine, OrderListRow, OrderRow, ParcelLine, TrackingEventLine } from '../orders.repository';

// Orders between their stored rows and the contract's shapes. Pure: lookups (party regions, routing and region
// names) are done by the service and passed in.

export type Order = components['schemas']['Order'];
export type OrderListItem = components['schemas']['OrderListItem'];
export type TrackingEvent = components['schemas']['TrackingEvent'];
export type MeasuredWeights = components['schemas']['MeasuredWeights'];
export type OrderException = components['schemas']['OrderException'];

type PartyPrefix = 'sender' | 'receiver';
type PartyColumns<P extends PartyPrefix> = { [K in keyof StoredParty as `${P}${Capitalize<K>}`]: StoredParty[K] };

/** `sender` + `{ name, … }` → `{ senderName, … }`: the order columns holding a party. */
function partyColumns<P extends PartyPrefix>(prefix: P, party: StoredParty): PartyColumns<P> {
  return Object.fromEntries(
    Object.entries(party).map(([field, value]) => [`${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}`, value]),
  ) as PartyColumns<P>;
}

export function storedPartyOf(row: OrderRow, prefix: PartyPrefix): StoredParty {
  const r = row as unknown as Record<string, string | null>;
  const v = (field: string): string => r[`${prefix}${field}`] ?? '';
  return {
    name: v('Name'),
    companyName: v('CompanyName'),
    phoneNumber: v('PhoneNumber'),
    email: v('Email'),
    countryCode: v('CountryCode'),
    regionLv0Id: v('RegionLv0Id'),
    regionLv1Id: r[`${prefix}RegionLv1Id`] ?? null,
    regionLv2Id: r[`${prefix}RegionLv2Id`] ?? null,
    regionLv3Id: r[`${prefix}RegionLv3Id`] ?? null,
    street: v('Street'),
    postalCode: v('PostalCode'),
  };
}

/** The row of a validated order just submitted: status and last-event copy are the first event's. */
export function newOrderRow(order: NormalizedOrder, keys: Pick<OrderRow, 'id' | 'userId' | 'waybillNumber'>, now: string): OrderRow {
  return {
    ...keys,
    routingId: order.routing.id,
    transportMode: order.transportMode,
    status: SUBMITTED_EVENT.status,
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
    ...lastEventColumns({ ...SUBMITTED_EVENT, time: now }),
    creationTime: now,
    lastModificationTime: now,
    ...NOT_MEASURED,
    ...NO_EXCEPTION,
  };
}

/** The measured columns of an order not yet received. */
export const NOT_MEASURED = {
  measuredParcelCount: null,
  measuredTotalWeightKg: null,
  measuredVolumeWeightKg: null,
  measuredChargeableWeightKg: null,
  measuredTime: null,
} as const satisfies Partial<OrderRow>;

/** The exception columns of an order without an open exception. */
export const NO_EXCEPTION = {
  exceptionReason: null,
  exceptionExplanationZh: null,
  exceptionExplanationEn: null,
  exceptionNote: null,
  exceptionSince: null,
  exceptionRaisedBy: null,
  exceptionInterruptedStatus: null,
} as const satisfies Partial<OrderRow>;

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
  };
}

type MeasuredColumns = Pick<
  OrderRow,
  'measuredParcelCount' | 'measuredTotalWeightKg' | 'measuredVolumeWeightKg' | 'measuredChargeableWeightKg' | 'measuredTime'
>;

/** What the warehouse weighed and measured (null before receiving); the same shape in both contracts. */
export function toMeasuredWeights(row: MeasuredColumns, parcels: readonly MeasuredParcelLine[]): MeasuredWeights | null {
  if (row.measuredTime === null) return null;
  return {
    parcels: parcels.map((p) => ({ weightKg: p.weightKg, lengthCm: p.lengthCm, widthCm: p.widthCm, heightCm: p.heightCm, volumeWeightKg: p.volumeWeightKg })),
    parcelCount: Number(row.measuredParcelCount ?? parcels.length),
    totalWeightKg: row.measuredTotalWeightKg ?? 0,
    volumeWeightKg: row.measuredVolumeWeightKg ?? 0,
    chargeableWeightKg: row.measuredChargeableWeightKg ?? 0,
    measuredTime: row.measuredTime,
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
    parcels: parts.parcels.map((p) => ({ ...p, quantity: Number(p.quantity) })),
    declaredItems: parts.declaredItems.map((item) => ({ ...item, quantity: Number(item.quantity), currency: item.currency as CurrencyCode })),
    parcelCount: Number(row.parcelCount),
    totalWeightKg: row.totalWeightKg,
    volumeWeightKg: row.volumeWeightKg,
    chargeableWeightKg: row.chargeableWeightKg,
    declaredValue: row.declaredValue,
    declaredCurrency: row.declaredCurrency as CurrencyCode,
    customerReference: row.customerReference,
    remark: row.remark,
    creationTime: row.creationTime,
    lastModificationTime: row.lastModificationTime,
    trackingEvents: parts.trackingEvents,
    measured: toMeasuredWeights(row, parts.measuredParcels),
    exception: toOrderException(row, locale),
    eta: parts.eta,
  };
}

export interface ListNames {
  /** Display name of a region id ('' for none or unknown). */
  region(id: string | null): string;
  /** Display name of a routing id ('' for unknown). */
  routing(id: string): string;
}

export function toListItem(row: OrderListRow, names: ListNames, locale: Locale): OrderListItem {
  return {
    id: row.id,
    waybillNumber: row.waybillNumber,
    status: row.status as OrderListItem['status'],
    statusDisplayName: orderStatusDisplayName(row.status, locale),
    transportMode: row.transportMode as OrderListItem['transportMode'],
    routingDisplayName: names.routing(row.routingId),
    senderName: row.senderName,
    receiverName: row.receiverName,
    receiverCountryCode: row.receiverCountryCode,
    receiverArea: joinArea([
      names.region(row.receiverRegionLv0Id),
      names.region(row.receiverRegionLv1Id),
      names.region(row.receiverRegionLv2Id),
      names.region(row.receiverRegionLv3Id),
    ]),
    parcelCount: Number(row.parcelCount),
    totalWeightKg: row.totalWeightKg,
    chargeableWeightKg: row.chargeableWeightKg,
    declaredValue: row.declaredValue,
    declaredCurrency: row.declaredCurrency as CurrencyCode,
    customerReference: row.customerReference,
    creationTime: row.creationTime,
    lastEventTime: row.lastEventTime,
    lastEventDescription: locale === 'en' ? row.lastEventDescriptionEn : row.lastEventDescriptionZh,
  };
}
