import { OrderStatus, type components } from '@forwarder/contracts/api-ops';
import type { CappedPagedResult } from '../../../db/paging';
import type { Executor } from '../../../db/transaction';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { describeParty, findUserNames, type Party as CustomerParty } from '../../accounts';
import { batchesOfOrders } from '../batches/membership.repository';
import { declaredItemLinesOf, measuredParcelLinesOf, parcelLinesOf, type OrderRow } from '../orders.repository';
import { normalizeWaybillNumber } from '../waybills/waybill';
import { orderStatusDisplayName } from '../display-names';
import { storedPartyOf, toMeasuredWeights } from '../customer/customer-orders.mapping';
import { findRoutingNames, routingDisplayName } from '../../rates';
import { getRegionNames } from '../../regions';
import { toCustomer, toOpsEvent, toOpsException, toOpsListItem, type OpsOrder, type OpsOrderListItem, type PageNames } from './staff-orders.mapping';
import * as repo from './staff-orders.repository';
import { nextStatusesOf } from '../events/state-machine';

export type { OpsOrder, OpsOrderListItem };

// Reads of the staff side: every customer's orders, one order with everything staff need, the exception queue.

type S = components['schemas'];
type OpsOrderListRequest = S['OpsOrderListRequest'];
type ExceptionQueueRequest = S['ExceptionQueueRequest'];
type ExceptionQueueItem = S['ExceptionQueueItem'];
type Party = S['Party'];

const DAY_MS = 86_400_000;

/** Names for a page of rows, looked up at once (customers, routings, regions, staff). */
async function pageNames(db: Executor, rows: readonly repo.OpsListRow[], locale: Locale): Promise<PageNames> {
  const [customers, routings, regions, users] = await Promise.all([
    repo.findCustomers(db, rows.map((r) => r.userId)),
    findRoutingNames(db, rows.map((r) => r.routingId)),
    getRegionNames(db, rows.flatMap((r) => [r.receiverRegionLv0Id, r.receiverRegionLv1Id, r.receiverRegionLv2Id, r.receiverRegionLv3Id]), locale),
    findUserNames(db, rows.map((r) => r.exceptionRaisedBy)),
  ]);
  return {
    customer: (id) => toCustomer(customers.get(id), id),
    routing: (id) => {
      const routing = routings.get(id);
      return routing ? routingDisplayName(routing, locale) : '';
    },
    region: (id) => (id ? (regions.get(id) ?? '') : ''),
    userName: (id) => (id ? (users.get(id) ?? '') : ''),
  };
}

/** List items of rows (a page, a batch's waybills, the queue). */
export async function toOpsListItems(db: Executor, rows: readonly repo.OpsListRow[], locale: Locale): Promise<OpsOrderListItem[]> {
  const names = await pageNames(db, rows, locale);
  return rows.map((row) => toOpsListItem(row, names, locale));
}

export async function listOpsOrders(db: Executor, request: OpsOrderListRequest, locale: Locale): Promise<CappedPagedResult<OpsOrderListItem>> {
  const { maxResultCount, skipCount, sorting, ...filter } = request;
  const page = await repo.findOpsOrderPage(db, filter, { maxResultCount, skipCount, sorting });
  return { totalCount: page.totalCount, totalCountIsLowerBound: page.totalCountIsLowerBound, items: await toOpsListItems(db, page.items, locale) };
}

/** The staff contract's party: the customer's party without the region ids. */
const toOpsParty = (party: CustomerParty): Party => ({
  name: party.name,
  companyName: party.companyName,
  phoneNumber: party.phoneNumber,
  email: party.email,
  countryCode: party.countryCode,
  area: party.area,
  street: party.street,
  postalCode: party.postalCode,
});

