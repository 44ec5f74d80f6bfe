// Front door of the batches module: its tables for db/schema.ts and the membership reads order pages need (ETA,
// the batches of an order). The batch service and handlers (./module.ts) post events through the fulfilment
// module, so nothing here may import them: the order side reads membership without depending on fulfilment.

export type { BatchesTables } from './batches.tables';
export { batchesOfOrders, latestEtaByOrder, type BatchOfOrder } from './membership.repository';
