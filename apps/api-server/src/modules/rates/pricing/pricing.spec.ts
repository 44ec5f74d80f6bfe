import { chargeableWeight, quote, type PricingSheet, type StoredZone } from './pricing';
import { RATE_SHEET_SEEDS } from '../seed/rates.seed-data';

// The pricing function with worked examples: each case writes out the arithmetic a customer could redo by hand.
// Amounts are hundredths of the currency and weights grams, as `quote` computes them.

const stepZone = (over: Partial<StoredZone> = {}): StoredZone => ({
  code: 'US',
  nameZh: '美国',
  nameEn: 'United States',
  countryCodes: ['US'],
  method: 'step',
  firstWeightGrams: 500,
  firstWeightPriceMinor: 12_000,
  additionalWeightGrams: 500,
  additionalWeightPriceMinor: 3_200,
  breaks: [],
  ...over,
});

const perKgZone = (over: Partial<StoredZone> = {}): StoredZone => ({
  code: 'EU',
  nameZh: '欧洲',
  nameEn: 'Europe',
  countryCodes: ['GB', 'DE', 'FR'],
  method: 'per-kg',
  firstWeightGrams: null,
  firstWeightPriceMinor: null,
  additionalWeightGrams: null,
  additionalWeightPriceMinor: null,
  breaks: [
    { fromGrams: 0, pricePerKgMinor: 6_800 },
    { fromGrams: 21_000, pricePerKgMinor: 5_600 },
    { fromGrams: 45_000, pricePerKgMinor: 4_950 },
  ],
  ...over,
});

const sheet = (over: Partial<PricingSheet> = {}): PricingSheet => ({
  currency: 'CNY',
  volumetricDivisor: 6000,
  chargeableWeightStepGrams: 500,
  minimumChargeMinor: 12_000,
  fuelSurchargeBasisPoints: 1_250,
  zones: [stepZone(), perKgZone()],
  ...over,
});

const noLimits = { minWeightKg: 0, maxWeightKg: 1000, maxBoxWeightKg: null };
const box = (quantity: number, weightKg: number, lengthCm: number, widthCm: number, heightCm: number) => ({ quantity, weightKg, lengthCm, widthCm, heightCm });

