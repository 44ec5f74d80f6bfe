import type { components } from '@forwarder/contracts/api-ops';
import type { MessageParams } from '../../../errors/app-errors';

// One template row (cells by column key, as text) → the RateZoneInput it describes, or the problems of its cells.
// Pure. The checks of the zone itself and across rows (rate-sheet-input.ts) come after, for all rows at once.

type RateZoneInput = components['schemas']['RateZoneInput'];

export interface CellIssue {
  column: string;
  messageKey: string;
  params?: MessageParams;
}

const CODE = /^[A-Z0-9][A-Z0-9-]*$/;
const COUNTRY = /^[A-Z]{2}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

const normalize = (value: string): string => value.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

const METHODS = new Map<string, RateZoneInput['pricingMethod']>([
  ...['step', '首重续重', '首续重', '首重+续重'].map((alias) => [normalize(alias), 'step'] as const),
  ...['per-kg', 'perkg', '按公斤', '按公斤分段'].map((alias) => [normalize(alias), 'per-kg'] as const),
]);

interface Bounds {
  /** Exclusive lower bound 0 (a weight or a price per kg); otherwise 0 is allowed. */
  positive: boolean;
  max: number;
}

const WEIGHT: Bounds = { positive: true, max: 100_000 };
const PRICE: Bounds = { positive: false, max: 1_000_000 };

export function mapRateRow(values: Readonly<Record<string, string>>): { zone: RateZoneInput } | { issues: CellIssue[] } {
  const cell = (key: string): string => (values[key] ?? '').normalize('NFKC').trim();
  const issues: CellIssue[] = [];
  const text = (key: string, max: number): string => {
    const value = cell(key);
    if (!value) issues.push({ column: key, messageKey: 'Validation:Required' });
    else if (value.length > max) issues.push({ column: key, messageKey: 'Validation:MaxLength', params: { limit: max } });
    return value;
  };
  const number = (key: string, bounds: Bounds): number | undefined => {
    const value = cell(key);
    if (!value) return undefined;
    const parsed = DECIMAL.test(value) ? Number(value) : NaN;
    if (!Number.isFinite(parsed) || (bounds.positive && parsed === 0) || parsed > bounds.max) {
      issues.push({ column: key, messageKey: 'Ops:RateImportBadNumber', params: { value, max: bounds.max } });
      return undefined;
    }
    return parsed;
  };

  const code = text('code', 16).toUpperCase();
  if (code && code.length <= 16 && !CODE.test(code)) issues.push({ column: 'code', messageKey: 'Ops:RateImportBadCode', params: { value: code } });
  const nameZh = text('nameZh', 64);
  const nameEn = text('nameEn', 64);

  const countryCell = text('countryCodes', 1000);
  const countryCodes = countryCell
    .toUpperCase()
    .split(/[\s,，、;；]+/)
    .filter(Boolean);
  const badCountries = countryCodes.filter((c) => !COUNTRY.test(c));
  if (countryCell && badCountries.length) issues.push({ column: 'countryCodes', messageKey: 'Ops:RateImportBadCountries', params: { value: badCountries.join(', ') } });

  const methodCell = text('pricingMethod', 32);
  const pricingMethod = methodCell ? METHODS.get(normalize(methodCell)) : undefined;
  if (methodCell && !pricingMethod) issues.push({ column: 'pricingMethod', messageKey: 'Ops:RateImportBadMethod', params: { value: methodCell } });

  const firstWeightKg = number('firstWeightKg', WEIGHT);
  const firstWeightPrice = number('firstWeightPrice', PRICE);
  const additionalWeightKg = number('additionalWeightKg', WEIGHT);
  const additionalWeightPrice = number('additionalWeightPrice', PRICE);

  const breaksCell = cell('breaks');
  let breaks: { fromKg: number; pricePerKg: number }[] | undefined;
  if (breaksCell) {
    const pairs = breaksCell.split(/[;；\n]+/).map((p) => p.trim()).filter(Boolean);
    const parsed = pairs.map((pair) => /^(\d+(?:\.\d+)?)\s*[=:：]\s*(\d+(?:\.\d+)?)$/.exec(pair));
    const valid = parsed.every((m) => m && Number(m[1]) <= WEIGHT.max && Number(m[2]) > 0 && Number(m[2]) <= PRICE.max) && pairs.length <= 50;
    if (!valid) issues.push({ column: 'breaks', messageKey: 'Ops:RateImportBadBreaks', params: { value: breaksCell } });
    else breaks = parsed.map((m) => ({ fromKg: Number(m?.[1]), pricePerKg: Number(m?.[2]) }));
  }

  if (issues.length || !pricingMethod) return { issues };
  return {
    zone: {
      code,
      nameZh,
      nameEn,
      countryCodes: [...new Set(countryCodes)],
      pricingMethod,
      ...(firstWeightKg !== undefined ? { firstWeightKg } : {}),
      ...(firstWeightPrice !== undefined ? { firstWeightPrice } : {}),
      ...(additionalWeightKg !== undefined ? { additionalWeightKg } : {}),
      ...(additionalWeightPrice !== undefined ? { additionalWeightPrice } : {}),
      ...(breaks ? { breaks } : {}),
    },
  };
}
