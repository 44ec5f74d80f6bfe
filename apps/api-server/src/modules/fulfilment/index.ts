// Front door of the fulfilment module, which moves orders: the state machine, event drafts and checks, the order
// reads of the staff side, reference data and dashboard. The batches module posts its events through these (one
// rule for one order or five thousand); the event import and the machine API post many events to many waybills
// through the bulk core (bulk-events.ts); the staff module shows the reference and dashboard.

export { EVENT_TEMPLATES, type EventTemplateDef } from './event-templates';
export { canMove, canResume, customerMayCancel, isFinal, nextStatusesOf } from './state-machine';
export { cancelOrderForCustomer, CUSTOMER_CANCEL_EVENT } from './customer-cancel';
export { batchMoveRefused, checkMove, draftOf, eventRecord, auditedEvent, type EventDraft } from './moves';
export { lockOrderStates, listRowsOfBatch, writeEvent, type OrderState } from './ops-orders.repository';
export {
  draftOrIssues,
  planBulkEvents,
  writeBulkPlan,
  type BulkEventItem,
  type BulkOutcome,
  type BulkPlan,
} from './bulk-events';
export { getOpsOrderByWaybill, toOpsListItems, type OpsOrderListItem } from './ops-orders.service';
export { batchTypeDisplayName, getOpsDashboard, getOpsReference } from './reference.service';