describe('quote', () => {
  it('prices 3 boxes to Los Angeles by Standard air with the seeded sheet: ¥2,799.00', () => {
    // Two boxes of 12 kg, 50×40×30 cm: 60,000 cm³ / 6000 = 10 kg dimensional < 12 kg actual → 12 kg each, 24 kg.
    // One box of 8.5 kg, 50×40×40 cm: 80,000 cm³ / 6000 = 13.333… kg dimensional > 8.5 kg → 13.333… kg.
    // Sum 37.333… kg, rounded up to the sheet's 0.5 kg step → 37.5 kg chargeable.
    // Zone US (step): first 0.5 kg ¥120, then (37.5 − 0.5) / 0.5 = 74 steps × ¥32 = ¥2,368 → tariff ¥2,488.
    // Above the ¥120 minimum; fuel 12.5 % × ¥2,488 = ¥311.00; total ¥2,799.00.
    const seeded = RATE_SHEET_SEEDS['AIR-STD'];
    if (!seeded) throw new Error('no seeded AIR-STD sheet');
    const outcome = quote(seeded, { minWeightKg: 0, maxWeightKg: 300, maxBoxWeightKg: 70 }, { countryCode: 'US', boxes: [box(2, 12, 50, 40, 30), box(1, 8.5, 50, 40, 40)] });
    expect(outcome).toMatchObject({ actualWeightGrams: 32_500, volumeWeightGrams: 33_333, chargeableWeightGrams: 37_500, unavailable: null });
    expect(outcome.price).toMatchObject({
      method: 'step',
      basePriceMinor: 12_000,
      additionalSteps: 74,
      additionalPriceMinor: 236_800,
      tariffMinor: 248_800,
      minimumApplied: false,
      chargeMinor: 248_800,
      fuelSurchargeMinor: 31_100,
      totalMinor: 279_900,
    });
    expect(outcome.price?.zone.code).toBe('US');
  });

  it('step zones: the first weight alone costs the base price, a step begun counts whole', () => {
    // 0.4 kg → rounded to 0.5 kg = the first weight: ¥120, no further step.
    expect(quote(sheet(), noLimits, { countryCode: 'US', boxes: [box(1, 0.4, 10, 10, 10)] }).price).toMatchObject({ additionalSteps: 0, tariffMinor: 12_000 });
    // 1.01 kg → 1.5 kg: (1.5 − 0.5) / 0.5 = 2 steps → ¥120 + 2 × ¥32 = ¥184.
    expect(quote(sheet(), noLimits, { countryCode: 'US', boxes: [box(1, 1.01, 10, 10, 10)] }).price).toMatchObject({ additionalSteps: 2, tariffMinor: 18_400 });
    // A 1 kg additional step with a 0.1 kg rounding step: 2.3 kg → (2.3 − 0.5) / 1 = 1.8 → 2 steps begun.
    const coarse = sheet({ chargeableWeightStepGrams: 100, zones: [stepZone({ additionalWeightGrams: 1000 })] });
    expect(quote(coarse, noLimits, { countryCode: 'US', boxes: [box(1, 2.3, 10, 10, 10)] }).price).toMatchObject({ additionalSteps: 2, tariffMinor: 18_400 });
  });

  it('per-kg zones: every kilogram at the price of the highest break reached', () => {
    // 20.6 kg → 21 kg (0.5 kg step) reaches the 21 kg break: 21 × ¥56 = ¥1,176; fuel 12.5 % = ¥147; total ¥1,323.
    const at21 = quote(sheet(), noLimits, { countryCode: 'DE', boxes: [box(1, 20.6, 10, 10, 10)] });
    expect(at21.chargeableWeightGrams).toBe(21_000);
    expect(at21.price).toMatchObject({ method: 'per-kg', pricePerKgMinor: 5_600, tariffMinor: 117_600, fuelSurchargeMinor: 14_700, totalMinor: 132_300 });
    // 20.4 kg → 20.5 kg stays in the first break: 20.5 × ¥68 = ¥1,394 (dearer per kg, as forwarders' sheets are).
    expect(quote(sheet(), noLimits, { countryCode: 'DE', boxes: [box(1, 20.4, 10, 10, 10)] }).price).toMatchObject({ pricePerKgMinor: 6_800, tariffMinor: 139_400 });
    // 44.6 kg → 45 kg: 45 × ¥49.50 = ¥2,227.50; fuel 12.5 % = ¥278.4375 → ¥278.44 (half up); total ¥2,505.94.
    expect(quote(sheet(), noLimits, { countryCode: 'FR', boxes: [box(1, 44.6, 10, 10, 10)] }).price).toMatchObject({ tariffMinor: 222_750, fuelSurchargeMinor: 27_844, totalMinor: 250_594 });
  });

  it('raises a tariff below the minimum charge to it, before the fuel surcharge', () => {
    // 0.3 kg → 0.5 kg: tariff ¥120 under a ¥150 minimum → charge ¥150; fuel 12.5 % = ¥18.75; total ¥168.75.
    const outcome = quote(sheet({ minimumChargeMinor: 15_000 }), noLimits, { countryCode: 'US', boxes: [box(1, 0.3, 10, 10, 10)] });
    expect(outcome.price).toMatchObject({ tariffMinor: 12_000, minimumApplied: true, chargeMinor: 15_000, fuelSurchargeMinor: 1_875, totalMinor: 16_875 });
  });

  it('counts each box as the larger of its actual and dimensional weight, not the order as a whole', () => {
    // A heavy small box (20 kg, 20×20×20 cm = 1.333 kg dim) and a light large one (1 kg, 60×50×40 cm = 20 kg dim):
    // per box 20 + 20 = 40 kg. (The totals, 21 kg actual and 21.333 kg dimensional, would give only 21.5 kg.)
    const outcome = chargeableWeight(sheet(), [box(1, 20, 20, 20, 20), box(1, 1, 60, 50, 40)]);
    expect(outcome).toEqual({ actualWeightGrams: 21_000, volumeWeightGrams: 21_333, chargeableWeightGrams: 40_000 });
  });

  it('uses the sheet’s divisor: 5000 makes the same box heavier than 6000', () => {
    // 50×40×30 cm = 60,000 cm³: / 6000 = 10 kg, / 5000 = 12 kg; a 5 kg box is charged on those.
    expect(chargeableWeight(sheet({ volumetricDivisor: 6000 }), [box(1, 5, 50, 40, 30)]).chargeableWeightGrams).toBe(10_000);
    expect(chargeableWeight(sheet({ volumetricDivisor: 5000 }), [box(1, 5, 50, 40, 30)]).chargeableWeightGrams).toBe(12_000);
  });

  it('computes exactly where floating point drifts', () => {
    // In doubles 0.1 + 0.2 + 0.2 = 0.5000000000000001 and 3 × 19.99 = 59.97000000000001.
    // First 1 kg ¥0.10, each further kg ¥0.20, 3 kg (1 kg step): ¥0.10 + 2 × ¥0.20 = ¥0.50 exactly.
    const cheap = sheet({ chargeableWeightStepGrams: 1000, minimumChargeMinor: 0, fuelSurchargeBasisPoints: 0, zones: [stepZone({ firstWeightGrams: 1000, firstWeightPriceMinor: 10, additionalWeightGrams: 1000, additionalWeightPriceMinor: 20 })] });
    expect(quote(cheap, noLimits, { countryCode: 'US', boxes: [box(1, 3, 10, 10, 10)] }).price?.totalMinor).toBe(50);
    // ¥19.99 a kg × 3 kg = ¥59.97; fuel 33.33 % × ¥59.97 = ¥19.988001 → ¥19.99; total ¥79.96.
    const odd = sheet({ chargeableWeightStepGrams: 1000, minimumChargeMinor: 0, fuelSurchargeBasisPoints: 3_333, zones: [perKgZone({ countryCodes: ['US'], breaks: [{ fromGrams: 0, pricePerKgMinor: 1_999 }] })] });
    expect(quote(odd, noLimits, { countryCode: 'US', boxes: [box(3, 1, 10, 10, 10)] }).price).toMatchObject({ tariffMinor: 5_997, fuelSurchargeMinor: 1_999, totalMinor: 7_996 });
    // Dimensions with decimals: 10.5 × 10.5 × 10.5 cm = 1,157.625 cm³ / 5000 = 0.231525 kg → 0.3 kg at a 0.1 kg step.
    expect(chargeableWeight(sheet({ volumetricDivisor: 5000, chargeableWeightStepGrams: 100 }), [box(1, 0.2, 10.5, 10.5, 10.5)]).chargeableWeightGrams).toBe(300);
    // Exactly on a step stays there: 3 × 0.1 kg = 0.3 kg (not 0.30000000000000004 → 0.4).
    expect(chargeableWeight(sheet({ chargeableWeightStepGrams: 100 }), [box(3, 0.1, 1, 1, 1)]).chargeableWeightGrams).toBe(300);
  });

  it('refuses what the product cannot take, box limit first, then the order’s limits, then a missing zone', () => {
    const limits = { minWeightKg: 2, maxWeightKg: 30, maxBoxWeightKg: 20 };
    expect(quote(sheet(), limits, { countryCode: 'US', boxes: [box(1, 21, 10, 10, 10)] })).toMatchObject({ unavailable: 'box-over-max-weight', price: null });
    // 2 × 15.2 kg = 30.4 kg → 30.5 kg > 30 kg.
    expect(quote(sheet(), limits, { countryCode: 'US', boxes: [box(2, 15.2, 10, 10, 10)] })).toMatchObject({ unavailable: 'over-max-weight', chargeableWeightGrams: 30_500 });
    expect(quote(sheet(), limits, { countryCode: 'US', boxes: [box(1, 1, 10, 10, 10)] })).toMatchObject({ unavailable: 'under-min-weight' });
    expect(quote(sheet(), limits, { countryCode: 'JP', boxes: [box(1, 5, 10, 10, 10)] })).toMatchObject({ unavailable: 'no-rate', chargeableWeightGrams: 5_000 });
    expect(quote(sheet(), limits, { countryCode: 'US', boxes: [box(1, 20, 10, 10, 10)] }).unavailable).toBeNull();
  });
});
