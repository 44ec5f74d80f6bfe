import { inTransaction } from '../../../db/transaction';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import type { AuditActor } from '../../audit';
import { changeChargeLines, type ChargeLineChange } from '../../billing';
import { lockOrderStates } from '../events/events.repository';
import type { OrdersDatabase } from '../orders.db';
import { getOpsOrder, type OpsOrder } from './staff-orders.service';

/**
 * Staff add, change or remove a line of an order's charge (issue 29): the order's row is locked first — as receiving
 * locks it before charging — so two staff members (or a re-weighing) changing one order's charge take turns, and
 * billing supersedes the charge in this transaction. 404 for an unknown order; answers the order as the console shows it.
 */
export async function changeOrderChargeLines(db: OrdersDatabase, actor: AuditActor, orderId: string, change: ChargeLineChange, locale: Locale): Promise<OpsOrder> {
  await inTransaction(db, async (trx) => {
    const [order] = await lockOrderStates(trx, { ids: [orderId] });
    if (!order) throw new NotFoundError();
    await changeChargeLines(trx, actor, { id: order.id, waybillNumber: order.waybillNumber }, change);
  });
  return getOpsOrder(db, orderId, locale);
}
