// The one pricing function: what a product charges for parcels to a country, from its rate sheet. The public quote,
// the order form's estimate (through the quote) and the tests all go through `quote`; nothing else computes a price.
//
// Exact arithmetic: amounts are integers in hundredths of the currency, weights integers in grams, and the
// dimensional weight a fraction kept as a BigInt numerator over 1000 × divisor (a box's dimensions are taken to the
// hundredth of a centimetre). Rounding happens at three named places only: the chargeable weight up to the sheet's
// step, a per-kg tariff and the fuel surcharge half-up to the hundredth. docs/decisions.md has the rules.

export type PricingMethod = 'step' | 'per-kg';

export interface RateBreakStored {
  fromGrams: number;
  pricePerKgMinor: number;
}

/** A zone as stored (JSON in rate_sheets.zones). */
export interface StoredZone {
  code: string;
  nameZh: string;
  nameEn: string;
  countryCodes: string[];
  method: PricingMethod;
  /** step zones: the first weight and its price, a further step and its price; null for per-kg zones. */
  firstWeightGrams: number | null;
  firstWeightPriceMinor: number | null;
  additionalWeightGrams: number | null;
  additionalWeightPriceMinor: number | null;
  /** per-kg zones: ascending, the first from 0 g; empty for step zones. */
  breaks: RateBreakStored[];
}

export interface PricingSheet {
  currency: string;
  volumetricDivisor: number;
  chargeableWeightStepGrams: number;
  minimumChargeMinor: number;
  fuelSurchargeBasisPoints: number;
  zones: StoredZone[];
}

/** The product's limits (kg, as the routings table holds them). */
export interface PricingProduct {
  minWeightKg: number;
  maxWeightKg: number;
  maxBoxWeightKg: number | null;
}

export interface QuoteBox {
  quantity: number;
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface PriceBreakdown {
  zone: StoredZone;
  method: PricingMethod;
  /** step only: the steps beyond the first weight. */
  additionalSteps: number;
  basePriceMinor: number;
  additionalPriceMinor: number;
  /** per-kg only: the price per kg of the break reached. */
  pricePerKgMinor: number | null;
  tariffMinor: number;
  minimumApplied: boolean;
  /** max(tariff, minimum charge). */
  chargeMinor: number;
  fuelSurchargeMinor: number;
  totalMinor: number;
}

export type Unavailable = 'under-min-weight' | 'over-max-weight' | 'box-over-max-weight' | 'no-rate';

export interface QuoteOutcome {
  actualWeightGrams: number;
  /** Dimensional weight of all boxes with the sheet's divisor, to the gram (half up): for display. */
  volumeWeightGrams: number;
  /** Σ per box max(actual, dimensional), rounded up to the sheet's step. */
  chargeableWeightGrams: number;
  price: PriceBreakdown | null;
  unavailable: Unavailable | null;
}

/** kg as whole grams (the contract's weights have at most 3 decimals). */
export const gramsOf = (kg: number): number => Math.round(kg * 1000);
const hundredthsOf = (cm: number): bigint => BigInt(Math.round(cm * 100));

/** a / b rounded half up, for non-negative integers. */
const divideHalfUp = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);
const divideUp = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/**
 * Weights of the parcels under a sheet: per box the larger of actual and L×W×H / divisor, summed over the boxes
 * (each box counts `quantity` times), then rounded up to the sheet's step.
 */
export function chargeableWeight(sheet: Pick<PricingSheet, 'volumetricDivisor' | 'chargeableWeightStepGrams'>, boxes: readonly QuoteBox[]) {
  // Fractions of a gram: a dimensional weight of V hundredths-of-a-cm³-cubed is V / (1000 × divisor) grams.
  const denominator = 1000n * BigInt(sheet.volumetricDivisor);
  let chargeable = 0n;
  let volume = 0n;
  let actualWeightGrams = 0;
  for (const box of boxes) {
    const count = BigInt(box.quantity);
    const actual = BigInt(gramsOf(box.weightKg)) * denominator;
    const dimensional = hundredthsOf(box.lengthCm) * hundredthsOf(box.widthCm) * hundredthsOf(box.heightCm);
    chargeable += count * (actual > dimensional ? actual : dimensional);
    volume += count * dimensional;
    actualWeightGrams += box.quantity * gramsOf(box.weightKg);
  }
  const step = BigInt(sheet.chargeableWeightStepGrams);
  return {
    actualWeightGrams,
    volumeWeightGrams: Number(divideHalfUp(volume, denominator)),
    chargeableWeightGrams: Number(divideUp(chargeable, step * denominator) * step),
  };
}

