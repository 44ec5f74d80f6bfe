import { OrderStatus, type components } from '@forwarder/contracts/api-f';
import type { Db } from '../../../db/database';
import { newId } from '../../../db/ids';
import type { CappedPagedResult, PageInput } from '../../../db/paging';
import { inTransaction, type Executor } from '../../../db/transaction';
import { NotFoundError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { describeParty } from '../../accounts';
import { latestEtaByOrder } from '../batches/membership.repository';
import { findRoutingNames, routingDisplayName } from '../../rates';
import { getRegionNames } from '../../regions';
import { orderStatusDisplayName } from '../display-names';
import type { OrderFilter } from './customer-filter';
import { createOrderValidationMemo, validateOrderInput, type CreateOrderInput, type NormalizedOrder, type OrderValidationMemo } from '../placing/order-validation';
import { timeSlicer } from '../../../runtime/time-slices';
import {
  declaredItemLine,
  firstEventOf,
  newOrderRow,
  storedPartyOf,
  toCreatedOrder,
  toListItem,
  toOrder,
  toTrackingEvent,
  type Order,
  type OrderListItem,
  type TrackingEvent,
} from './customer-orders.mapping';
import * as repo from '../orders.repository';
import { nextWaybillNumber } from '../waybills/waybill';

// The customers' orders (documents/ builds labels, spreadsheets and exports on them too).
// Every function is scoped to one owner: another account's order is "not found". SQL lives in orders.repository,
// shapes in orders.mapping; here are the rules and the composition.

export type OrderStatusSummary = components['schemas']['OrderStatusSummary'];
export type { CreateOrderInput, Order, OrderFilter, OrderListItem, TrackingEvent };
export { createOrderValidationMemo, validateOrderInput, type OrderValidationMemo };
export { countOrders } from '../orders.repository';

const ITERATE_BATCH = 500;

/** Stores one validated order with its lines and first event; the caller owns the transaction. */
async function storeOrder(trx: Executor, userId: string, order: NormalizedOrder, now: string, locale: Locale): Promise<Order> {
  const waybillNumber = await nextWaybillNumber(trx, order.transportMode);
  const row = newOrderRow(order, { id: newId(), userId, waybillNumber }, now);
  await repo.insertOrder(trx, row, {
    parcels: order.parcels,
    declaredItems: order.declaredItems.map(declaredItemLine),
    event: firstEventOf(row),
  });
  return toCreatedOrder(row, order, routingDisplayName(order.routing, locale), locale);
}

/**
 * Validates every input, then creates all orders in ONE transaction (all or nothing) and answers them in input
 * order. With more than one input, validation members are prefixed `orders[i].`.
 */
export async function createOrders(db: Db, userId: string, inputs: readonly CreateOrderInput[], locale: Locale): Promise<Order[]> {
  const prefixed = inputs.length > 1;
  const issues: ValidationIssue[] = [];
  const valid: NormalizedOrder[] = [];
  const memo = createOrderValidationMemo();
  const slices = timeSlicer();
  for (const [i, input] of inputs.entries()) {
    await slices.pause();
    const result = await validateOrderInput(db, userId, input, locale, prefixed ? `orders[${i}]` : '', memo);
    if (result.ok) valid.push(result.order);
    else issues.push(...result.issues);
  }
  if (issues.length > 0) throw new ValidationError(issues);
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const created: Order[] = [];
    for (const order of valid) {
      // Other requests still run meanwhile: their reads (on SQLite through the reading connection) and, on SQLite,
      // after this transaction, their writes.
      await slices.pause();
      created.push(await storeOrder(trx, userId, order, now, locale));
    }
    return created;
  });
}

/** Tracking events of many orders, newest first per order. */
export async function loadTrackingEvents(db: Executor, orderIds: readonly string[], locale: Locale): Promise<Map<string, TrackingEvent[]>> {
  const byOrder = new Map<string, TrackingEvent[]>(orderIds.map((id) => [id, []]));
  for (const row of await repo.trackingEventsOf(db, orderIds)) byOrder.get(row.orderId)?.push(toTrackingEvent(row, locale));
  return byOrder;
}

