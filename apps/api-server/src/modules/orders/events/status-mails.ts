import { OrderStatus, StatusMailSetting } from '@forwarder/contracts/api-f';
import { chunks } from '../../../db/transaction';
import { resolveLocale } from '../../../i18n/locale';
import { findMailRecipients } from '../../accounts';
import { enqueueMails, orderStatusMail, type StatusMailInput } from '../../mail';
import { readTenantSettings } from '../../system';
import { insertStatusMailRecords, ordersToMail } from './status-mails.repository';
import type { OrdersTx } from '../orders.db';

// Status mails: what follows an event for the customer, queued by applyOrderEvents in the event's transaction (every
// way an event arrives). The rule, like 17TRACK's: a mail only on a change of main status, never for an event older
// than 7 days, never twice for the same status of an order, never for Submitted (the customer did it), only for
// customers with an e-mail address whose setting wants it. The mail's words are the mail module's template; the
// outbox sends it. Set-based: for each status and slice of orders, one SELECT of the orders not yet mailed, one of
// their customers who want the mail (accounts' front door), one INSERT into the outbox, one INSERT of the (order,
// status) records, whatever the number of orders.

const STATUS_MAIL_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/** The settings that want a mail for `status` (In transit's bulk scans only for `all`). */
function settingsMailing(status: number): StatusMailSetting[] {
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
 * Queues the status mails that `moves` cause: each order with the event about to become its latest. Call it in the
 * events' transaction BEFORE the orders move (it compares each order's current status with its event's). Orders are
 * read once per status among the moves and per ROWS_PER_STATEMENT of them, so ten thousand moves stay a few
 * statements.
 */
export async function enqueueStatusMails(trx: OrdersTx, moves: readonly StatusMove[], now: string): Promise<number> {
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
      const candidates = await ordersToMail(trx, orderIds, status);
      if (candidates.length === 0) continue;
      const recipients = await findMailRecipients(trx, candidates.map((order) => order.userId), settingsMailing(status));
      const rows = candidates.flatMap((order) => {
        const recipient = recipients.get(order.userId);
        return recipient ? [{ ...order, ...recipient, id: order.id }] : [];
      });
      if (rows.length === 0) continue;
      sender ??= await readTenantSettings(trx);
      const from = sender;
      const drafts = rows.map((row) => {
        const input: StatusMailInput = {
          orderId: row.id,
          waybillNumber: row.waybillNumber,
          recipient: row.email,
          customerName: row.name || row.userName,
          locale: resolveLocale(row.mailLocale),
          status,
          event: events.get(row.id) as StatusEvent,
        };
        return orderStatusMail(input, from);
      });
      const mailIds = await enqueueMails(trx, drafts, now);
      await insertStatusMailRecords(trx, rows.map((row, i) => ({ orderId: row.id, status, mailId: mailIds[i] ?? '', creationTime: now })));
      queued += rows.length;
    }
  }
  return queued;
}
