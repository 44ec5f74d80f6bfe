import type { components } from '@forwarder/contracts/api-f';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { paginate, type PageInput, type PagedResult } from '../../db/paging';
import { inTransaction, type Executor } from '../../db/transaction';
import { NotFoundError, ValidationError, type ValidationIssue } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { describeParty, type Party, type StoredParty } from '../accounts/party';
import { getRegionNames, joinArea } from '../regions/region-chain';
import { ORDER_STATUSES, orderStatusDisplayName } from './display-names';
import type { OrdersTable } from './logistics.tables';
import { SUBMITTED_EVENT } from './order-events';
import { applyOrderFilter, type OrderFilter } from './order-filter';
import { validateOrderInput, type CreateOrderInput, type CurrencyCode, type NormalizedOrder } from './order-validation';
import { routingDisplayName } from './routings';
import { nextWaybillNumber } from './waybill';

// Public service of the logistics module (the documents module builds labels, spreadsheets and exports on it).
// Every function is scoped to one owner: another account's order is "not found".

export type Order = components['schemas']['Order'];
export type OrderListItem = components['schemas']['OrderListItem'];
export type OrderStatusSummary = components['schemas']['OrderStatusSummary'];
export type TrackingEvent = components['schemas']['TrackingEvent'];
export type { CreateOrderInput, OrderFilter };
export { validateOrderInput };

export const ORDER_SORTABLE = { creationTime: 'o.creationTime', waybillNumber: 'o.waybillNumber', status: 'o.status' } as const;
export const DEFAULT_ORDER_SORTING = 'creationTime desc';
const ITERATE_BATCH = 500;

type OrderRow = OrdersTable;

function partyColumns(prefix: 'sender' | 'receiver', party: Party): Record<string, string | null> {
  return {
    [`${prefix}Name`]: party.name,
    [`${prefix}CompanyName`]: party.companyName,
    [`${prefix}PhoneNumber`]: party.phoneNumber,
    [`${prefix}Email`]: party.email,
    [`${prefix}CountryCode`]: party.countryCode,
    [`${prefix}RegionLv0Id`]: party.regionLv0Id,
    [`${prefix}RegionLv1Id`]: party.regionLv1Id ?? null,
    [`${prefix}RegionLv2Id`]: party.regionLv2Id ?? null,
    [`${prefix}RegionLv3Id`]: party.regionLv3Id ?? null,
    [`${prefix}Street`]: party.street,
    [`${prefix}PostalCode`]: party.postalCode,
  };
}

export function storedPartyOf(row: OrderRow, prefix: 'sender' | 'receiver'): StoredParty {
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

/** Stores one validated order with its lines and first event; the caller owns the transaction. */
async function insertOrder(trx: Executor, userId: string, order: NormalizedOrder, now: string, locale: Locale): Promise<Order> {
  const id = newId();
  const waybillNumber = await nextWaybillNumber(trx, order.transportMode);
  const row: OrderRow = {
    id,
    userId,
    waybillNumber,
    routingId: order.routing.id,
    transportMode: order.transportMode,
    status: SUBMITTED_EVENT.status,
    ...(partyColumns('sender', order.sender) as Pick<OrderRow, `sender${string}` & keyof OrderRow>),
    ...(partyColumns('receiver', order.receiver) as Pick<OrderRow, `receiver${string}` & keyof OrderRow>),
    parcelCount: order.weights.parcelCount,
    totalWeightKg: order.weights.totalWeightKg,
    volumeWeightKg: order.weights.volumeWeightKg,
    chargeableWeightKg: order.weights.chargeableWeightKg,
    declaredValue: order.declaredValue,
    declaredCurrency: order.declaredCurrency,
    customerReference: order.customerReference,
    remark: order.remark,
    lastEventTime: now,
    lastEventStatus: SUBMITTED_EVENT.status,
    lastEventDescriptionZh: SUBMITTED_EVENT.descriptionZh,
    lastEventDescriptionEn: SUBMITTED_EVENT.descriptionEn,
    creationTime: now,
    lastModificationTime: now,
  };
  await trx.insertInto('orders').values(row).execute();
  await trx
    .insertInto('order_parcels')
    .values(order.parcels.map((p, sort) => ({ id: newId(), orderId: id, sort, ...p })))
    .execute();
  await trx
    .insertInto('order_declared_items')
    .values(
      order.declaredItems.map((item, sort) => ({
        id: newId(),
        orderId: id,
        sort,
        name: item.name,
        nameEn: item.nameEn ?? '',
        hsCode: item.hsCode ?? '',
        quantity: item.quantity,
        unitValue: item.unitValue,
        currency: item.currency,
        totalValue: item.totalValue,
      })),
    )
    .execute();
  await trx
    .insertInto('tracking_events')
    .values({ id: newId(), orderId: id, time: now, ...SUBMITTED_EVENT })
    .execute();
  const event: TrackingEvent = {
    time: now,
    status: SUBMITTED_EVENT.status,
    statusDisplayName: orderStatusDisplayName(SUBMITTED_EVENT.status, locale),
    location: locale === 'en' ? SUBMITTED_EVENT.locationEn : SUBMITTED_EVENT.locationZh,
    description: locale === 'en' ? SUBMITTED_EVENT.descriptionEn : SUBMITTED_EVENT.descriptionZh,
  };
  return {
    id,
    waybillNumber,
    status: SUBMITTED_EVENT.status,
    statusDisplayName: event.statusDisplayName,
    transportMode: order.transportMode as Order['transportMode'],
    routingId: order.routing.id,
    routingCode: order.routing.code,
    routingDisplayName: routingDisplayName(order.routing, locale),
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
    creationTime: now,
    lastModificationTime: now,
    trackingEvents: [event],
  };
}

/**
 * Validates every input, then creates all orders in ONE transaction (all or nothing) and answers them in input
 * order. With more than one input, validation members are prefixed `orders[i].`.
 */
export async function createOrders(db: Db, userId: string, inputs: readonly CreateOrderInput[], locale: Locale): Promise<Order[]> {
  const prefixed = inputs.length > 1;
  const issues: ValidationIssue[] = [];
  const valid: NormalizedOrder[] = [];
  for (const [i, input] of inputs.entries()) {
    const result = await validateOrderInput(db, userId, input, locale, prefixed ? `orders[${i}]` : '');
    if (result.ok) valid.push(result.order);
    else issues.push(...result.issues);
  }
  if (issues.length > 0) throw new ValidationError(issues);
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const created: Order[] = [];
    for (const order of valid) created.push(await insertOrder(trx, userId, order, now, locale));
    return created;
  });
}