/** One order with lines and tracking history; 404 when it is missing or not the caller's. */
export async function getOrderDetail(db: Executor, userId: string, id: string, locale: Locale): Promise<Order> {
  const [order] = await getOrderDetailIn(db, userId, id, [locale]);
  if (!order) throw new NotFoundError();
  return order;
}

/**
 * One order described in each of `locales` (documents print English and Chinese side by side): the order's rows are
 * read once; only the names that depend on the language (events, regions, routing) are looked up per language.
 */
export async function getOrderDetailIn(db: Executor, userId: string, id: string, locales: readonly Locale[]): Promise<Order[]> {
  const row = await repo.findOwnedOrder(db, userId, id);
  if (!row) throw new NotFoundError();
  const [routings, parcels, declaredItems, measuredParcels, etas] = await Promise.all([
    findRoutingNames(db, [row.routingId]),
    repo.parcelLinesOf(db, id),
    repo.declaredItemLinesOf(db, id),
    repo.measuredParcelLinesOf(db, id),
    latestEtaByOrder(db, [id]),
  ]);
  const routing = routings.get(row.routingId);
  return Promise.all(
    locales.map(async (locale) => {
      const [events, sender, receiver] = await Promise.all([
        loadTrackingEvents(db, [id], locale),
        describeParty(db, storedPartyOf(row, 'sender'), locale),
        describeParty(db, storedPartyOf(row, 'receiver'), locale),
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
        },
        locale,
      );
    }),
  );
}

/** List items of rows, with the region and routing names of the whole batch looked up at once. */
async function toListItems(db: Executor, rows: readonly repo.OrderListRow[], locale: Locale): Promise<OrderListItem[]> {
  const regions = await getRegionNames(
    db,
    rows.flatMap((r) => [r.receiverRegionLv0Id, r.receiverRegionLv1Id, r.receiverRegionLv2Id, r.receiverRegionLv3Id]),
    locale,
  );
  const routings = await findRoutingNames(db, rows.map((r) => r.routingId));
  const names = {
    region: (id: string | null): string => (id ? (regions.get(id) ?? '') : ''),
    routing: (id: string): string => {
      const routing = routings.get(id);
      return routing ? routingDisplayName(routing, locale) : '';
    },
  };
  return rows.map((row) => toListItem(row, names, locale));
}

/** One page of the caller's orders (default 7 per page, newest first; sorting limited to ORDER_SORTABLE). */
export async function listOrders(
  db: Executor,
  userId: string,
  filter: OrderFilter,
  paging: PageInput,
  locale: Locale,
): Promise<CappedPagedResult<OrderListItem>> {
  const page = await repo.findOrderPage(db, userId, filter, paging);
  return { totalCount: page.totalCount, totalCountIsLowerBound: page.totalCountIsLowerBound, items: await toListItems(db, page.items, locale) };
}

/**
 * Every order the filter matches, newest first, read in keyset-paginated batches (creationTime desc, id desc):
 * constant memory whatever the count, and no OFFSET scans.
 */
export async function* iterateOrders(
  db: Executor,
  userId: string,
  filter: OrderFilter,
  locale: Locale,
  batchSize = ITERATE_BATCH,
): AsyncGenerator<OrderListItem, void, undefined> {
  let after: repo.OrderListRow | undefined;
  for (;;) {
    const rows = await repo.findOrdersAfter(db, userId, filter, after, batchSize);
    if (rows.length === 0) return;
    yield* await toListItems(db, rows, locale);
    if (rows.length < batchSize) return;
    after = rows[rows.length - 1];
    if (!after) return;
  }
}

/** Count of the caller's orders per status, every status listed (zero included). */
export async function getOrderStatusSummary(db: Executor, userId: string, locale: Locale): Promise<OrderStatusSummary> {
  const counts = await repo.countOrdersByStatus(db, userId);
  const items = Object.values(OrderStatus).map((status) => ({
    status,
    statusDisplayName: orderStatusDisplayName(status, locale),
    count: counts.get(status) ?? 0,
  }));
  return { totalCount: items.reduce((n, i) => n + i.count, 0), items };
}
