// Tables owned by the rates module: one rate sheet per shipping product (routings, of the logistics module).

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
  rate_sheets: RateSheetsTable;
}
