// Front door of the logistics module: the orders service (the documents module builds labels, spreadsheets and
// exports on it), the orders per product (rates shows them), the seeding and numbering helpers the benchmark and test
// fixtures need, and the order facts the staff side (fulfilment, batches) shares with the customer side: the
// weight rule, exception reasons, stored parties and lines, display names. The module's definition (handlers,
// seeders) is ./module.ts.

export type { LogisticsTables } from './logistics.tables';
export {
  countOrders,
  createOrderValidationMemo,
  createOrders,
  getOrderDetail,
  getOrderDetailIn,
  iterateOrders,
  listOrders,
  validateOrderInput,
  type OrderFilter,
} from './orders.service';
export { CURRENCIES, prefixMember } from './order-validation';
export { countOrdersByRouting } from './orders.repository';
export { formatWaybillNumber, normalizeWaybillNumber, waybillSequenceName } from './waybill';
export { normalizeWaybillList } from './order-filter';
export { trackWaybills } from './tracking.service';
export { DEFAULT_TIME_ZONE, lastEventColumns, SUBMITTED_EVENT, type TrackingEventInput } from './order-events';
export { orderStatusDisplayName } from './display-names';
export { EXCEPTION_REASONS, defaultExplanation, exceptionReasonDisplayName } from './exception-reasons';
export { NO_EXCEPTION, storedPartyOf, toMeasuredWeights } from './orders.mapping';
export {
  declaredItemLinesOf,
  measuredParcelLinesOf,
  parcelLinesOf,
  type MeasuredParcelLine,
  type OrderRow,
} from './orders.repository';
