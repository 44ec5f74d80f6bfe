import { QueryShape } from '../../../db/query-shape';
import type { OrdersDb } from '../orders.db';

const trackedOrders = new QueryShape((db: OrdersDb, waybillNumbers: readonly string[]) =>
  db
    .selectFrom('orders')
    .select([
      'id',
      'waybillNumber',
      'status',
      'transportMode',
      'senderCountryCode',
      'receiverCountryCode',
      'receiverRegionLv0Id',
      'lastEventTime',
      'exceptionReason',
      'exceptionExplanationZh',
      'exceptionExplanationEn',
      'exceptionSince',
    ])
    .where('waybillNumber', 'in', waybillNumbers),
);

/** The route-level facts public tracking may show, for the numbers found (any owner). */
export function findTrackedOrders(db: OrdersDb, waybillNumbers: readonly string[]) {
  return trackedOrders.execute(db, waybillNumbers);
}
