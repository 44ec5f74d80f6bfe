import { AuditAction, EventCode, EventSource, OrderStatus } from '@forwarder/contracts/api-ops';
import { inTransaction } from '../../../db/transaction';
import { AppError, NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import type { AuditActor } from '../../audit';
import { orderStatusDisplayName } from '../display-names';
import { findOwnedOrder } from '../orders.repository';
import { applyOrderEvent } from './apply-order-events';
import { lockOrderStates } from './events.repository';
import { customerActionDraft, moveRefused } from './moves';
import { customerMayCancel } from './state-machine';
import type { OrdersDatabase } from '../orders.db';

// A customer cancelling their own order: the same path as the staff's events (applyOrderEvents: event, status,
// last-event copy, status mail, audit entry in one transaction), under the same state machine, with the customer's
// own rule on top (only while Submitted).

/** The event's place and text: where the customer did it and what tracking shows (both languages). */
export const CUSTOMER_CANCEL_EVENT = {
  locationZh: '网上取消',
  locationEn: 'Online',
  descriptionZh: '客户已取消运单',
  descriptionEn: 'Waybill cancelled by the customer',
} as const;

/**
 * Cancels the customer's order. 404 when it is not theirs (never 403, ids cannot be probed); 400
 * `Logistics:CancelNotAllowed` naming its status once it is past Submitted (received, in transit, already
 * cancelled...). The order is locked before the check (PostgreSQL), so a receiving scan at the same moment either
 * comes first (and the cancel is refused) or waits for it.
 */
export async function cancelOrderForCustomer(db: OrdersDatabase, customer: AuditActor, orderId: string, locale: Locale): Promise<void> {
  await inTransaction(db, async (trx) => {
    const owned = await findOwnedOrder(trx, customer.id, orderId);
    if (!owned) throw new NotFoundError();
    const [order] = await lockOrderStates(trx, { ids: [orderId] });
    if (!order) throw new NotFoundError();
    if (!customerMayCancel(order.status)) {
      throw new AppError(400, 'Logistics:CancelNotAllowed', {
        code: 'Logistics:CancelNotAllowed',
        params: { waybillNumber: order.waybillNumber, status: orderStatusDisplayName(order.status, locale) },
      });
    }
    const draft = customerActionDraft(EventCode.CANCELLED, OrderStatus.Cancelled, order.lastEventTime, CUSTOMER_CANCEL_EVENT);
    const audit = { per: 'order', action: AuditAction.OrderCustomerCancel } as const;
    const outcome = await applyOrderEvent(trx, order, draft, { source: EventSource.Customer, actor: customer, audit }, locale);
    if (outcome.kind === 'refused') throw moveRefused(outcome.issue);
  });
}
