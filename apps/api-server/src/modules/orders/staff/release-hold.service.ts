import type { components } from '@forwarder/contracts/api-ops';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import type { AuditActor } from '../../audit';
import { releaseHoldByAdmin } from '../../billing';
import { findOrderById } from '../orders.repository';
import type { OrdersDatabase } from '../orders.db';
import { getOpsOrder, type OpsOrder } from './staff-orders.service';

/**
 * An admin releases an order held for payment (issue 29): the order must exist (404), billing releases its hold
 * (400 when it is not held), audits and mails it; answers the order as the console shows it.
 */
export async function releaseOrderHold(
  db: OrdersDatabase,
  actor: AuditActor,
  orderId: string,
  input: components['schemas']['ReleaseHoldInput'],
  locale: Locale,
): Promise<OpsOrder> {
  const order = await findOrderById(db, orderId);
  if (!order) throw new NotFoundError();
  await releaseHoldByAdmin(db, actor, { id: order.id, waybillNumber: order.waybillNumber }, input);
  return getOpsOrder(db, orderId, locale);
}
