import type { OrderStatusMailsTable } from '../orders.tables';
import type { OrdersOwnTx } from '../orders.db';

// The SQL of status mails: which orders may be mailed a status, and the record of what was mailed
// (order_status_mails, so that an order is never mailed the same status twice). Whether their customers want it is
// accounts' answer (findMailRecipients).

/** Of `orderIds`, those not at `status` yet and never mailed it, with their customers. */
export function ordersToMail(trx: OrdersOwnTx, orderIds: readonly string[], status: number) {
  return trx
    .selectFrom('orders as o')
    .select(['o.id', 'o.waybillNumber', 'o.userId'])
    .where('o.id', 'in', [...orderIds])
    .where('o.status', '!=', status)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('order_status_mails as m').select('m.orderId').whereRef('m.orderId', '=', 'o.id').where('m.status', '=', status))),
    )
    .execute();
}

export async function insertStatusMailRecords(trx: OrdersOwnTx, records: readonly OrderStatusMailsTable[]): Promise<void> {
  await trx.insertInto('order_status_mails').values([...records]).execute();
}
