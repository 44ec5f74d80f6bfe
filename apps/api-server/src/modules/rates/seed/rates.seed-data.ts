import type { PricingSheet, StoredZone } from '../pricing/pricing';

// The rate sheets every installation starts with, for the seeded products (seed/routings.seed-data.ts), in
// yuan and of a plausible order for a Shenzhen forwarder (standard air to the US about ¥65 a kg, express about ¥90,
// economy per-kg breaks, sea freight ¥11–20 a kg with high minimums): demo figures, which the forwarder replaces
// in the console. The seeder only adds sheets for products that have none, so edits survive restarts.

const step = (code: string, nameZh: string, nameEn: string, countryCodes: string[], first: [kg: number, yuan: number], additional: [kg: number, yuan: number]): StoredZone => ({
  code,
  nameZh,
  nameEn,
  countryCodes,
  method: 'step',
  firstWeightGrams: Math.round(first[0] * 1000),
  firstWeightPriceMinor: Math.round(first[1] * 100),
  additionalWeightGrams: Math.round(additional[0] * 1000),
  additionalWeightPriceMinor: Math.round(additional[1] * 100),
  breaks: [],
});

const perKg = (code: string, nameZh: string, nameEn: string, countryCodes: string[], breaks: [fromKg: number, yuanPerKg: number][]): StoredZone => ({
  code,
  nameZh,
  nameEn,
  countryCodes,
  method: 'per-kg',
  firstWeightGrams: null,
  firstWeightPriceMinor: null,
  additionalWeightGrams: null,
  additionalWeightPriceMinor: null,
  breaks: breaks.map(([fromKg, yuan]) => ({ fromGrams: Math.round(fromKg * 1000), pricePerKgMinor: Math.round(yuan * 100) })),
});

const sheet = (volumetricDivisor: number, stepKg: number, minimumYuan: number, fuelPercent: number, zones: StoredZone[]): PricingSheet => ({
  currency: 'CNY',
  volumetricDivisor,
  chargeableWeightStepGrams: Math.round(stepKg * 1000),
  minimumChargeMinor: Math.round(minimumYuan * 100),
  fuelSurchargeBasisPoints: Math.round(fuelPercent * 100),
  zones,
});

/** By product code. Zone countries are within each product's destinations. */
export const RATE_SHEET_SEEDS: Readonly<Record<string, PricingSheet>> = {
  // 3 boxes to Los Angeles (2 × 12 kg at 50×40×30 cm, 1 × 8.5 kg at 50×40×40 cm): 37.5 kg chargeable,
  // ¥120 + 74 × ¥32 = ¥2,488, fuel 12.5 % ¥311, total ¥2,799 (rates/pricing.spec.ts works it out).
  'AIR-STD': sheet(6000, 0.5, 120, 12.5, [
    step('US', '美国', 'United States', ['US'], [0.5, 120], [0.5, 32]),
    step('CA', '加拿大', 'Canada', ['CA'], [0.5, 130], [0.5, 35]),
    step('EU', '欧洲', 'Europe', ['GB', 'DE', 'FR'], [0.5, 115], [0.5, 30]),
    step('APAC', '亚太', 'Asia Pacific', ['AU', 'JP'], [0.5, 95], [0.5, 24]),
  ]),
  'AIR-EXP': sheet(5000, 0.5, 180, 18, [
    step('NA', '北美', 'North America', ['US', 'CA'], [0.5, 180], [0.5, 46]),
    step('EU', '欧洲', 'Europe', ['GB', 'DE', 'FR'], [0.5, 170], [0.5, 44]),
    step('APAC', '亚太', 'Asia Pacific', ['AU', 'JP', 'HK', 'SG'], [0.5, 110], [0.5, 26]),
  ]),
  'AIR-ECO': sheet(6000, 1, 150, 10, [
    perKg('NA', '北美', 'North America', ['US', 'CA'], [[0, 62], [21, 55], [45, 48], [100, 42]]),
    perKg('EU', '欧洲', 'Europe', ['GB', 'DE', 'FR', 'IT', 'ES', 'NL'], [[0, 58], [21, 52], [45, 46]]),
    perKg('ASIA', '亚洲', 'Asia', ['JP', 'KR', 'SG', 'HK', 'MY', 'TH'], [[0, 38], [21, 33], [45, 29]]),
    perKg('OC', '大洋洲', 'Oceania', ['AU', 'NZ'], [[0, 60], [21, 54], [45, 49]]),
  ]),
  'SEA-LCL': sheet(1000, 1, 800, 5, [
    perKg('NA', '北美', 'North America', ['US', 'CA'], [[0, 18], [100, 14], [500, 11]]),
    perKg('EU', '欧洲', 'Europe', ['GB', 'DE', 'FR'], [[0, 20], [100, 16], [500, 12.5]]),
    perKg('AU', '澳大利亚', 'Australia', ['AU'], [[0, 16], [100, 13]]),
  ]),
  'SEA-FCL': sheet(1000, 1, 6000, 8, [
    perKg('NA', '北美', 'North America', ['US', 'CA'], [[0, 6], [1000, 4.5], [5000, 3.2]]),
    perKg('EU', '欧洲', 'Europe', ['GB', 'DE', 'FR', 'NL'], [[0, 6.5], [1000, 5], [5000, 3.6]]),
  ]),
};
