// Front door of the rates module: the rate sheets' storage, the one pricing function and the conversions between
// the contract's decimals and the integers it computes with. The staff side (shipping-products) edits sheets
// through these; the module's definition (the public quote, the seeder) is ./module.ts.

export type { RatesTables } from './rates.tables';
export { chargeableWeight, quote, zoneOf, type PricingMethod, type PricingSheet, type PricingProduct, type QuoteBox, type QuoteOutcome, type StoredZone } from './pricing';
export { defaultRateSheet, findRateSheets, rateSheetOf, saveRateSheet, zoneCounts, type StoredRateSheet } from './rate-sheets.repository';
export { exactIn, fromGrams, fromMinor } from './money';