async function toOpsOrder(db: Executor, row: OrderRow, locale: Locale): Promise<OpsOrder> {
  const id = row.id;
  const [customers, routings, parcels, declaredItems, measuredParcels, events, sender, receiver, batches, raisedBy] = await Promise.all([
    repo.findCustomers(db, [row.userId]),
    findRoutingNames(db, [row.routingId]),
    parcelLinesOf(db, id),
    declaredItemLinesOf(db, id),
    measuredParcelLinesOf(db, id),
    repo.eventsOfOrder(db, id),
    describeParty(db, storedPartyOf(row, 'sender'), locale),
    describeParty(db, storedPartyOf(row, 'receiver'), locale),
    batchesOfOrders(db, [id]),
    findUserNames(db, [row.exceptionRaisedBy]),
  ]);
  const routing = routings.get(row.routingId);
  const ofOrder = batches.get(id) ?? [];
  const etas = ofOrder.map((b) => b.eta).filter((eta): eta is string => eta !== null).sort();
  const status = Number(row.status);
  const interrupted = row.exceptionInterruptedStatus === null ? null : Number(row.exceptionInterruptedStatus);
  return {
    id,
    waybillNumber: row.waybillNumber,
    customer: toCustomer(customers.get(row.userId), row.userId),
    status: status as OpsOrder['status'],
    statusDisplayName: orderStatusDisplayName(status, locale),
    transportMode: Number(row.transportMode) as OpsOrder['transportMode'],
    routingId: row.routingId,
    routingCode: routing?.code ?? '',
    routingDisplayName: routing ? routingDisplayName(routing, locale) : '',
    sender: toOpsParty(sender),
    receiver: toOpsParty(receiver),
    parcels: parcels.map((p) => ({ ...p, quantity: Number(p.quantity) })),
    declaredItems: declaredItems.map((item) => ({ ...item, quantity: Number(item.quantity), currency: item.currency as OpsOrder['declaredCurrency'] })),
    parcelCount: Number(row.parcelCount),
    totalWeightKg: row.totalWeightKg,
    volumeWeightKg: row.volumeWeightKg,
    chargeableWeightKg: row.chargeableWeightKg,
    declaredValue: row.declaredValue,
    declaredCurrency: row.declaredCurrency as OpsOrder['declaredCurrency'],
    customerReference: row.customerReference,
    remark: row.remark,
    measured: toMeasuredWeights(row, measuredParcels),
    exception: toOpsException(row, { userName: (uid) => (uid ? (raisedBy.get(uid) ?? '') : '') }, locale),
    batches: ofOrder.map((b) => ({ id: b.id, type: b.type as OpsOrder['batches'][number]['type'], reference: b.reference })),
    eta: etas.at(-1) ?? null,
    nextStatuses: nextStatusesOf(status, interrupted),
    creationTime: row.creationTime,
    lastModificationTime: row.lastModificationTime,
    events: events.map((e) => toOpsEvent(e, locale)),
  };
}

export async function getOpsOrder(db: Executor, id: string, locale: Locale): Promise<OpsOrder> {
  const row = await repo.findOrderById(db, id);
  if (!row) throw new NotFoundError();
  return toOpsOrder(db, row, locale);
}

export async function getOpsOrderByWaybill(db: Executor, waybillNumber: string, locale: Locale): Promise<OpsOrder> {
  const row = await repo.findOrderByWaybill(db, normalizeWaybillNumber(waybillNumber));
  if (!row) throw new NotFoundError();
  return toOpsOrder(db, row, locale);
}

/** Orders in exception and stuck ones, oldest problem first. */
export async function getExceptionQueue(db: Executor, request: ExceptionQueueRequest, locale: Locale, now = Date.now()) {
  const thresholds = await repo.staleThresholds(db, now);
  const page = await repo.findProblemPage(db, request.kind ?? 'all', thresholds, request);
  const names = await pageNames(db, page.items, locale);
  const items = page.items.map((row): ExceptionQueueItem => {
    const inException = Number(row.status) === OrderStatus.Exception;
    const since = inException ? (row.exceptionSince ?? row.lastEventTime) : row.lastEventTime;
    return {
      order: toOpsListItem(row, names, locale),
      kind: inException ? 'exception' : 'stale',
      since,
      daysWithoutEvent: Math.max(0, Math.floor((now - new Date(row.lastEventTime).getTime()) / DAY_MS)),
      exception: toOpsException(row, names, locale),
    };
  });
  return { totalCount: page.totalCount, items };
}