function toTrackingEvent(
  row: { time: string; status: number; locationZh: string; locationEn: string; descriptionZh: string; descriptionEn: string },
  locale: Locale,
): TrackingEvent {
  return {
    time: row.time,
    status: row.status as TrackingEvent['status'],
    statusDisplayName: orderStatusDisplayName(row.status, locale),
    location: locale === 'en' ? row.locationEn : row.locationZh,
    description: locale === 'en' ? row.descriptionEn : row.descriptionZh,
  };
}

/** Tracking events of many orders, newest first per order. */
export async function loadTrackingEvents(db: Executor, orderIds: readonly string[], locale: Locale): Promise<Map<string, TrackingEvent[]>> {
  const byOrder = new Map<string, TrackingEvent[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('tracking_events')
    .select(['orderId', 'time', 'status', 'locationZh', 'locationEn', 'descriptionZh', 'descriptionEn'])
    .where('orderId', 'in', [...orderIds])
    .orderBy('orderId')
    .orderBy('time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) byOrder.get(row.orderId)?.push(toTrackingEvent(row, locale));
  return byOrder;
}

/** One order with lines and tracking history; 404 when it is missing or not the caller's. */
export async function getOrderDetail(db: Executor, userId: string, id: string, locale: Locale): Promise<Order> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  if (!row) throw new NotFoundError();
  const [routing, parcels, items, events, sender, receiver] = await Promise.all([
    db.selectFrom('routings').select(['code', 'nameZh', 'nameEn']).where('id', '=', row.routingId).executeTakeFirst(),
    db
      .selectFrom('order_parcels')
      .select(['quantity', 'weightKg', 'lengthCm', 'widthCm', 'heightCm', 'volumeWeightKg'])
      .where('orderId', '=', id)
      .orderBy('sort')
      .execute(),
    db
      .selectFrom('order_declared_items')
      .select(['name', 'nameEn', 'hsCode', 'quantity', 'unitValue', 'currency', 'totalValue'])
      .where('orderId', '=', id)
      .orderBy('sort')
      .execute(),
    loadTrackingEvents(db, [id], locale),
    describeParty(db, storedPartyOf(row, 'sender'), locale),
    describeParty(db, storedPartyOf(row, 'receiver'), locale),
  ]);
  return {
    id: row.id,
    waybillNumber: row.waybillNumber,
    status: row.status as Order['status'],
    statusDisplayName: orderStatusDisplayName(row.status, locale),
    transportMode: row.transportMode as Order['transportMode'],
    routingId: row.routingId,
    routingCode: routing?.code ?? '',
    routingDisplayName: routing ? routingDisplayName(routing, locale) : '',
    sender,
    receiver,
    parcels: parcels.map((p) => ({ ...p, quantity: Number(p.quantity) })),
    declaredItems: items.map((item) => ({ ...item, quantity: Number(item.quantity), currency: item.currency as CurrencyCode })),
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
    trackingEvents: events.get(id) ?? [],
  };
}

function listQuery(db: Executor, userId: string, filter: OrderFilter) {
  // No join: the count of a page then runs on the (userId, status|transportMode, creationTime) index alone;
  // routing names come from one small lookup per page.
  const base = db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.waybillNumber',
      'o.status',
      'o.transportMode',
      'o.routingId',
      'o.senderName',
      'o.receiverName',
      'o.receiverCountryCode',
      'o.receiverRegionLv0Id',
      'o.receiverRegionLv1Id',
      'o.receiverRegionLv2Id',
      'o.receiverRegionLv3Id',
      'o.parcelCount',
      'o.totalWeightKg',
      'o.chargeableWeightKg',
      'o.declaredValue',
      'o.declaredCurrency',
      'o.customerReference',
      'o.creationTime',
      'o.lastEventTime',
      'o.lastEventDescriptionZh',
      'o.lastEventDescriptionEn',
    ]);
  return applyOrderFilter(base, userId, filter);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

