// Front door of the logistics module: the orders service (the documents module builds labels, spreadsheets and
// exports on it), the routings open for orders, and the seeding and numbering helpers the benchmark and test
// fixtures need. The module's definition (handlers, seeders) is ./module.ts.

export type { LogisticsTables } from './logistics.tables';
export {
  countOrders,
  createOrders,
  getOrderDetail,
  iterateOrders,
  validateOrderInput,
  type OrderFilter,
} from './orders.service';
export { CURRENCIES, prefixMember } from './order-validation';
export { listActiveRoutings } from './routings';
export { routingIdOf, seedRoutings } from './logistics.seeder';
export { formatWaybillNumber, waybillSequenceName } from './waybill';
