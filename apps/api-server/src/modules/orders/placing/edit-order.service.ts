import { AuditAction, AuditEntityType, EventCode, EventSource, OrderStatus } from '@forwarder/contracts/api-ops';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { AppError, NotFoundError, ValidationError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import { orderStatusDisplayName } from '../display-names';
import { insertEvents, lockOrderStates, moveOrders, type OrderState } from '../events/events.repository';
import { customerActionDraft, eventRecord } from '../events/moves';
import { customerMayEdit } from '../events/state-machine';
import { orderFigures, storedPartyOf } from '../order-row';
import { declaredItemLinesOf, findOwnedOrder, parcelLinesOf, replaceOrderContent, type DeclaredItemLine, type OrderRow, type ParcelLine } from '../orders.repository';
import { declaredItemLine, orderContentColumns } from './new-order';
import { validateOrderInput, type CreateOrderInput } from './order-validation';
import type { OrdersDatabase, OrdersExecutor } from '../orders.db';

// A customer editing their own order before the warehouse receives it (updateOrder): createOrder's body and
// validation, the same window as cancelling (Submitted), the order locked while it is checked and rewritten, an
// ORDER_EDITED line on its timeline and the changed fields in the staff's audit log, in one transaction.

/** The event's place and text: where the customer did it and what the timeline and tracking show (both languages). */
export const CUSTOMER_EDIT_EVENT = {
  locationZh: '网上修改',
  locationEn: 'Online',
  descriptionZh: '客户已修改订单',
  descriptionEn: 'Order edited by the customer',
} as const;

/** 400 `Logistics:EditNotAllowed` naming the waybill and its status in the request's language. */
function editRefused(order: Pick<OrderState, 'waybillNumber' | 'status'>, locale: Locale): AppError {
  return new AppError(400, 'Logistics:EditNotAllowed', {
    code: 'Logistics:EditNotAllowed',
    params: { waybillNumber: order.waybillNumber, status: orderStatusDisplayName(Number(order.status), locale) },
  });
}

/** The caller's order, or 404 (never 403: ids cannot be probed). */
async function ownedOrder(db: OrdersExecutor, userId: string, orderId: string): Promise<OrderRow> {
  const owned = await findOwnedOrder(db, userId, orderId);
  if (!owned) throw new NotFoundError();
  return owned;
}

/** What the audit log compares: the order's own fields and lines, the same shape before and after. */
function auditView(row: OrderRow, parcels: readonly ParcelLine[], declaredItems: readonly DeclaredItemLine[]) {
  const figures = orderFigures(row, parcels, declaredItems);
  return {
    routingId: row.routingId,
    sender: storedPartyOf(row, 'sender'),
    receiver: storedPartyOf(row, 'receiver'),
    parcels: figures.parcels,
    declaredItems: figures.declaredItems,
    chargeableWeightKg: figures.chargeableWeightKg,
    declaredValue: figures.declaredValue,
    declaredCurrency: figures.declaredCurrency,
    customerReference: figures.customerReference,
    remark: figures.remark,
  };
}

/**
 * Replaces the customer's order with `input`. 404 when it is not theirs; 400 `Logistics:EditNotAllowed` once it is
 * past Submitted; 400 with validation errors as createOrder gives them (and `Logistics:TransportModeFixed` when the
 * new product carries another transport mode: the waybill number was issued for the old one). The status is checked
 * before the validation (a received order is refused whatever the body) and again under the row lock the other
 * status changes take, so a receiving scan at the same moment either comes first (and the edit is refused) or waits.
 */
export async function editOrderForCustomer(db: OrdersDatabase, customer: AuditActor, orderId: string, input: CreateOrderInput, locale: Locale): Promise<void> {
  const current = await ownedOrder(db, customer.id, orderId);
  if (!customerMayEdit(Number(current.status))) throw editRefused(current, locale);
  const result = await validateOrderInput(db, customer.id, input, locale);
  if (!result.ok) throw new ValidationError(result.issues);
  const order = result.order;
  if (order.transportMode !== Number(current.transportMode)) {
    throw new ValidationError([{ members: ['routingId'], messageKey: 'Logistics:TransportModeFixed', params: { field: 'routingId' } }]);
  }
  await inTransaction(db, async (trx) => {
    const [state] = await lockOrderStates(trx, { ids: [orderId] });
    if (!state) throw new NotFoundError();
    if (!customerMayEdit(state.status)) throw editRefused(state, locale);
    // Read again under the lock: the audit's "before" is what this edit replaces.
    const before = await ownedOrder(trx, customer.id, orderId);
    const [parcelsBefore, itemsBefore] = await Promise.all([parcelLinesOf(trx, orderId), declaredItemLinesOf(trx, orderId)]);
    const columns = orderContentColumns(order);
    const lines = { parcels: order.parcels, declaredItems: order.declaredItems.map(declaredItemLine) };
    await replaceOrderContent(trx, orderId, columns, lines);

    const now = nowIso();
    const draft = customerActionDraft(EventCode.ORDER_EDITED, OrderStatus.Submitted, state.lastEventTime, CUSTOMER_EDIT_EVENT, now);
    // Not applyOrderEvents: an edit is no move (the state machine has no Submitted → Submitted, and a second edit
    // must not count as "already applied"), and sends no status mail. The event and the order's last-event copy
    // are written by the same SQL as every event's.
    const write = { orderId, event: eventRecord(draft, { source: EventSource.Customer, actorId: customer.id, batchId: null }) };
    await insertEvents(trx, [write]);
    await moveOrders(trx, [write], now);

    const change = changedFields(auditView(before, parcelsBefore, itemsBefore), auditView({ ...before, ...columns }, lines.parcels, lines.declaredItems));
    await recordAudit(
      trx,
      customer,
      { action: AuditAction.OrderCustomerEdit, entityType: AuditEntityType.Order, entityId: orderId, entityLabel: state.waybillNumber, ...change },
      now,
    );
  });
}
