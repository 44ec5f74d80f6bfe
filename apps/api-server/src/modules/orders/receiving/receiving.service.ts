import { AuditAction, AuditEntityType, EventCode, EventSource, ExceptionReason, OrderStatus, type components } from '@forwarder/contracts/api-ops';
import { boxVolumeWeightKg, computeWeights } from '@forwarder/weights';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { AppError, BusinessError, NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { recordAudit, type AuditActor } from '../../audit';
import { chargeReceivedOrder } from '../../billing';
import { orderStatusDisplayName } from '../display-names';
import { applyOrderEvent } from '../events/apply-order-events';
import { lockOrderStates } from '../events/events.repository';
import { moveRefused, systemDraft, type EventDraft } from '../events/moves';
import { shortDeliveryExplanation } from '../exceptions/exception-reasons';
import { holdOrder } from '../exceptions/exceptions.service';
import { findOrderByWaybill } from '../orders.repository';
import { getOpsOrder, type OpsOrder } from '../staff/staff-orders.service';
import { normalizeWaybillNumber } from '../waybills/waybill';
import { replaceMeasurement, type MeasuredParcelLine } from './measurements.repository';
import type { OrdersDatabase, OrdersTx } from '../orders.db';

// Receiving: each box weighed and measured, the chargeable weight recomputed by the order form's rule
// (@forwarder/weights), a submitted order moved to Received. A received one may be measured again. A short delivery
// (fewer boxes than declared when the parcel arrives) is received only when staff say they saw it
// (acceptShortDelivery), and then held in exception SHORT_DELIVERY, which the customer reads with the counts: the
// console and the machine API alike (docs/decisions.md, "Issue 27: short deliveries"). Each weighing charges the
// order through billing's front door, in the same transaction (docs/decisions.md, "Issue 29").

type ReceiveInput = components['schemas']['ReceiveInput'];

/** Where parcels are received unless the input says otherwise. */
export const DEFAULT_WAREHOUSE = { zh: '深圳仓', en: 'Shenzhen warehouse' } as const;

export async function receiveParcels(db: OrdersDatabase, actor: AuditActor, input: ReceiveInput, locale: Locale): Promise<OpsOrder> {
  const waybillNumber = normalizeWaybillNumber(input.waybillNumber);
  const orderId = await inTransaction(db, async (trx) => {
    const [order] = await lockOrderStates(trx, { waybillNumbers: [waybillNumber] });
    const row = order && (await findOrderByWaybill(trx, waybillNumber));
    if (!order || !row) throw new NotFoundError();
    if (order.status !== OrderStatus.Submitted && order.status !== OrderStatus.Received) {
      throw new BusinessError('Ops:NotReceivable', 'Ops:NotReceivable', 400, {
        waybillNumber,
        status: orderStatusDisplayName(order.status, locale),
      });
    }
    const declared = Number(row.parcelCount);
    const received = input.parcels.length;
    // Only the parcel's arrival: a re-measured order is in the warehouse already (its boxes may have been repacked).
    const short = order.status === OrderStatus.Submitted && received < declared;
    if (short && input.acceptShortDelivery !== true) throw shortDeliveryRefused(waybillNumber, received, declared);
    const mode = Number(row.transportMode);
    const boxes: MeasuredParcelLine[] = input.parcels.map((p) => ({ ...p, volumeWeightKg: boxVolumeWeightKg(p, mode) }));
    const weights = computeWeights(input.parcels.map((p) => ({ ...p, quantity: 1 })), mode);
    const now = nowIso();
    const totals = {
      measuredParcelCount: weights.parcelCount,
      measuredTotalWeightKg: weights.totalWeightKg,
      measuredVolumeWeightKg: weights.volumeWeightKg,
      measuredChargeableWeightKg: weights.chargeableWeightKg,
      measuredTime: now,
    };
    const before = {
      measuredParcelCount: row.measuredParcelCount,
      measuredTotalWeightKg: row.measuredTotalWeightKg,
      measuredVolumeWeightKg: row.measuredVolumeWeightKg,
      measuredChargeableWeightKg: row.measuredChargeableWeightKg,
    };
    await replaceMeasurement(trx, order.id, boxes, totals, now);
    const after = { ...totals, parcels: boxes };
    if (order.status === OrderStatus.Submitted) {
      const draft = systemDraft(EventCode.RECEIVED, OrderStatus.Received, {
        time: now,
        timeZone: input.timeZone,
        locationZh: input.locationZh?.trim() || DEFAULT_WAREHOUSE.zh,
        locationEn: input.locationEn?.trim() || DEFAULT_WAREHOUSE.en,
      });
      const audit = { per: 'order', action: AuditAction.OrderReceive, before, after } as const;
      const outcome = await applyOrderEvent(trx, order, draft, { source: EventSource.Receiving, actor, audit }, locale);
      if (outcome.kind === 'refused') throw moveRefused(outcome.issue);
      if (short) await holdShortDelivery(trx, actor, order.id, { received, declared }, draft, locale);
    } else {
      // Re-measured: no new event, the measurement's own audit entry.
      await recordAudit(trx, actor, { action: AuditAction.OrderReceive, entityType: AuditEntityType.Order, entityId: order.id, entityLabel: waybillNumber, before, after }, now);
    }
    // The charge at the measured boxes, in this transaction: a receipt is never stored without it (docs/domain/billing.md).
    const receivedOrder = { id: order.id, waybillNumber, customerId: row.userId, routingId: row.routingId, destinationCountryCode: row.receiverCountryCode };
    await chargeReceivedOrder(trx, receivedOrder, input.parcels.map((p) => ({ ...p, quantity: 1 })), actor, now);
    return order.id;
  });
  return getOpsOrder(db, orderId, locale);
}

/**
 * Holds a parcel just received short in exception SHORT_DELIVERY, at the warehouse, a millisecond after its arrival
 * (the timeline sorts by time, and two events of one instant come in no given order).
 */
async function holdShortDelivery(
  trx: OrdersTx,
  actor: AuditActor,
  orderId: string,
  counts: { received: number; declared: number },
  arrival: EventDraft,
  locale: Locale,
): Promise<void> {
  const [arrived] = await lockOrderStates(trx, { ids: [orderId] });
  if (!arrived) throw new NotFoundError();
  const explanation = shortDeliveryExplanation(counts.received, counts.declared);
  const input = { reason: ExceptionReason.SHORT_DELIVERY, explanationZh: explanation.zh, explanationEn: explanation.en, timeZone: arrival.timeZone };
  const time = new Date(Date.parse(arrival.time) + 1).toISOString();
  await holdOrder(trx, actor, arrived, input, { time, source: EventSource.Receiving }, locale);
}

/** 400 `Ops:ShortDelivery`, naming `acceptShortDelivery`: staff are to confirm what arrived before it is received. */
function shortDeliveryRefused(waybillNumber: string, received: number, declared: number): AppError {
  const params = { waybillNumber, received, declared };
  return new AppError(400, 'Ops:ShortDelivery', {
    code: 'Ops:ShortDelivery',
    params,
    validationErrors: [{ members: ['acceptShortDelivery'], messageKey: 'Ops:ShortDelivery', params }],
  });
}