/** The zone's tariff for a chargeable weight (grams). */
function tariff(zone: StoredZone, grams: number): Pick<PriceBreakdown, 'additionalSteps' | 'basePriceMinor' | 'additionalPriceMinor' | 'pricePerKgMinor' | 'tariffMinor'> {
  if (zone.method === 'step') {
    const first = zone.firstWeightGrams ?? 0;
    const step = zone.additionalWeightGrams ?? 1;
    const basePriceMinor = zone.firstWeightPriceMinor ?? 0;
    // Each step begun is charged whole: 1.2 kg beyond the first weight in 0.5 kg steps is 3 steps.
    const additionalSteps = grams > first ? Math.ceil((grams - first) / step) : 0;
    const additionalPriceMinor = additionalSteps * (zone.additionalWeightPriceMinor ?? 0);
    return { additionalSteps, basePriceMinor, additionalPriceMinor, pricePerKgMinor: null, tariffMinor: basePriceMinor + additionalPriceMinor };
  }
  // The highest break the weight reaches prices every kilogram (the first break is from 0 g).
  const reached = zone.breaks.filter((b) => b.fromGrams <= grams).at(-1) ?? zone.breaks[0];
  const pricePerKgMinor = reached?.pricePerKgMinor ?? 0;
  const tariffMinor = Number(divideHalfUp(BigInt(grams) * BigInt(pricePerKgMinor), 1000n));
  return { additionalSteps: 0, basePriceMinor: 0, additionalPriceMinor: 0, pricePerKgMinor, tariffMinor };
}

export const zoneOf = (sheet: Pick<PricingSheet, 'zones'>, countryCode: string): StoredZone | undefined => sheet.zones.find((z) => z.countryCodes.includes(countryCode));

/**
 * What `product` charges for `boxes` to `countryCode` under `sheet`: the weights, and either the price with its
 * breakdown or why the product cannot take them (limits first, then a zone for the country).
 * Price = the zone's tariff, raised to the minimum charge, plus the fuel surcharge on that.
 */
export function quote(sheet: PricingSheet, product: PricingProduct, shipment: { countryCode: string; boxes: readonly QuoteBox[] }): QuoteOutcome {
  const weights = chargeableWeight(sheet, shipment.boxes);
  const refuse = (unavailable: Unavailable): QuoteOutcome => ({ ...weights, price: null, unavailable });
  if (product.maxBoxWeightKg !== null && shipment.boxes.some((b) => gramsOf(b.weightKg) > gramsOf(product.maxBoxWeightKg ?? 0))) return refuse('box-over-max-weight');
  if (weights.chargeableWeightGrams > gramsOf(product.maxWeightKg)) return refuse('over-max-weight');
  if (weights.chargeableWeightGrams < gramsOf(product.minWeightKg)) return refuse('under-min-weight');
  const zone = zoneOf(sheet, shipment.countryCode);
  if (!zone) return refuse('no-rate');

  const zoneTariff = tariff(zone, weights.chargeableWeightGrams);
  const minimumApplied = zoneTariff.tariffMinor < sheet.minimumChargeMinor;
  const chargeMinor = minimumApplied ? sheet.minimumChargeMinor : zoneTariff.tariffMinor;
  const fuelSurchargeMinor = Number(divideHalfUp(BigInt(chargeMinor) * BigInt(sheet.fuelSurchargeBasisPoints), 10_000n));
  return {
    ...weights,
    unavailable: null,
    price: { zone, method: zone.method, ...zoneTariff, minimumApplied, chargeMinor, fuelSurchargeMinor, totalMinor: chargeMinor + fuelSurchargeMinor },
  };
}
