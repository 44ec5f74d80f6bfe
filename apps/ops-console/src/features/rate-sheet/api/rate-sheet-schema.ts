import { RatePricingMethod, type RateBreak, type RateSheet, type RateSheetInput, type RateZone, type RateZoneInput } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { asText, numberText, wholeText } from '../../../shared/form/number-fields';

// A product's rate sheet as admins edit it (contract RateSheetInput): the sheet's settings and its zones, each priced
// by weight steps or by per-kg breaks. Limits and the rules the server checks beyond the schema (a step zone has its
// four step members, a per-kg zone has breaks from 0 kg strictly ascending, zone codes unique, a country in one zone
// only) are checked here first, so each message sits on its field; the server checks them again.

const STEPS = ['0.1', '0.5', '1'] as const;
const METHODS = [RatePricingMethod.Step, RatePricingMethod.PerKg] as const;

const weight = () => numberText({ max: 100_000, decimals: 3, positive: true });
const price = () => numberText({ max: 1_000_000, decimals: 2 });

const breakFrom = () => numberText({ max: 100_000, decimals: 3 });
const breakPrice = () => numberText({ max: 1_000_000, decimals: 2, positive: true });

// Step members are typed in every zone (switching the method keeps what was typed) and checked only for a step zone.
// The zone's own rules are a refinement, not a transform, so they are reported together with the other fields' errors
// (a transform does not run while any field of the zone is wrong); `toRateSheetInput` converts the checked values.
const zoneSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(16)
      .regex(/^[A-Z0-9][A-Z0-9-]*$/, { error: () => t`只能用大写字母、数字和 -，且不以 - 开头` }),
    nameZh: z.string().trim().min(1).max(64),
    nameEn: z.string().trim().min(1).max(64),
    countryCodes: z.array(z.string()).min(1, { error: () => t`请至少选择一个国家/地区` }).max(250),
    pricingMethod: z.enum(METHODS),
    firstWeightKg: z.string(),
    firstWeightPrice: z.string(),
    additionalWeightKg: z.string(),
    additionalWeightPrice: z.string(),
    breaks: z.array(z.object({ fromKg: z.string(), pricePerKg: z.string() })).max(50),
  })
  .superRefine((zone, ctx) => {
    const check = (schema: z.ZodType<number, string>, value: string, path: (string | number)[]): number | undefined => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      ctx.addIssue({ code: 'custom', path, message: result.error.issues[0]?.message ?? '' });
      return undefined;
    };
    if (zone.pricingMethod === RatePricingMethod.Step) {
      check(weight(), zone.firstWeightKg, ['firstWeightKg']);
      check(price(), zone.firstWeightPrice, ['firstWeightPrice']);
      check(weight(), zone.additionalWeightKg, ['additionalWeightKg']);
      check(price(), zone.additionalWeightPrice, ['additionalWeightPrice']);
      return;
    }
    if (zone.breaks.length === 0) ctx.addIssue({ code: 'custom', path: ['breaks'], message: t`请至少添加一个重量段` });
    let previous: number | undefined;
    zone.breaks.forEach((row, index) => {
      const fromKg = check(breakFrom(), row.fromKg, ['breaks', index, 'fromKg']);
      check(breakPrice(), row.pricePerKg, ['breaks', index, 'pricePerKg']);
      if (fromKg === undefined) return;
      if (index === 0 && fromKg !== 0) ctx.addIssue({ code: 'custom', path: ['breaks', index, 'fromKg'], message: t`第一段必须从 0 kg 开始` });
      if (previous !== undefined && fromKg <= previous) {
        ctx.addIssue({ code: 'custom', path: ['breaks', index, 'fromKg'], message: t`必须大于上一段的起始重量` });
      }
      previous = fromKg;
    });
  });

/** A checked zone as the contract takes it: only the members of its pricing method. */
function toZoneInput(zone: z.output<typeof zoneSchema>): RateZoneInput {
  const { code, nameZh, nameEn, countryCodes, pricingMethod } = zone;
  const base = { code, nameZh, nameEn, countryCodes, pricingMethod };
  if (pricingMethod === RatePricingMethod.Step) {
    return {
      ...base,
      firstWeightKg: weight().parse(zone.firstWeightKg),
      firstWeightPrice: price().parse(zone.firstWeightPrice),
      additionalWeightKg: weight().parse(zone.additionalWeightKg),
      additionalWeightPrice: price().parse(zone.additionalWeightPrice),
    };
  }
  const breaks: RateBreak[] = zone.breaks.map((row) => ({ fromKg: breakFrom().parse(row.fromKg), pricePerKg: breakPrice().parse(row.pricePerKg) }));
  return { ...base, breaks };
}

