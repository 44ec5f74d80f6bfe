import type { Tx } from '../../../db/transaction';
import type { OrderStatusMailsTable } from '../orders.tables';

// The SQL of status mails: which orders' customers are to be mailed a status, and the record of what was mailed
// (order_status_mails, so that an order is never mailed the same status twice). Reads the customers' mail settings
// from the users table until the accounts module's front door answers them (issue 26: the accounts merge).

/** Of `orderIds`, those whose move to `status` their customer wants mailed and has not been mailed yet. */
export function ordersToMail(trx: Tx, orderIds: readonly string[], status: number, mailing: readonly string[]) {
  return trx
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .select(['o.id', 'o.waybillNumber', 'u.email', 'u.name', 'u.userName', 'u.mailLocale'])
    .where('o.id', 'in', [...orderIds])
    .where('o.status', '!=', status)
    .where('u.isActive', '=', 1)
    .where('u.statusMail', 'in', [...mailing])
    .where('u.email', 'is not', null)
    .where('u.email', '!=', '')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('order_status_mails as m').select('m.orderId').whereRef('m.orderId', '=', 'o.id').where('m.status', '=', status))),
    )
    .execute();
}

export async function insertStatusMailRecords(trx: Tx, records: readonly OrderStatusMailsTable[]): Promise<void> {
  await trx.insertInto('order_status_mails').values([...records]).execute();
}
