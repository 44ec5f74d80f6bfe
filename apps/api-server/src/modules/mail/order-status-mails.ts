import { OrderStatus, StatusMailSetting } from '@forwarder/contracts/api-f';
import type { Tx } from '../../db/transaction';
import { resolveLocale } from '../../i18n/locale';
import { readTenantSettings } from '../system';
import { enqueueMails } from './outbox.repository';
import { orderStatusMail, type StatusMailInput } from './templates';

// Status mails, written by the fulfilment event writer's transaction (every path that moves orders: one event,
// scans, receiving, batches, and what will come through the same writer). The rule, like 17TRACK's: a mail only
// on a change of main status, never for an event older than 7 days, never twice for the same status of an order,
// never for Submitted (the customer did it), only for customers with an e-mail address whose setting wants it.
// Set-based: for each slice of orders, one SELECT of those to mail, one INSERT into the outbox, one INSERT of the
// (order, status) records, whatever the number of orders.

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

/**
 * Queues the status mails an event causes on `orderIds`. Call it in the event's transaction BEFORE the orders move
 * (it compares each order's current status with the event's), with at most ROWS_PER_STATEMENT ids.
 */
export async function enqueueOrderStatusMails(
  trx: Tx,
  orderIds: readonly string[],
  event: StatusEvent,
  now: string,
): Promise<number> {
  const settings = settingsMailing(event.status);
  if (settings.length === 0 || orderIds.length === 0) return 0;
  if (Date.parse(event.time) < Date.parse(now) - STATUS_MAIL_MAX_AGE_MS) return 0;
  const rows = await trx
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .select(['o.id', 'o.waybillNumber', 'u.email', 'u.name', 'u.userName', 'u.mailLocale'])
    .where('o.id', 'in', [...orderIds])
    .where('o.status', '!=', event.status)
    .where('u.isActive', '=', 1)
    .where('u.statusMail', 'in', settings)
    .where('u.email', 'is not', null)
    .where('u.email', '!=', '')
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('order_status_mails as m').select('m.orderId').whereRef('m.orderId', '=', 'o.id').where('m.status', '=', event.status)),
      ),
    )
    .execute();
  if (rows.length === 0) return 0;
  const sender = await readTenantSettings(trx);
  const drafts = rows.map((row) => {
    const input: StatusMailInput = {
      orderId: row.id,
      waybillNumber: row.waybillNumber,
      recipient: row.email ?? '',
      customerName: row.name || row.userName,
      locale: resolveLocale(row.mailLocale),
      status: event.status,
      event,
    };
    return orderStatusMail(input, sender);
  });
  const mailIds = await enqueueMails(trx, drafts, now);
  await trx
    .insertInto('order_status_mails')
    .values(rows.map((row, i) => ({ orderId: row.id, status: event.status, mailId: mailIds[i] ?? '', creationTime: now })))
    .execute();
  return rows.length;
}