export const rateSheetSchema = z
  .object({
    currency: z.string().min(1, { error: () => t`请选择币种` }),
    volumetricDivisor: wholeText(1000, 10_000),
    chargeableWeightStepKg: z.enum(STEPS),
    minimumCharge: price(),
    fuelSurchargePercent: numberText({ max: 100, decimals: 2 }),
    zones: z.array(zoneSchema).max(200),
  })
  .superRefine((sheet, ctx) => {
    const codes = new Map<string, number>();
    const countries = new Map<string, number>();
    sheet.zones.forEach((zone, index) => {
      if (codes.has(zone.code)) ctx.addIssue({ code: 'custom', path: ['zones', index, 'code'], message: t`分区代码重复` });
      codes.set(zone.code, index);
      const taken = zone.countryCodes.filter((code) => countries.has(code));
      if (taken.length > 0) {
        const list = taken.join(', ');
        ctx.addIssue({ code: 'custom', path: ['zones', index, 'countryCodes'], message: t`已在其他分区：${list}` });
      }
      for (const code of zone.countryCodes) countries.set(code, index);
    });
  });

export type RateSheetFormValues = z.input<typeof rateSheetSchema>;
export type RateSheetFormOutput = z.output<typeof rateSheetSchema>;
export type ZoneFormValues = RateSheetFormValues['zones'][number];

export const emptyBreak = { fromKg: '', pricePerKg: '' };

export const emptyZone = (): ZoneFormValues => ({
  code: '',
  nameZh: '',
  nameEn: '',
  countryCodes: [],
  pricingMethod: RatePricingMethod.Step,
  firstWeightKg: '0.5',
  firstWeightPrice: '',
  additionalWeightKg: '0.5',
  additionalWeightPrice: '',
  breaks: [{ fromKg: '0', pricePerKg: '' }],
});

const zoneValues = (zone: RateZone): ZoneFormValues => ({
  code: zone.code,
  nameZh: zone.nameZh,
  nameEn: zone.nameEn,
  countryCodes: [...zone.countryCodes],
  pricingMethod: zone.pricingMethod,
  firstWeightKg: asText(zone.firstWeightKg),
  firstWeightPrice: asText(zone.firstWeightPrice),
  additionalWeightKg: asText(zone.additionalWeightKg),
  additionalWeightPrice: asText(zone.additionalWeightPrice),
  breaks: zone.breaks.length > 0 ? zone.breaks.map((row) => ({ fromKg: asText(row.fromKg), pricePerKg: asText(row.pricePerKg) })) : [{ fromKg: '0', pricePerKg: '' }],
});

export const rateSheetValues = (sheet: RateSheet): RateSheetFormValues => ({
  currency: sheet.currency,
  volumetricDivisor: asText(sheet.volumetricDivisor),
  chargeableWeightStepKg: String(sheet.chargeableWeightStepKg) as (typeof STEPS)[number],
  minimumCharge: asText(sheet.minimumCharge),
  fuelSurchargePercent: asText(sheet.fuelSurchargePercent),
  zones: sheet.zones.map(zoneValues),
});

export function toRateSheetInput(values: RateSheetFormOutput): RateSheetInput {
  return {
    ...values,
    zones: values.zones.map(toZoneInput),
    currency: values.currency as RateSheetInput['currency'],
    chargeableWeightStepKg: Number(values.chargeableWeightStepKg) as RateSheetInput['chargeableWeightStepKg'],
  };
}

const ZONE_MEMBERS = ['code', 'nameZh', 'nameEn', 'countryCodes', 'pricingMethod', 'firstWeightKg', 'firstWeightPrice', 'additionalWeightKg', 'additionalWeightPrice', 'breaks'] as const;

/** The form paths the server's `validationErrors` can name for these values (`zones[1].breaks[0].fromKg` and so on). */
export function rateSheetFieldPaths(values: RateSheetFormValues): string[] {
  return [
    'currency',
    'volumetricDivisor',
    'chargeableWeightStepKg',
    'minimumCharge',
    'fuelSurchargePercent',
    ...values.zones.flatMap((zone, index) => [
      ...ZONE_MEMBERS.map((member) => `zones.${index}.${member}`),
      ...zone.breaks.flatMap((_, row) => [`zones.${index}.breaks.${row}.fromKg`, `zones.${index}.breaks.${row}.pricePerKg`]),
    ]),
  ];
}
