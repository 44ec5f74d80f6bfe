import { OrderStatus, type components } from '@forwarder/contracts/api-f';
import type { CappedPagedResult, PageInput } from '../../../db/paging';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { describeParty } from '../../accounts';
import { orderChargeTotals, orderChargeView } from '../../billing';
import { findRoutingNames, routingDisplayName } from '../../rates';
import { latestEtaByOrder } from '../batches/membership.repository';
import { orderStatusDisplayName } from '../display-names';
import { trackingEventsOf } from '../events/events.repository';
import { listNames } from '../list-item';
import { storedPartyOf } from '../order-row';
import { countOrdersByStatus, declaredItemLinesOf, findOwnedOrder, parcelLinesOf } from '../orders.repository';
import { measuredParcelLinesOf } from '../receiving/measurements.repository';
import type { OrderFilter } from './customer-filter';
import { toListItem, toOrder, toTrackingEvent, type Order, type OrderListItem, type TrackingEvent } from './customer-orders.mapping';
import { findOrderPage, findOrdersAfter, type OrderListRow } from './customer-orders.repository';
import type { OrdersExecutor } from '../orders.db';

// The customers' orders (documents/ builds labels, spreadsheets and exports on them too). Every function is scoped
// to one owner: another account's order is "not found". SQL lives in the repositories, shapes in the mapping; here
// are the rules and the composition.

export type OrderStatusSummary = components['schemas']['OrderStatusSummary'];
export type { OrderFilter };

const ITERATE_BATCH = 500;

/** Tracking events of many orders, newest first per order. */
export async function loadTrackingEvents(db: OrdersExecutor, orderIds: readonly string[], locale: Locale): Promise<Map<string, TrackingEvent[]>> {
  const byOrder = new Map<string, TrackingEvent[]>(orderIds.map((id) => [id, []]));
  for (const row of await trackingEventsOf(db, orderIds)) byOrder.get(row.orderId)?.push(toTrackingEvent(row, locale));
  return byOrder;
}

/** One order with lines and tracking history; 404 when it is missing or not the caller's. */
export async function getOrderDetail(db: OrdersExecutor, userId: string, id: string, locale: Locale): Promise<Order> {
  const [order] = await getOrderDetailIn(db, userId, id, [locale]);
  if (!order) throw new NotFoundError();
  return order;
}

/**
 * One order described in each of `locales` (documents print English and Chinese side by side): the order's rows are
 * read once; only the names that depend on the language (events, regions, routing) are looked up per language.
 */
export async function getOrderDetailIn(db: OrdersExecutor, userId: string, id: string, locales: readonly Locale[]): Promise<Order[]> {
  const row = await findOwnedOrder(db, userId, id);
  if (!row) throw new NotFoundError();
  const [routings, parcels, declaredItems, measuredParcels, etas] = await Promise.all([
    findRoutingNames(db, [row.routingId]),
    parcelLinesOf(db, id),
    declaredItemLinesOf(db, id),
    measuredParcelLinesOf(db, id),
    latestEtaByOrder(db, [id]),
  ]);
  const routing = routings.get(row.routingId);
  return Promise.all(
    locales.map(async (locale) => {
      // The charge per language: staff-added lines carry their type's name in it.
      const [events, sender, receiver, charge] = await Promise.all([
        loadTrackingEvents(db, [id], locale),
        describeParty(db, storedPartyOf(row, 'sender'), locale),
        describeParty(db, storedPartyOf(row, 'receiver'), locale),
        orderChargeView(db, id, locale),
      ]);
      return toOrder(
        row,
        {
          routing: routing && { code: routing.code, displayName: routingDisplayName(routing, locale) },
          parcels,
          declaredItems,
          trackingEvents: events.get(id) ?? [],
          sender,
          receiver,
          measuredParcels,
          eta: etas.get(id) ?? null,
          charge,
        },
        locale,
      );
    }),
  );
}

/** List items of rows, with the region and routing names and the charges of the whole batch looked up at once. */
async function toListItems(db: OrdersExecutor, rows: readonly OrderListRow[], locale: Locale): Promise<OrderListItem[]> {
  const [names, charges] = await Promise.all([listNames(db, rows, locale), orderChargeTotals(db, rows.map((row) => row.id))]);
  return rows.map((row) => toListItem(row, names, locale, charges.get(row.id)));
}

/** One page of the caller's orders (default 7 per page, newest first; sorting limited to ORDER_SORTABLE). */
export async function listOrders(
  db: OrdersExecutor,
  userId: string,
  filter: OrderFilter,
  paging: PageInput,
  locale: Locale,
): Promise<CappedPagedResult<OrderListItem>> {
  const page = await findOrderPage(db, userId, filter, paging);
  return { totalCount: page.totalCount, totalCountIsLowerBound: page.totalCountIsLowerBound, items: await toListItems(db, page.items, locale) };
}

/**
 * Every order the filter matches, newest first, read in keyset-paginated batches (creationTime desc, id desc):
 * constant memory whatever the count, and no OFFSET scans.
 */
export async function* iterateOrders(
  db: OrdersExecutor,
  userId: string,
  filter: OrderFilter,
  locale: Locale,
  batchSize = ITERATE_BATCH,
): AsyncGenerator<OrderListItem, void, undefined> {
  let after: OrderListRow | undefined;
  for (;;) {
    const rows = await findOrdersAfter(db, userId, filter, after, batchSize);
    if (rows.length === 0) return;
    yield* await toListItems(db, rows, locale);
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
    if (!after) return;
  }
}

/** Count of the caller's orders per status, every status listed (zero included). */
export async function getOrderStatusSummary(db: OrdersExecutor, userId: string, locale: Locale): Promise<OrderStatusSummary> {
  const counts = await countOrdersByStatus(db, userId);
  const items = Object.values(OrderStatus).map((status) => ({
    status,
    statusDisplayName: orderStatusDisplayName(status, locale),
    count: counts.get(status) ?? 0,
  }));
  return { totalCount: items.reduce((n, i) => n + i.count, 0), items };
}
