import { OrderStatus, type components } from '@forwarder/contracts/api-ops';
import type { Locale } from '../../../i18n/locale';
import { exceptionReasonDisplayName } from '../exceptions/exception-reasons';
import { orderStatusDisplayName } from '../display-names';
import { type OrderRow } from '../orders.repository';
import { joinArea } from '../../regions';
import type { CustomerRow, OpsEventRow, OpsListRow } from './staff-orders.repository';

// Orders between their rows and the staff contract's shapes. Pure: names (customers, routings, regions, staff) are
// looked up by the service and passed in.

type S = components['schemas'];
export type OpsOrderListItem = S['OpsOrderListItem'];
export type OpsOrder = S['OpsOrder'];
export type OpsTrackingEvent = S['OpsTrackingEvent'];
export type OpsOrderException = S['OpsOrderException'];
export type Customer = S['Customer'];

export interface PageNames {
  customer(id: string): Customer;
  routing(id: string): string;
  region(id: string | null): string;
  userName(id: string | null): string;
}

export function toCustomer(row: CustomerRow | undefined, id: string): Customer {
  return {
    id,
    userName: row?.userName ?? '',
    name: row?.name ?? '',
    companyName: row?.companyName ?? '',
    userType: Number(row?.userType ?? 20) as Customer['userType'],
  };
}

export function toOpsListItem(row: OpsListRow, names: PageNames, locale: Locale): OpsOrderListItem {
  return {
    id: row.id,
    waybillNumber: row.waybillNumber,
    customer: names.customer(row.userId),
    status: Number(row.status) as OpsOrderListItem['status'],
    statusDisplayName: orderStatusDisplayName(Number(row.status), locale),
    transportMode: Number(row.transportMode) as OpsOrderListItem['transportMode'],
    routingDisplayName: names.routing(row.routingId),
    receiverName: row.receiverName,
    receiverCountryCode: row.receiverCountryCode,
    receiverArea: joinArea([
      names.region(row.receiverRegionLv0Id),
      names.region(row.receiverRegionLv1Id),
      names.region(row.receiverRegionLv2Id),
      names.region(row.receiverRegionLv3Id),
    ]),
    parcelCount: Number(row.parcelCount),
    chargeableWeightKg: row.chargeableWeightKg,
    measuredChargeableWeightKg: row.measuredChargeableWeightKg,
    creationTime: row.creationTime,
    lastModificationTime: row.lastModificationTime,
    lastEventTime: row.lastEventTime,
    lastEventDescription: locale === 'en' ? row.lastEventDescriptionEn : row.lastEventDescriptionZh,
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
