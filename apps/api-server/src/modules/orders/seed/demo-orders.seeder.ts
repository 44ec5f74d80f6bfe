import { ExceptionReason, OrderStatus } from '@forwarder/contracts/api-f';
import { EventCode } from '@forwarder/contracts/api-ops';
import { boxVolumeWeightKg, computeWeights, round2 } from '@forwarder/weights';
import { newId, nowIso } from '../../../db/ids';
import { raiseSequenceValue } from '../../../db/sequences';
import type { Seeder } from '../../../seed/seeders';
import { findUserIdsByName } from '../../accounts';
import { chargeReceivedOrder } from '../../billing';
import { findRoutingByCode } from '../../rates';
import { findCityId, regionId } from '../../regions';
import { lastEventColumns } from '../events/event-record';
import { appendSystemEvents } from '../events/events.repository';
import { defaultExplanation } from '../exceptions/exception-reasons';
import { NO_EXCEPTION, NOT_MEASURED } from '../order-row';
import type { OrdersTable } from '../orders.tables';
import { replaceMeasurement } from '../receiving/measurements.repository';
import { formatWaybillNumber, waybillSequenceName } from '../waybills/waybill';
import { DEMO_ORDERS, DEMO_SENDER, DESTINATIONS, demoEvents, type DemoOrder } from './demo-orders';
import type { OrdersScope, OrdersTx } from '../orders.db';

async function insertDemoOrder(db: OrdersTx, userId: string, demo: DemoOrder, now: Date): Promise<void> {
  const routing = await findRoutingByCode(db, demo.routingCode);
  if (!routing) return;
  const destination = DESTINATIONS[demo.destination];
  const stateId = regionId(1, destination.state.code);
  const weights = computeWeights(demo.parcels, routing.transportMode);
  const created = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
  const events = demoEvents(demo, routing.transportMode, created, now);
  const first = events[0];
  if (!first) return;
  // The demo's held parcel waits for its commercial invoice: an open exception that resolving sends back in transit.
  const held = events.at(-1);
  const exception =
    demo.status === OrderStatus.Exception && held?.status === OrderStatus.Exception
      ? {
          exceptionReason: ExceptionReason.CUSTOMS_DOCUMENTS,
          exceptionExplanationZh: defaultExplanation(ExceptionReason.CUSTOMS_DOCUMENTS).zh,
          exceptionExplanationEn: defaultExplanation(ExceptionReason.CUSTOMS_DOCUMENTS).en,
          exceptionNote: held.descriptionZh,
          exceptionSince: held.time,
          exceptionRaisedBy: null,
          exceptionInterruptedStatus: events.at(-2)?.status ?? OrderStatus.Submitted,
        }
      : NO_EXCEPTION;
  const id = newId();
  const items = demo.items.map((item, sort) => ({
    id: newId(),
    orderId: id,
    sort,
    ...item,
    totalValue: round2(item.quantity * item.unitValue),
  }));
  const row: OrdersTable = {
    id,
    userId,
    waybillNumber: formatWaybillNumber(demo.prefix, demo.serial),
    routingId: routing.id,
    transportMode: routing.transportMode,
    status: first.status,
    senderName: DEMO_SENDER.name,
    senderCompanyName: DEMO_SENDER.companyName,
    senderPhoneNumber: DEMO_SENDER.phoneNumber,
    senderEmail: DEMO_SENDER.email,
    senderCountryCode: 'CN',
    senderRegionLv0Id: regionId(0, 'CN'),
    senderRegionLv1Id: regionId(1, '440000'),
    senderRegionLv2Id: regionId(2, '440300'),
    senderRegionLv3Id: regionId(3, '440305'),
    senderStateName: null,
    senderCityName: null,
    senderDistrictName: null,
    senderStreet: DEMO_SENDER.street,
    senderPostalCode: DEMO_SENDER.postalCode,
    receiverName: destination.receiver.name,
    receiverCompanyName: destination.receiver.companyName,
    receiverPhoneNumber: destination.receiver.phoneNumber,
    receiverEmail: destination.receiver.email,
    receiverCountryCode: destination.countryCode,
    receiverRegionLv0Id: regionId(0, destination.countryCode),
    receiverRegionLv1Id: stateId,
    receiverRegionLv2Id: await findCityId(db, stateId, destination.cityNameEn),
    receiverRegionLv3Id: null,
    receiverStateName: null,
    receiverCityName: null,
    receiverDistrictName: null,
    receiverStreet: destination.receiver.street,
    receiverPostalCode: destination.receiver.postalCode,
    parcelCount: weights.parcelCount,
    totalWeightKg: weights.totalWeightKg,
    volumeWeightKg: weights.volumeWeightKg,
    chargeableWeightKg: weights.chargeableWeightKg,
    declaredValue: round2(items.reduce((sum, item) => sum + item.totalValue, 0)),
    declaredCurrency: demo.items[0]?.currency ?? 'USD',
    customerReference: demo.customerReference,
    remark: demo.remark,
    ...lastEventColumns(first),
    creationTime: created.toISOString(),
    lastModificationTime: created.toISOString(),
    ...NOT_MEASURED,
    ...exception,
  };
  await db.insertInto('orders').values(row).execute();
  await db
    .insertInto('order_parcels')
    .values(demo.parcels.map((p, sort) => ({ id: newId(), orderId: id, sort, ...p, volumeWeightKg: weights.boxVolumeWeightsKg[sort] ?? 0 })))
    .execute();
  await db.insertInto('order_declared_items').values(items).execute();
  await appendSystemEvents(db, id, events);
  const received = events.find((e) => e.code === EventCode.RECEIVED);
  if (received) await weighAndCharge(db, { ...row, receivedTime: received.time }, demo);
}

