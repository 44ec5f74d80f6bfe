import { OrderStatus, type components } from '@forwarder/contracts/api-ops';
import type { Locale } from '../../../i18n/locale';
import type { Party as CustomerParty } from '../../accounts';
import type { OrderChargeView } from '../../billing';
import type { BatchOfOrder } from '../batches/membership.repository';
import { orderStatusDisplayName } from '../display-names';
import type { OpsEventRow } from '../events/events.repository';
import { nextStatusesOf } from '../events/state-machine';
import { exceptionReasonDisplayName } from '../exceptions/exception-reasons';
import { toListItemCore, type ListNames } from '../list-item';
import { orderFigures, toMeasuredWeights } from '../order-row';
import type { DeclaredItemLine, OrderRow, ParcelLine } from '../orders.repository';
import type { MeasuredParcelLine } from '../receiving/measurements.repository';
import type { UserCard } from '../../accounts';
import type { OpsListRow } from './staff-orders.repository';

// Orders between their rows and the staff contract's shapes. Pure: names (customers, routings, regions, staff) are
// looked up by the service and passed in.

type S = components['schemas'];
export type OpsOrderListItem = S['OpsOrderListItem'];
export type OpsOrder = S['OpsOrder'];
export type OpsTrackingEvent = S['OpsTrackingEvent'];
export type OpsOrderException = S['OpsOrderException'];
export type Customer = S['Customer'];
type Party = S['Party'];

export interface PageNames extends ListNames {
  customer(id: string): Customer;
  userName(id: string | null): string;
}

export function toCustomer(row: UserCard | undefined, id: string): Customer {
  return {
    id,
    userName: row?.userName ?? '',
    name: row?.name ?? '',
    companyName: row?.companyName ?? '',
    userType: Number(row?.userType ?? 20) as Customer['userType'],
  };
}

/** A line of the staff's lists: what every list shows, and the customer, the measured weight and the last change. */
export function toOpsListItem(row: OpsListRow, names: PageNames, locale: Locale): OpsOrderListItem {
  return {
    ...toListItemCore(row, names, locale),
    customer: names.customer(row.userId),
    measuredChargeableWeightKg: row.measuredChargeableWeightKg,
    lastModificationTime: row.lastModificationTime,
  };
}

type ExceptionColumns = Pick<
  OrderRow,
  'status' | 'exceptionReason' | 'exceptionExplanationZh' | 'exceptionExplanationEn' | 'exceptionNote' | 'exceptionSince' | 'exceptionRaisedBy'
>;

/** The open exception as staff see it: both languages of what the customer reads, and the internal note. */
export function toOpsException(row: ExceptionColumns, names: Pick<PageNames, 'userName'>, locale: Locale): OpsOrderException | null {
  if (Number(row.status) !== OrderStatus.Exception || !row.exceptionReason) return null;
  return {
    reason: row.exceptionReason as OpsOrderException['reason'],
    reasonDisplayName: exceptionReasonDisplayName(row.exceptionReason, locale),
    explanationZh: row.exceptionExplanationZh ?? '',
    explanationEn: row.exceptionExplanationEn ?? '',
    note: row.exceptionNote ?? '',
    since: row.exceptionSince ?? '',
    raisedBy: names.userName(row.exceptionRaisedBy),
  };
}

export function toOpsEvent(row: OpsEventRow, locale: Locale): OpsTrackingEvent {
  return {
    id: row.id,
    code: (row.code ?? null) as OpsTrackingEvent['code'],
    time: row.time,
    timeZone: row.timeZone,
    status: Number(row.status) as OpsTrackingEvent['status'],
    statusDisplayName: orderStatusDisplayName(Number(row.status), locale),
    locationZh: row.locationZh,
    locationEn: row.locationEn,
    descriptionZh: row.descriptionZh,
    descriptionEn: row.descriptionEn,
    source: row.source as OpsTrackingEvent['source'],
    actorUserName: row.actorUserName ?? null,
    batchId: row.batchId,
  };
}

/** The staff contract's party: the customer's party without the region ids. */
const toOpsParty = (party: CustomerParty): Party => ({
  name: party.name,
  companyName: party.companyName,
  phoneNumber: party.phoneNumber,
  email: party.email,
  countryCode: party.countryCode,
  area: party.area,
  stateName: party.stateName ?? null,
  cityName: party.cityName ?? null,
  districtName: party.districtName ?? null,
  street: party.street,
  postalCode: party.postalCode,
});

export interface OpsOrderParts {
  customer: Customer;
  routing: { code: string; displayName: string } | undefined;
  parcels: readonly ParcelLine[];
  declaredItems: readonly DeclaredItemLine[];
  measuredParcels: readonly MeasuredParcelLine[];
  events: readonly OpsEventRow[];
  sender: CustomerParty;
  receiver: CustomerParty;
  /** Every batch the order is in, oldest first. */
  batches: readonly BatchOfOrder[];
  /** User name of the staff member who raised the open exception. */
  raisedBy: string;
  /** Its charge (billing). */
  charge: OrderChargeView;
}

/** An order with everything staff need: its customer, lines, measurement, exception, batches, next moves, timeline. */
export function toOpsOrder(row: OrderRow, parts: OpsOrderParts, locale: Locale): OpsOrder {
  const status = Number(row.status);
  const interrupted = row.exceptionInterruptedStatus === null ? null : Number(row.exceptionInterruptedStatus);
  const etas = parts.batches.map((b) => b.eta).filter((eta): eta is string => eta !== null).sort();
  return {
    id: row.id,
    waybillNumber: row.waybillNumber,
    customer: parts.customer,
    status: status as OpsOrder['status'],
    statusDisplayName: orderStatusDisplayName(status, locale),
    transportMode: Number(row.transportMode) as OpsOrder['transportMode'],
    routingId: row.routingId,
    routingCode: parts.routing?.code ?? '',
    routingDisplayName: parts.routing?.displayName ?? '',
    sender: toOpsParty(parts.sender),
    receiver: toOpsParty(parts.receiver),
    ...orderFigures(row, parts.parcels, parts.declaredItems),
    measured: toMeasuredWeights(row, parts.measuredParcels),
    exception: toOpsException(row, { userName: () => parts.raisedBy }, locale),
    batches: parts.batches.map((b) => ({ id: b.id, type: b.type as OpsOrder['batches'][number]['type'], reference: b.reference })),
    eta: etas.at(-1) ?? null,
    nextStatuses: nextStatusesOf(status, interrupted),
    events: parts.events.map((e) => toOpsEvent(e, locale)),
    ...parts.charge,
  };
}
