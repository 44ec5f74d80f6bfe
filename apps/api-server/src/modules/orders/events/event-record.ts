import { OrderStatus } from '@forwarder/contracts/api-f';
import { EventCode, EventSource } from '@forwarder/contracts/api-ops';

/** The tenant's zone: where the warehouse is, the console's default, and the zone of events written before zones. */
export const DEFAULT_TIME_ZONE = '+08:00';

export interface TrackingEventInput {
  time: string;
  timeZone: string;
  status: number;
  code: string;
  locationZh: string;
  locationEn: string;
  descriptionZh: string;
  descriptionEn: string;
}

/** The order's copy of its latest event: what the lists read without joining tracking_events. */
export const lastEventColumns = (event: Omit<TrackingEventInput, 'timeZone'>) => ({
  lastEventTime: event.time,
  lastEventStatus: event.status,
  lastEventCode: event.code,
  lastEventLocationZh: event.locationZh,
  lastEventLocationEn: event.locationEn,
  lastEventDescriptionZh: event.descriptionZh,
  lastEventDescriptionEn: event.descriptionEn,
});

/**
 * The event a customer's new order starts with. Its text is the one customers have always read; the staff
 * console's SUBMITTED template shows the same text (docs/domain/operations.md).
 */
export const SUBMITTED_EVENT = {
  status: OrderStatus.Submitted,
  code: EventCode.SUBMITTED,
  timeZone: DEFAULT_TIME_ZONE,
  locationZh: '网上下单',
  locationEn: 'Online',
  descriptionZh: '订单已提交',
  descriptionEn: 'Order submitted',
  source: EventSource.System,
  actorId: null,
  batchId: null,
} as const;