async function toListItems(db: Executor, rows: readonly ListRow[], locale: Locale): Promise<OrderListItem[]> {
  const names = await getRegionNames(
    db,
    rows.flatMap((r) => [r.receiverRegionLv0Id, r.receiverRegionLv1Id, r.receiverRegionLv2Id, r.receiverRegionLv3Id]),
    locale,
  );
  const name = (id: string | null): string => (id ? (names.get(id) ?? '') : '');
  const routingIds = [...new Set(rows.map((r) => r.routingId))];
  const routings = new Map(
    routingIds.length
      ? (await db.selectFrom('routings').select(['id', 'nameZh', 'nameEn']).where('id', 'in', routingIds).execute()).map((r) => [r.id, r])
      : [],
  );
  const routingName = (id: string): string => {
    const routing = routings.get(id);
    return routing ? routingDisplayName(routing, locale) : '';
  };
  return rows.map((r) => ({
    id: r.id,
    waybillNumber: r.waybillNumber,
    status: r.status as OrderListItem['status'],
    statusDisplayName: orderStatusDisplayName(r.status, locale),
    transportMode: r.transportMode as OrderListItem['transportMode'],
    routingDisplayName: routingName(r.routingId),
    senderName: r.senderName,
    receiverName: r.receiverName,
    receiverCountryCode: r.receiverCountryCode,
    receiverArea: joinArea([
      name(r.receiverRegionLv0Id),
      name(r.receiverRegionLv1Id),
      name(r.receiverRegionLv2Id),
      name(r.receiverRegionLv3Id),
    ]),
    parcelCount: Number(r.parcelCount),
    totalWeightKg: r.totalWeightKg,
    chargeableWeightKg: r.chargeableWeightKg,
    declaredValue: r.declaredValue,
    declaredCurrency: r.declaredCurrency as CurrencyCode,
    customerReference: r.customerReference,
    creationTime: r.creationTime,
    lastEventTime: r.lastEventTime,
    lastEventDescription: locale === 'en' ? r.lastEventDescriptionEn : r.lastEventDescriptionZh,
  }));
}

/** One page of the caller's orders (default 7 per page, newest first; sorting limited to ORDER_SORTABLE). */
export async function listOrders(
  db: Executor,
  userId: string,
  filter: OrderFilter,
  paging: PageInput,
  locale: Locale,
): Promise<PagedResult<OrderListItem>> {
  const page = await paginate(db, listQuery(db, userId, filter), paging, {
    sortable: ORDER_SORTABLE,
    defaultSorting: DEFAULT_ORDER_SORTING,
    tieBreaker: 'o.id',
    defaultPageSize: 7,
    maxPageSize: 1000,
  });
  return { totalCount: page.totalCount, items: await toListItems(db, page.items, locale) };
}

/** How many orders the filter matches (the export checks its row limit with this before streaming). */
export async function countOrders(db: Executor, userId: string, filter: OrderFilter): Promise<number> {
  const row = await applyOrderFilter(db.selectFrom('orders as o').select((eb) => eb.fn.countAll().as('count')), userId, filter)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
  let after: { creationTime: string; id: string } | undefined;
  for (;;) {
    let query = listQuery(db, userId, filter);
    if (after) {
      const { creationTime, id } = after;
      query = query.where((eb) =>
        eb.or([eb('o.creationTime', '<', creationTime), eb.and([eb('o.creationTime', '=', creationTime), eb('o.id', '<', id)])]),
      );
    }
    const rows = await query.orderBy('o.creationTime', 'desc').orderBy('o.id', 'desc').limit(batchSize).execute();
    if (rows.length === 0) return;
    yield* await toListItems(db, rows, locale);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = { creationTime: last.creationTime, id: last.id };
  }
}

/** Count of the caller's orders per status, every status listed (zero included). */
export async function getOrderStatusSummary(db: Executor, userId: string, locale: Locale): Promise<OrderStatusSummary> {
  const rows = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll().as('count')])
    .where('userId', '=', userId)
    .groupBy('status')
    .execute();
  const counts = new Map(rows.map((r) => [Number(r.status), Number(r.count)]));
  const items = ORDER_STATUSES.map((status) => ({
    status,
    statusDisplayName: orderStatusDisplayName(status, locale),
    count: counts.get(status) ?? 0,
  }));
  return { totalCount: items.reduce((n, i) => n + i.count, 0), items };
}
