import { OrderStatus, StatusMailSetting } from '@forwarder/contracts/api-f';
import { EventCode } from '@forwarder/contracts/api-ops';
import { chunks } from '../../../db/transaction';
import { resolveLocale } from '../../../i18n/locale';
import { findMailRecipients } from '../../accounts';
import { enqueueMails, orderStatusMail, type StatusMailInput } from '../../mail';
import { readTenantSettings } from '../../system';
import { insertStatusMailRecords, ordersToMail, ordersToTell } from './status-mails.repository';
import type { TrackingEventInput } from './event-record';
import type { OrdersTx } from '../orders.db';

// Status mails: what follows an event for the customer, queued by applyOrderEvents in the event's transaction (every
// way an event arrives). Two kinds of news:
// - a milestone, like 17TRACK's rule: a mail only on a change of main status, never twice for the same status of an
//   order (order_status_mails), never for Submitted (the customer did it);
// - an exception raised, and its resolution: mailed every time, since a second problem on a parcel, and its end, are
//   news however often they happen (issue 27). A resolution names the status it resumes, even one already mailed or
//   Submitted; it is not that status's milestone and leaves no record.
// Both: never for an event older than 7 days, only for customers with an e-mail address whose setting wants it. The
// mail's words are the mail module's template; the outbox sends it. Set-based: for each kind and status and slice of
// orders, one SELECT of the orders to mail, one of their customers who want the mail (accounts' front door), one
// INSERT into the outbox (and one of the milestone records), whatever the number of orders.

const STATUS_MAIL_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

type News = 'milestone' | 'exception' | 'resolution';

const newsOf = (event: StatusEvent): News => {
  if (event.code === EventCode.EXCEPTION) return 'exception';
  return event.code === EventCode.EXCEPTION_RESOLVED ? 'resolution' : 'milestone';
};

/**
 * The settings that want a mail of `news` about `status` (In transit's bulk scans only for `all`). An exception and
 * its resolution go to whoever hears of exceptions: the customer told of a problem is told when it is over.
 */
function settingsMailing(news: News, status: number): StatusMailSetting[] {
  if (news === 'milestone' && status === OrderStatus.Submitted) return [];
  if (news === 'milestone' && status === OrderStatus.InTransit) return [StatusMailSetting.All];
  return [StatusMailSetting.Milestones, StatusMailSetting.All];
}

/** The event that is to become an order's latest: its code says which news it is. */
export type StatusEvent = TrackingEventInput;

/** An order and the event that is to become its latest (the one status mails compare and quote). */
export interface StatusMove {
  orderId: string;
  event: StatusEvent;
}

/**
 * Queues the status mails that `moves` cause: each order with the event about to become its latest. Call it in the
 * events' transaction BEFORE the orders move (a milestone compares each order's current status with its event's).
 * Orders are read once per kind of news and status among the moves and per ROWS_PER_STATEMENT of them, so ten
 * thousand moves stay a few statements.
 */
export async function enqueueStatusMails(trx: OrdersTx, moves: readonly StatusMove[], now: string): Promise<number> {
  const oldest = Date.parse(now) - STATUS_MAIL_MAX_AGE_MS;
  const groups = new Map<string, { news: News; status: number; events: Map<string, StatusEvent> }>();
  for (const { orderId, event } of moves) {
    const news = newsOf(event);
    if (settingsMailing(news, event.status).length === 0 || Date.parse(event.time) < oldest) continue;
    const key = `${news}:${event.status}`;
    const group = groups.get(key) ?? { news, status: event.status, events: new Map<string, StatusEvent>() };
    group.events.set(orderId, event);
    groups.set(key, group);
  }
  let queued = 0;
  let sender: Awaited<ReturnType<typeof readTenantSettings>> | undefined;
  for (const { news, status, events } of groups.values()) {
    for (const orderIds of chunks([...events.keys()])) {
      const candidates = news === 'milestone' ? await ordersToMail(trx, orderIds, status) : await ordersToTell(trx, orderIds);
      if (candidates.length === 0) continue;
      const recipients = await findMailRecipients(trx, candidates.map((order) => order.userId), settingsMailing(news, status));
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
          exceptionResolved: news === 'resolution',
          event: events.get(row.id) as StatusEvent,
        };
        return orderStatusMail(input, from);
      });
      const mailIds = await enqueueMails(trx, drafts, now);
      if (news === 'milestone') {
        await insertStatusMailRecords(trx, rows.map((row, i) => ({ orderId: row.id, status, mailId: mailIds[i] ?? '', creationTime: now })));
      }
      queued += rows.length;
    }
  }
  return queued;
}
