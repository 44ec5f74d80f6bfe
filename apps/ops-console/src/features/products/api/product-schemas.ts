import { TransportMode, type CreateRoutingInput, type OpsRoutingDetail, type UpdateRoutingInput } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { asText, numberText, optionalNumberText, wholeText } from '../../../shared/form/number-fields';

// A shipping product as admins create and change it (contract CreateRoutingInput, UpdateRoutingInput); limits are
// the contract's, and the cross-field rules the server checks too (transit min ≤ max, min weight < max weight) are
// checked here first so the message sits on the field.

const MODES = [String(TransportMode.AIR), String(TransportMode.SEA)] as const;

const productFields = z
  .object({
    nameZh: z.string().trim().min(1).max(64),
    nameEn: z.string().trim().min(1).max(64),
    descriptionZh: z.string().trim().max(500),
    descriptionEn: z.string().trim().max(500),
    transportMode: z.enum(MODES),
    transitDaysMin: wholeText(0, 365),
    transitDaysMax: wholeText(0, 365),
    minWeightKg: numberText({ max: 100_000, decimals: 3 }),
    maxWeightKg: numberText({ max: 100_000, decimals: 3, positive: true }),
    maxBoxWeightKg: optionalNumberText({ max: 1000, decimals: 3, positive: true }),
    destinationCountryCodes: z.array(z.string()).max(250),
    sort: wholeText(0, 100_000),
    staleAfterDays: wholeText(1, 90),
  });

type Refinable = z.output<typeof productFields>;
const crossFieldRules = (value: Refinable, ctx: z.RefinementCtx) => {
  if (value.transitDaysMax < value.transitDaysMin) {
    ctx.addIssue({ code: 'custom', path: ['transitDaysMax'], message: t`不能少于最短时效` });
  }
  if (value.minWeightKg >= value.maxWeightKg) {
    ctx.addIssue({ code: 'custom', path: ['minWeightKg'], message: t`必须小于最大计费重` });
  }
};

export const updateProductSchema = productFields.superRefine(crossFieldRules);
export const createProductSchema = productFields
  .extend({
    code: z
      .string()
      .trim()
      .min(2)
      .max(32)
      .regex(/^[A-Z0-9][A-Z0-9-]*$/, { error: () => t`只能用大写字母、数字和 -，且不以 - 开头` }),
  })
  .superRefine(crossFieldRules);

export type ProductFormValues = z.input<typeof updateProductSchema>;
export type ProductFormOutput = z.output<typeof updateProductSchema>;
export type CreateProductValues = z.input<typeof createProductSchema>;
export type CreateProductOutput = z.output<typeof createProductSchema>;

export const PRODUCT_FIELDS = [
  'nameZh',
  'nameEn',
  'descriptionZh',
  'descriptionEn',
  'transportMode',
  'transitDaysMin',
  'transitDaysMax',
  'minWeightKg',
  'maxWeightKg',
  'maxBoxWeightKg',
  'destinationCountryCodes',
  'sort',
  'staleAfterDays',
] as const;
export const CREATE_PRODUCT_FIELDS = ['code', ...PRODUCT_FIELDS] as const;

export const emptyProduct: CreateProductValues = {
  code: '',
  nameZh: '',
  nameEn: '',
  descriptionZh: '',
  descriptionEn: '',
  transportMode: String(TransportMode.AIR) as (typeof MODES)[number],
  transitDaysMin: '',
  transitDaysMax: '',
  minWeightKg: '0',
  maxWeightKg: '',
  maxBoxWeightKg: '',
  destinationCountryCodes: [],
  sort: '0',
  staleAfterDays: '3',
};

export const productValues = (product: OpsRoutingDetail): ProductFormValues => ({
  nameZh: product.nameZh,
  nameEn: product.nameEn,
  descriptionZh: product.descriptionZh,
  descriptionEn: product.descriptionEn,
  transportMode: String(product.transportMode) as (typeof MODES)[number],
  transitDaysMin: asText(product.transitDaysMin),
  transitDaysMax: asText(product.transitDaysMax),
  minWeightKg: asText(product.minWeightKg),
  maxWeightKg: asText(product.maxWeightKg),
  maxBoxWeightKg: asText(product.maxBoxWeightKg),
  destinationCountryCodes: [...product.destinationCountryCodes],
  sort: asText(product.sort),
  staleAfterDays: asText(product.staleAfterDays),
});

export function toUpdateRoutingInput(values: ProductFormOutput): UpdateRoutingInput {
  return { ...values, transportMode: Number(values.transportMode) as TransportMode };
}

export function toCreateRoutingInput(values: CreateProductOutput): CreateRoutingInput {
  return { ...values, transportMode: Number(values.transportMode) as TransportMode };
}
