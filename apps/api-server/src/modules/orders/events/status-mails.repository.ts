import type { OrderStatusMailsTable } from '../orders.tables';
import type { OrdersOwnTx } from '../orders.db';

// The SQL of status mails: which orders may be mailed, and the record of the milestones mailed (order_status_mails,
// so that an order is never mailed the same milestone twice). Whether their customers want it is accounts' answer
// (findMailRecipients).

const ordersIn = (trx: OrdersOwnTx, orderIds: readonly string[]) =>
  trx.selectFrom('orders as o').select(['o.id', 'o.waybillNumber', 'o.userId']).where('o.id', 'in', [...orderIds]);

/** Of `orderIds`, those not at `status` yet and never mailed it as a milestone, with their customers. */
export function ordersToMail(trx: OrdersOwnTx, orderIds: readonly string[], status: number) {
  return ordersIn(trx, orderIds)
    .where('o.status', '!=', status)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('order_status_mails as m').select('m.orderId').whereRef('m.orderId', '=', 'o.id').where('m.status', '=', status))),
    )
    .execute();
}

/** `orderIds` with their customers: news that is mailed every time (an exception raised, one resolved). */
export function ordersToTell(trx: OrdersOwnTx, orderIds: readonly string[]) {
  return ordersIn(trx, orderIds).execute();
}

export async function insertStatusMailRecords(trx: OrdersOwnTx, records: readonly OrderStatusMailsTable[]): Promise<void> {
  await trx.insertInto('order_status_mails').values([...records]).execute();
}
