import type { components } from '@forwarder/contracts/api-ops';
import type { ValidationIssue } from '../../../errors/app-errors';
import { exactIn } from '../pricing/money';
import type { PricingSheet, StoredZone } from '../pricing/pricing';
import { fieldIssue } from '../field-issue';

// The checks of a rate sheet beyond the contract's schema, and its conversion to the integers pricing works in
// (rates/pricing.ts). replaceRateSheet, the import's preview and the import itself all go through checkZones, so
// the preview can never accept what the import refuses. Issues name contract members (`zones[1].countryCodes`).

type S = components['schemas'];
type RateZoneInput = S['RateZoneInput'];

export interface ZoneRules {
  /** The product's destinations; empty when it delivers everywhere. */
  productCountries: readonly string[];
  /** The codes among the zones' that are countries of the region data. */
  knownCountries: ReadonlySet<string>;
}

const WEIGHT_PLACES = 3;
const PRICE_PLACES = 2;


/** The integer of a decimal member, or an issue when it has too many decimals (or is absent where required). */
function scaled(issues: ValidationIssue[], member: string, value: number | undefined, places: number): number | null {
  if (value === undefined) {
    issues.push(fieldIssue(member, 'Validation:Required'));
    return null;
  }
  const exact = exactIn(value, places);
  if (exact === undefined) issues.push(fieldIssue(member, 'Ops:TooManyDecimals', { places }));
  return exact ?? null;
}

function checkZone(zone: RateZoneInput, at: string, rules: ZoneRules, issues: ValidationIssue[]): StoredZone {
  const nameZh = zone.nameZh.trim();
  const nameEn = zone.nameEn.trim();
  if (!nameZh) issues.push(fieldIssue(`${at}.nameZh`, 'Validation:Required'));
  if (!nameEn) issues.push(fieldIssue(`${at}.nameEn`, 'Validation:Required'));
  const countryCodes = [...new Set(zone.countryCodes.map((c) => c.trim().toUpperCase()))];
  const unknown = countryCodes.filter((c) => !rules.knownCountries.has(c));
  const notServed = rules.productCountries.length === 0 ? [] : countryCodes.filter((c) => rules.knownCountries.has(c) && !rules.productCountries.includes(c));
  if (unknown.length) issues.push(fieldIssue(`${at}.countryCodes`, 'Ops:UnknownCountries', { codes: unknown.join(', ') }));
  else if (notServed.length) issues.push(fieldIssue(`${at}.countryCodes`, 'Ops:ZoneCountryNotServed', { codes: notServed.join(', ') }));

  const stored: StoredZone = {
    code: zone.code.trim().toUpperCase(),
    nameZh,
    nameEn,
    countryCodes,
    method: zone.pricingMethod,
    firstWeightGrams: null,
    firstWeightPriceMinor: null,
    additionalWeightGrams: null,
    additionalWeightPriceMinor: null,
    breaks: [],
  };
  const stepMembers = ['firstWeightKg', 'firstWeightPrice', 'additionalWeightKg', 'additionalWeightPrice'] as const;
  if (zone.pricingMethod === 'step') {
    if (zone.breaks !== undefined) issues.push(fieldIssue(`${at}.breaks`, 'Ops:BreaksInStepZone'));
    stored.firstWeightGrams = scaled(issues, `${at}.firstWeightKg`, zone.firstWeightKg, WEIGHT_PLACES);
    stored.firstWeightPriceMinor = scaled(issues, `${at}.firstWeightPrice`, zone.firstWeightPrice, PRICE_PLACES);
    stored.additionalWeightGrams = scaled(issues, `${at}.additionalWeightKg`, zone.additionalWeightKg, WEIGHT_PLACES);
    stored.additionalWeightPriceMinor = scaled(issues, `${at}.additionalWeightPrice`, zone.additionalWeightPrice, PRICE_PLACES);
    // A step rounds to 0 g only below a milligram: the schema's exclusiveMinimum lets 0.0001 through.
    if (stored.additionalWeightGrams === 0) issues.push(fieldIssue(`${at}.additionalWeightKg`, 'Validation:ExclusiveMinimum', { limit: 0 }));
    if (stored.firstWeightGrams === 0) issues.push(fieldIssue(`${at}.firstWeightKg`, 'Validation:ExclusiveMinimum', { limit: 0 }));
    return stored;
  }
  for (const member of stepMembers) if (zone[member] !== undefined) issues.push(fieldIssue(`${at}.${member}`, 'Ops:StepInPerKgZone'));
  if (!zone.breaks || zone.breaks.length === 0) {
    issues.push(fieldIssue(`${at}.breaks`, 'Validation:Required'));
    return stored;
  }
  let previous = -1;
  zone.breaks.forEach((b, i) => {
    const fromGrams = scaled(issues, `${at}.breaks[${i}].fromKg`, b.fromKg, WEIGHT_PLACES);
    const pricePerKgMinor = scaled(issues, `${at}.breaks[${i}].pricePerKg`, b.pricePerKg, PRICE_PLACES);
    if (fromGrams !== null) {
      if (i === 0 && fromGrams !== 0) issues.push(fieldIssue(`${at}.breaks[0].fromKg`, 'Ops:FirstBreakFromZero'));
      else if (i > 0 && fromGrams <= previous) issues.push(fieldIssue(`${at}.breaks[${i}].fromKg`, 'Ops:BreaksAscending'));
      previous = fromGrams;
    }
    if (pricePerKgMinor === 0) issues.push(fieldIssue(`${at}.breaks[${i}].pricePerKg`, 'Validation:ExclusiveMinimum', { limit: 0 }));
    stored.breaks.push({ fromGrams: fromGrams ?? 0, pricePerKgMinor: pricePerKgMinor ?? 0 });
  });
  return stored;
}