/**
 * A demo order the warehouse has received: weighed as declared (each box as it was declared, at the time of its
 * RECEIVED event) and charged through billing's front door, as receiving charges (one live charge, its ledger entry,
 * a hold when the account cannot cover it). The entry is stamped with the time it is written, as every entry is: a
 * statement of a closed month must never change (docs/domain/billing.md, "Statements").
 */
async function weighAndCharge(db: OrdersTx, order: OrdersTable & { receivedTime: string }, demo: DemoOrder): Promise<void> {
  const boxes = demo.parcels.flatMap(({ quantity, ...box }) => Array.from({ length: quantity }, () => box));
  const measured = boxes.map((box) => ({ ...box, volumeWeightKg: boxVolumeWeightKg(box, order.transportMode) }));
  const totals = {
    measuredParcelCount: order.parcelCount,
    measuredTotalWeightKg: order.totalWeightKg,
    measuredVolumeWeightKg: order.volumeWeightKg,
    measuredChargeableWeightKg: order.chargeableWeightKg,
    measuredTime: order.receivedTime,
  };
  await replaceMeasurement(db, order.id, measured, totals, order.lastModificationTime);
  const received = { id: order.id, waybillNumber: order.waybillNumber, customerId: order.userId, routingId: order.routingId, destinationCountryCode: order.receiverCountryCode };
  await chargeReceivedOrder(db, received, boxes.map((box) => ({ ...box, quantity: 1 })), null, nowIso());
}

/** Demo orders of demo-member and demo-merchant (when the accounts seeder created them); skips existing numbers. */
export async function seedDemoOrders(db: OrdersTx, now = new Date()): Promise<number> {
  const userNames = [...new Set(DEMO_ORDERS.map((o) => o.userName))];
  const userIds = await findUserIdsByName(db, userNames);
  const numbers = DEMO_ORDERS.map((o) => formatWaybillNumber(o.prefix, o.serial));
  const taken = new Set(
    (await db.selectFrom('orders').select('waybillNumber').where('waybillNumber', 'in', numbers).execute()).map((r) => r.waybillNumber),
  );
  let inserted = 0;
  for (const demo of DEMO_ORDERS) {
    const userId = userIds.get(demo.userName);
    if (!userId || taken.has(formatWaybillNumber(demo.prefix, demo.serial))) continue;
    await insertDemoOrder(db, userId, demo, now);
    inserted += 1;
  }
  // Whether or not they were inserted now, the demo serials are reserved: new orders continue after them.
  for (const prefix of ['FA', 'FS'] as const) {
    const highest = Math.max(0, ...DEMO_ORDERS.filter((o) => o.prefix === prefix).map((o) => o.serial));
    if (highest > 0) await raiseSequenceValue(db, waybillSequenceName(prefix), highest);
  }
  return inserted;
}

export const demoOrdersSeeder: Seeder<OrdersScope> = {
  name: 'logistics-demo-orders',
  async seed(db, ctx) {
    if (!ctx.demo) return;
    const inserted = await seedDemoOrders(db);
    if (inserted) ctx.log.info(`logistics: ${inserted} demo orders seeded`);
  },
};
