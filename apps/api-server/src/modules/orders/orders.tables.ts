// Tables owned by the orders module. Column names are the contract's field names; party fields are flattened
// with a `sender`/`receiver` prefix (receiverName is also the list's field). Region display names are not stored:
// they are resolved at read time in the request's language. An order's product (routingId) is a row of the rates
// module's routings.

export interface OrdersTable {
  id: string;
  userId: string;
  waybillNumber: string;
  routingId: string;
  transportMode: number;
  status: number;
  senderName: string;
  senderCompanyName: string;
  senderPhoneNumber: string;
  senderEmail: string;
  senderCountryCode: string;
  senderRegionLv0Id: string;
  senderRegionLv1Id: string | null;
  senderRegionLv2Id: string | null;
  senderRegionLv3Id: string | null;
  /** Typed names of the levels without a region id (issue 27); null otherwise. */
  senderStateName: string | null;
  senderCityName: string | null;
  senderDistrictName: string | null;
  senderStreet: string;
  senderPostalCode: string;
  receiverName: string;
  receiverCompanyName: string;
  receiverPhoneNumber: string;
  receiverEmail: string;
  receiverCountryCode: string;
  receiverRegionLv0Id: string;
  receiverRegionLv1Id: string | null;
  receiverRegionLv2Id: string | null;
  receiverRegionLv3Id: string | null;
  /** Typed names of the levels without a region id (issue 27); null otherwise. */
  receiverStateName: string | null;
  receiverCityName: string | null;
  receiverDistrictName: string | null;
  receiverStreet: string;
  receiverPostalCode: string;
  parcelCount: number;
  totalWeightKg: number;
  volumeWeightKg: number;
  chargeableWeightKg: number;
  declaredValue: number;
  declaredCurrency: string;
  customerReference: string;
  remark: string;
  /** Copy of the newest tracking event, so the list needs no join. */
  lastEventTime: string;
  lastEventStatus: number;
  lastEventDescriptionZh: string;
  lastEventDescriptionEn: string;
  /** Code and place of the newest event: an event equal to it is "already applied" (contract EventCode). */
  lastEventCode: string | null;
  lastEventLocationZh: string;
  lastEventLocationEn: string;
  creationTime: string;
  lastModificationTime: string;
  /** Totals of order_measured_parcels as weighed at receiving; null until then. */
  measuredParcelCount: number | null;
  measuredTotalWeightKg: number | null;
  measuredVolumeWeightKg: number | null;
  measuredChargeableWeightKg: number | null;
  measuredTime: string | null;
  /** The open exception (status 90), null otherwise. Reason: contract ExceptionReason. */
  exceptionReason: string | null;
  /** What the customer reads, in both languages. */
  exceptionExplanationZh: string | null;
  exceptionExplanationEn: string | null;
  /** Staff only. */
  exceptionNote: string | null;
  exceptionSince: string | null;
  /** User id of the staff member who raised it. */
  exceptionRaisedBy: string | null;
  /** The status resolving the exception resumes. */
  exceptionInterruptedStatus: number | null;
}

export interface OrderParcelsTable {
  id: string;
  orderId: string;
  /** Position in the order's input (parcels keep the order they were sent in). */
  sort: number;
  quantity: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Dimensional weight of one box. */
  volumeWeightKg: number;
}

export interface OrderDeclaredItemsTable {
  id: string;
  orderId: string;
  sort: number;
  name: string;
  nameEn: string;
  hsCode: string;
  quantity: number;
  unitValue: number;
  currency: string;
  totalValue: number;
}

export interface TrackingEventsTable {
  id: string;
  orderId: string;
  /** The instant, ISO UTC. */
  time: string;
  /** UTC offset of the place when it happened, `+08:00`: customers read `time` in it. */
  timeZone: string;
  status: number;
  /** Contract EventCode; null only for rows a migration could not classify. */
  code: string | null;
  locationZh: string;
  locationEn: string;
  descriptionZh: string;
  descriptionEn: string;
  /** Contract EventSource: system | staff | scan | receiving | batch. */
  source: string;
  /** The staff member who posted it (null for system events). */
  actorId: string | null;
  /** Set when the event was posted to a batch. */
  batchId: string | null;
}

/** One box as weighed and measured at receiving (the declared boxes stay in order_parcels). */
export interface OrderMeasuredParcelsTable {
  id: string;
  orderId: string;
  sort: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  volumeWeightKg: number;
}

// Batches: bags, master air waybills and containers, and the waybills in each.

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
  /** The UTC offset staff typed the ETA at (`+08:00`); null without an ETA or when saved before it was kept. */
  etaTimeZone: string | null;
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

/** A milestone (status) an order's customer was mailed (never twice the same one; exceptions and resolutions leave none); the mail is in mail_outbox. */
export interface OrderStatusMailsTable {
  orderId: string;
  status: number;
  mailId: string;
  creationTime: string;
}

export interface OrdersTables {
  orders: OrdersTable;
  order_parcels: OrderParcelsTable;
  order_declared_items: OrderDeclaredItemsTable;
  tracking_events: TrackingEventsTable;
  order_measured_parcels: OrderMeasuredParcelsTable;
  batches: BatchesTable;
  batch_orders: BatchOrdersTable;
  order_status_mails: OrderStatusMailsTable;
}
