// Front door of the orders module: orders, their tracking events, batches and exceptions, from the customer placing
// an order to its delivery. It owns the order tables (orders, their lines, tracking_events, measured parcels,
// batches) and serves the customers' orders, documents and tracking (api-f) and the staff's operations (api-ops);
// the module's definition is ./module.ts. What other modules, the composition root and the benchmark may use is below.

export type { OrdersTables } from './orders.tables';
export type { OrdersScope } from './orders.db';
export { countOrdersByCustomer, countOrdersByRouting } from './orders.repository';
export { listOrders, type OrderFilter } from './customer/customer-orders.service';
export { trackWaybills } from './tracking/tracking.service';
export { formatWaybillNumber, normalizeWaybillNumber, waybillSequenceName } from './waybills/waybill';
export { orderStatusDisplayName } from './display-names';
export { exceptionReasonDisplayName } from './exceptions/exception-reasons';
export { applyEventsToWaybills } from './events/apply-order-events';
export type { OrderEventItem } from './events/event-plan';
export { draftOrIssues } from './events/moves';
export { getOpsOrderByWaybill, listOpsOrders } from './staff/staff-orders.service';
export { getOpsDashboard } from './reference/dashboard.service';
export { getOpsReference } from './reference/reference.service';
