// Public entry of @forwarder/tracking: what a customer sees of a waybill's way, on the public tracking pages and in
// the member's order detail (see README.md). Presentational: the waybill comes in as props.
export { TrackingTimeline } from './lib/tracking-timeline';
export type { TrackingTimelineProps } from './lib/tracking-timeline';
export { ExceptionAlert } from './lib/exception-alert';
export type { ExceptionAlertProps } from './lib/exception-alert';
export { EstimatedArrival } from './lib/estimated-arrival';
export type { EstimatedArrivalProps } from './lib/estimated-arrival';
export { eventDescription } from './lib/event-text';
