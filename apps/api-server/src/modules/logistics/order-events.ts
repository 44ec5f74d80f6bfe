import { OrderStatus } from '@forwarder/contracts/api-f';
import type { Executor } from '../../db/transaction';
import { newId } from '../../db/ids';

export interface TrackingEventInput {
  time: string;
  status: number;
  locationZh: string;
  locationEn: string;
  descriptionZh: string;
  descriptionEn: string;
}

export const SUBMITTED_EVENT = {
  status: OrderStatus.Submitted,
  locationZh: '网上下单',
  locationEn: 'Online',
  descriptionZh: '订单已提交',
  descriptionEn: 'Order submitted',
} as const;

/**
 * Appends events and moves the order's status and last-event copy to the newest one. The copy is what the list
 * shows without joining the events table.
 */
export async function appendTrackingEvents(db: Executor, orderId: string, events: readonly TrackingEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('tracking_events')
    .values(events.map((e) => ({ id: newId(), orderId, ...e })))
    .execute();
  const newest = [...events].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0))[0];
  if (!newest) return;
  await db
    .updateTable('orders')
    .set({
      status: newest.status,
      lastEventTime: newest.time,
      lastEventStatus: newest.status,
      lastEventDescriptionZh: newest.descriptionZh,
      lastEventDescriptionEn: newest.descriptionEn,
      lastModificationTime: newest.time,
    })
    .where('id', '=', orderId)
    .where('lastEventTime', '<=', newest.time)
    .execute();
}