/**
 * Every zone checked on its own and against the zones before it (a code or a country in one zone only), under
 * `prefix` (`zones`). The zones are stored only when `issues` is empty.
 */
export function checkZones(zones: readonly RateZoneInput[], rules: ZoneRules, prefix = 'zones'): { zones: StoredZone[]; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const codes = new Map<string, number>();
  const countries = new Map<string, string>();
  const stored = zones.map((zone, i) => {
    const at = `${prefix}[${i}]`;
    const checked = checkZone(zone, at, rules, issues);
    if (codes.has(checked.code)) issues.push(fieldIssue(`${at}.code`, 'Ops:ZoneCodeTaken', { code: checked.code }));
    else codes.set(checked.code, i);
    // One message per member: a zone whose countries are already refused is not also told about overlaps.
    const overlap = issues.some((i) => i.members[0] === `${at}.countryCodes`) ? [] : checked.countryCodes.filter((c) => countries.has(c));
    if (overlap.length) issues.push(fieldIssue(`${at}.countryCodes`, 'Ops:ZoneCountryOverlap', { codes: overlap.join(', '), zone: countries.get(overlap[0] ?? '') ?? '' }));
    for (const c of checked.countryCodes) if (!countries.has(c)) countries.set(c, checked.code);
    return checked;
  });
  return { zones: stored, issues };
}

/** The whole sheet: its settings and its zones. */
export function checkRateSheet(input: S['RateSheetInput'], rules: ZoneRules): { sheet: PricingSheet; issues: ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const minimumChargeMinor = scaled(issues, 'minimumCharge', input.minimumCharge, PRICE_PLACES) ?? 0;
  const fuelSurchargeBasisPoints = scaled(issues, 'fuelSurchargePercent', input.fuelSurchargePercent, 2) ?? 0;
  const zones = checkZones(input.zones, rules);
  return {
    sheet: {
      currency: input.currency,
      volumetricDivisor: input.volumetricDivisor,
      chargeableWeightStepGrams: Math.round(input.chargeableWeightStepKg * 1000),
      minimumChargeMinor,
      fuelSurchargeBasisPoints,
      zones: zones.zones,
    },
    issues: [...issues, ...zones.issues],
  };
}

/** The zones' country codes, to look up in the region data before checking. */
export const zoneCountryCodes = (zones: readonly RateZoneInput[]): string[] => zones.flatMap((z) => z.countryCodes.map((c) => c.trim().toUpperCase()));
