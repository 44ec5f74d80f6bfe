// Tables owned by the rates module: the shipping products (routings, named so in the contracts: an order's
// routingId) and one rate sheet per product. Other modules read products through the front door (index.ts).

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
  /** Smallest chargeable weight of one order; 0 for none. */
  minWeightKg: number;
  /** Largest actual weight of one box; null when only the order's limit applies. */
  maxBoxWeightKg: number | null;
  /** JSON array of ISO country codes as text; `[]` means every country. */
  destinationCountryCodes: string;
  /** 0/1. */
  isActive: number;
  sort: number;
  creationTime: string;
  /** A parcel of this product without an event for longer counts as stuck (air 3, sea 10 by default). */
  staleAfterDays: number;
}

export interface RateSheetsTable {
  routingId: string;
  /** Contract CurrencyCode. */
  currency: string;
  /** cm³ per kg of dimensional weight. */
  volumetricDivisor: number;
  /** The order's chargeable weight is rounded up to a multiple of this (100, 500 or 1000 g). */
  chargeableWeightStepGrams: number;
  /** Hundredths of the currency. */
  minimumChargeMinor: number;
  /** Hundredths of a percent: 12.5 % is 1250. */
  fuelSurchargeBasisPoints: number;
  /** JSON array of StoredZone (./pricing/pricing.ts): grams and hundredths, never decimals. */
  zones: string;
  lastModificationTime: string;
  lastModifierUserName: string | null;
}

export interface RatesTables {
  routings: RoutingsTable;
  rate_sheets: RateSheetsTable;
}
