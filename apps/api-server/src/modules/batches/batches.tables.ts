// Tables owned by the batches module: bags, master air waybills and containers, and the waybills in each.

export interface BatchesTable {
  id: string;
  /** Contract BatchType: BAG | MAWB | CONTAINER. */
  type: string;
  /** Bag label, MAWB number or container number: unique among the open batches of its type. */
  reference: string;
  origin: string;
  destination: string;
  /** Estimated arrival (ISO UTC); the waybills' ETA is the latest among their batches. */
  eta: string | null;
  /** 0/1: a closed batch takes no more waybills but still takes events. */
  isClosed: number;
  /** User id of the staff member who created it. */
  createdBy: string;
  creationTime: string;
  lastModificationTime: string;
}

export interface BatchOrdersTable {
  batchId: string;
  orderId: string;
  /** Copy of the batch's type: with isOpen, one partial unique index keeps a waybill in one open batch per type. */
  batchType: string;
  /** 0/1, the negation of the batch's isClosed. */
  isOpen: number;
  creationTime: string;
}

export interface BatchesTables {
  batches: BatchesTable;
  batch_orders: BatchOrdersTable;
}
