// Tables owned by the logistics module. Column names are the contract's field names; party fields are flattened
// with a `sender`/`receiver` prefix (receiverName is also the list's field). Region display names are not stored:
// they are resolved at read time in the request's language.

export interface RoutingsTable {
  id: string;
  /** Stable natural key, e.g. AIR-STD (the seeder looks routings up by it). */
  code: string;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
  /** 10 AIR, 20 SEA. */
  transportMode: number;
  transitDaysMin: number;
  transitDaysMax: number;
  maxWeightKg: number;
  /** JSON array of ISO country codes as text; `[]` means every country. */
  destinationCountryCodes: string;
  /** 0/1. */
  isActive: number;
  sort: number;
  creationTime: string;
}

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
  creationTime: string;
  lastModificationTime: string;
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
  time: string;
  status: number;
  locationZh: string;
  locationEn: string;
  descriptionZh: string;
  descriptionEn: string;
}

export interface LogisticsTables {
  routings: RoutingsTable;
  orders: OrdersTable;
  order_parcels: OrderParcelsTable;
  order_declared_items: OrderDeclaredItemsTable;
  tracking_events: TrackingEventsTable;
}
