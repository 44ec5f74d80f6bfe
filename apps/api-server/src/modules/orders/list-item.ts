import type { components } from '@forwarder/contracts/api-f';
import type { Locale } from '../../i18n/locale';
import { findRoutingNames, routingDisplayName } from '../rates';
import { getRegionNames, joinArea } from '../regions';
import { orderStatusDisplayName } from './display-names';
import type { OrderRow } from './orders.repository';
import type { OrdersExecutor } from './orders.db';

// An order as a line of a list, what the customers' list (OrderListItem) and the staff's (OpsOrderListItem: the
// batch detail and the exception queue too) both show: mapped here once, each list adding its own fields.

type OrderListItem = components['schemas']['OrderListItem'];

/** The columns every order list reads. */
export type ListItemColumns = Pick<
  OrderRow,
  | 'id'
  | 'waybillNumber'
  | 'status'
  | 'transportMode'
  | 'routingId'
  | 'receiverName'
  | 'receiverCountryCode'
  | 'receiverRegionLv0Id'
  | 'receiverRegionLv1Id'
  | 'receiverRegionLv2Id'
  | 'receiverRegionLv3Id'
  | 'receiverStateName'
  | 'receiverCityName'
  | 'receiverDistrictName'
  | 'parcelCount'
  | 'chargeableWeightKg'
  | 'creationTime'
  | 'lastEventTime'
  | 'lastEventDescriptionZh'
  | 'lastEventDescriptionEn'
>;

export type ListItemCore = Pick<
  OrderListItem,
  | 'id'
  | 'waybillNumber'
  | 'status'
  | 'statusDisplayName'
  | 'transportMode'
  | 'routingDisplayName'
  | 'receiverName'
  | 'receiverCountryCode'
  | 'receiverArea'
  | 'parcelCount'
  | 'chargeableWeightKg'
  | 'creationTime'
  | 'lastEventTime'
  | 'lastEventDescription'
>;

export interface ListNames {
  /** Display name of a region id, else the level's typed name ('' for none or an unknown id). */
  region(id: string | null, typed?: string | null): string;
  /** Display name of a routing id ('' for unknown). */
  routing(id: string): string;
}

/** The region and routing names of a page of rows, looked up at once (one query each, whatever the page size). */
export async function listNames(db: OrdersExecutor, rows: readonly ListItemColumns[], locale: Locale): Promise<ListNames> {
  const regions = await getRegionNames(
    db,
    rows.flatMap((r) => [r.receiverRegionLv0Id, r.receiverRegionLv1Id, r.receiverRegionLv2Id, r.receiverRegionLv3Id]),
    locale,
  );
  const routings = await findRoutingNames(db, rows.map((r) => r.routingId));
  return {
    region: (id, typed) => (id ? (regions.get(id) ?? '') : (typed ?? '')),
    routing: (id) => {
      const routing = routings.get(id);
      return routing ? routingDisplayName(routing, locale) : '';
    },
  };
}

export function toListItemCore(row: ListItemColumns, names: ListNames, locale: Locale): ListItemCore {
  const status = Number(row.status);
  return {
    id: row.id,
    waybillNumber: row.waybillNumber,
    status: status as ListItemCore['status'],
    statusDisplayName: orderStatusDisplayName(status, locale),
    transportMode: Number(row.transportMode) as ListItemCore['transportMode'],
    routingDisplayName: names.routing(row.routingId),
    receiverName: row.receiverName,
    receiverCountryCode: row.receiverCountryCode,
    receiverArea: joinArea([
      names.region(row.receiverRegionLv0Id),
      names.region(row.receiverRegionLv1Id, row.receiverStateName),
      names.region(row.receiverRegionLv2Id, row.receiverCityName),
      names.region(row.receiverRegionLv3Id, row.receiverDistrictName),
    ]),
    parcelCount: Number(row.parcelCount),
    chargeableWeightKg: row.chargeableWeightKg,
    creationTime: row.creationTime,
    lastEventTime: row.lastEventTime,
    lastEventDescription: locale === 'en' ? row.lastEventDescriptionEn : row.lastEventDescriptionZh,
  };
}
