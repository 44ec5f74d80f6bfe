import type { components } from '@forwarder/contracts/api-ops';
import type { CappedPagedResult } from '../../../db/paging';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { describeParty, findUserCards, findUserNames, userIdsMatching } from '../../accounts';
import { orderChargeView } from '../../billing';
import { findRoutingNames, routingDisplayName } from '../../rates';
import { batchesOfOrders } from '../batches/membership.repository';
import { timelineOf } from '../events/events.repository';
import { listNames } from '../list-item';
import { storedPartyOf } from '../order-row';
import { declaredItemLinesOf, findOrderById, findOrderByWaybill, parcelLinesOf, type OrderRow } from '../orders.repository';
import { measuredParcelLinesOf } from '../receiving/measurements.repository';
import { normalizeWaybillNumber } from '../waybills/waybill';
import { toCustomer, toOpsListItem, toOpsOrder, type OpsOrder, type OpsOrderListItem, type PageNames } from './staff-orders.mapping';
import { findOpsOrderPage, type OpsListRow } from './staff-orders.repository';
import type { OrdersExecutor } from '../orders.db';

export type { OpsOrder, OpsOrderListItem };

// Reads of the staff side: every customer's orders, and one order with everything staff need.

type OpsOrderListRequest = components['schemas']['OpsOrderListRequest'];

/** Names for a page of rows, looked up at once (customers, routings, regions, staff). */
export async function pageNames(db: OrdersExecutor, rows: readonly OpsListRow[], locale: Locale): Promise<PageNames> {
  const [customers, names, users] = await Promise.all([
    findUserCards(db, rows.map((r) => r.userId)),
    listNames(db, rows, locale),
    findUserNames(db, rows.map((r) => r.exceptionRaisedBy)),
  ]);
  return {
    ...names,
    customer: (id) => toCustomer(customers.get(id), id),
    userName: (id) => (id ? (users.get(id) ?? '') : ''),
  };
}

/** List items of rows (a page, a batch's waybills). */
export async function toOpsListItems(db: OrdersExecutor, rows: readonly OpsListRow[], locale: Locale): Promise<OpsOrderListItem[]> {
  const names = await pageNames(db, rows, locale);
  return rows.map((row) => toOpsListItem(row, names, locale));
}

export async function listOpsOrders(db: OrdersExecutor, request: OpsOrderListRequest, locale: Locale): Promise<CappedPagedResult<OpsOrderListItem>> {
  const { maxResultCount, skipCount, sorting, ...filter } = request;
  // A customer filter by name asks accounts which users match, as a subquery: the page stays one statement.
  const customer = filter.customer?.trim();
  const owners = customer ? userIdsMatching(db, customer) : undefined;
  const page = await findOpsOrderPage(db, filter, { maxResultCount, skipCount, sorting }, owners);
  return { totalCount: page.totalCount, totalCountIsLowerBound: page.totalCountIsLowerBound, items: await toOpsListItems(db, page.items, locale) };
}

async function loadOpsOrder(db: OrdersExecutor, row: OrderRow, locale: Locale): Promise<OpsOrder> {
  const id = row.id;
  const [customers, routings, parcels, declaredItems, measuredParcels, timeline, sender, receiver, batches, charge] = await Promise.all([
    findUserCards(db, [row.userId]),
    findRoutingNames(db, [row.routingId]),
    parcelLinesOf(db, id),
    declaredItemLinesOf(db, id),
    measuredParcelLinesOf(db, id),
    timelineOf(db, id),
    describeParty(db, storedPartyOf(row, 'sender'), locale),
    describeParty(db, storedPartyOf(row, 'receiver'), locale),
    batchesOfOrders(db, [id]),
    orderChargeView(db, id, locale),
  ]);
  // Who raised the exception and who wrote each event, in one lookup once the timeline is read.
  const userNames = await findUserNames(db, [row.exceptionRaisedBy, ...timeline.map((event) => event.actorId)]);
  const events = timeline.map((event) => ({ ...event, actorUserName: (event.actorId && userNames.get(event.actorId)) ?? null }));
  const routing = routings.get(row.routingId);
  return toOpsOrder(
    row,
    {
      customer: toCustomer(customers.get(row.userId), row.userId),
      routing: routing && { code: routing.code, displayName: routingDisplayName(routing, locale) },
      parcels,
      declaredItems,
      measuredParcels,
      events,
      sender,
      receiver,
      batches: batches.get(id) ?? [],
      raisedBy: row.exceptionRaisedBy ? (userNames.get(row.exceptionRaisedBy) ?? '') : '',
      charge,
    },
    locale,
  );
}

export async function getOpsOrder(db: OrdersExecutor, id: string, locale: Locale): Promise<OpsOrder> {
  const row = await findOrderById(db, id);
  if (!row) throw new NotFoundError();
  return loadOpsOrder(db, row, locale);
}

export async function getOpsOrderByWaybill(db: OrdersExecutor, waybillNumber: string, locale: Locale): Promise<OpsOrder> {
  const row = await findOrderByWaybill(db, normalizeWaybillNumber(waybillNumber));
  if (!row) throw new NotFoundError();
  return loadOpsOrder(db, row, locale);
}
