import { OrderStatus, StatusMailSetting } from '@forwarder/contracts/api-f';
import { chunks, type Tx } from '../../db/transaction';
import { resolveLocale } from '../../i18n/locale';
import { readTenantSettings } from '../system';
import { enqueueMails } from './outbox.repository';
import { orderStatusMail, type StatusMailInput } from './templates';

// Status mails, written by the fulfilment event writer's transaction (every path that moves orders: one event,
// scans, receiving, batches, and what will come through the same writer). The rule, like 17TRACK's: a mail only
// on a change of main status, never for an event older than 7 days, never twice for the same status of an order,
// never for Submitted (the customer did it), only for customers with an e-mail address whose setting wants it.
// Set-based: for each status and slice of orders, one SELECT of those to mail, one INSERT into the outbox, one
// INSERT of the (order, status) records, whatever the number of orders.

export const STATUS_MAIL_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** The settings that want a mail for `status` (In transit's bulk scans only for `all`). */
export function settingsMailing(status: number): StatusMailSetting[] {
  if (status === OrderStatus.Submitted) return [];
  if (status === OrderStatus.InTransit) return [StatusMailSetting.All];
  return [StatusMailSetting.Milestones, StatusMailSetting.All];
}

export interface StatusEvent {
  status: number;
  time: string;
  timeZone: string;
  locationZh: string;
  locationEn: string;
  descriptionZh: string;
  descriptionEn: string;
}

/** An order and the event that is to become its latest (the one status mails compare and quote). */
export interface StatusMove {
  orderId: string;
  event: StatusEvent;
}

/**
 * Queues the status mails that `moves` cause: one event to many orders (writeEvent) or each order its own latest
 * event (the import and the machine API through writeEvents). Call it in the events' transaction BEFORE the orders
 * move (it compares each order's current status with its event's). Orders are read once per status among the
 * moves and per ROWS_PER_STATEMENT of them, so ten thousand moves stay a few statements.
 */
export async function enqueueOrderStatusMails(trx: Tx, moves: readonly StatusMove[], now: string): Promise<number> {
  const oldest = Date.parse(now) - STATUS_MAIL_MAX_AGE_MS;
  const byStatus = new Map<number, Map<string, StatusEvent>>();
  for (const { orderId, event } of moves) {
    if (settingsMailing(event.status).length === 0 || Date.parse(event.time) < oldest) continue;
    const group = byStatus.get(event.status) ?? new Map<string, StatusEvent>();
    group.set(orderId, event);
    byStatus.set(event.status, group);
  }
  let queued = 0;
  let sender: Awaited<ReturnType<typeof readTenantSettings>> | undefined;
  for (const [status, events] of byStatus) {
    for (const orderIds of chunks([...events.keys()])) {
      const rows = await ordersToMail(trx, orderIds, status);
      if (rows.length === 0) continue;
      sender ??= await readTenantSettings(trx);
      const from = sender;
      const drafts = rows.map((row) => {
        const input: StatusMailInput = {
          orderId: row.id,
          waybillNumber: row.waybillNumber,
          recipient: row.email ?? '',
          customerName: row.name || row.userName,
          locale: resolveLocale(row.mailLocale),
          status,
          event: events.get(row.id) as StatusEvent,
        };
        return orderStatusMail(input, from);
      });
      const mailIds = await enqueueMails(trx, drafts, now);
      await trx
        .insertInto('order_status_mails')
        .values(rows.map((row, i) => ({ orderId: row.id, status, mailId: mailIds[i] ?? '', creationTime: now })))
        .execute();
      queued += rows.length;
    }
  }
  return queued;
}

/** Of `orderIds`, those whose move to `status` their customer wants mailed and has not been mailed yet. */
function ordersToMail(trx: Tx, orderIds: readonly string[], status: number) {
  return trx
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .select(['o.id', 'o.waybillNumber', 'u.email', 'u.name', 'u.userName', 'u.mailLocale'])
    .where('o.id', 'in', [...orderIds])
    .where('o.status', '!=', status)
    .where('u.isActive', '=', 1)
    .where('u.statusMail', 'in', settingsMailing(status))
    .where('u.email', 'is not', null)
    .where('u.email', '!=', '')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('order_status_mails as m').select('m.orderId').whereRef('m.orderId', '=', 'o.id').where('m.status', '=', status))),
    )
    .execute();
}
