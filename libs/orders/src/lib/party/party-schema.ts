import type { Address, PartyInput } from '@forwarder/api-client';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { REGION_FIELDS, type RegionField } from './region-fields';

/** Contract PartyInput's phone pattern. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,24}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGION_LEVEL_FIELDS = REGION_FIELDS.slice(1) as readonly Exclude<RegionField, 'regionLv0Id'>[];

/**
 * A person and address as the forms edit it (contract PartyInput: an address-book entry, an order's sender or
 * receiver): name, phone, country, street and postal code required; a lower region level required when it is
 * shown (`regionLevels`, reported by the region cascade from `hasChildren`). The server checks the same rules plus
 * the postal code's format per country; its messages land on the same fields.
 */
export const partySchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    companyName: z.string().trim().max(100),
    phoneNumber: z
      .string()
      .trim()
      .min(1)
      .regex(PHONE_PATTERN, { error: () => t`请输入有效的电话号码（数字、空格、括号或连字符，可以 + 开头）` }),
    email: z
      .string()
      .trim()
      .max(100)
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: () => t`请输入有效的电子邮箱地址` }),
    regionLv0Id: z.string().min(1, { error: () => t`请选择国家/地区` }),
    regionLv1Id: z.string(),
    regionLv2Id: z.string(),
    regionLv3Id: z.string(),
    /** How many region levels the cascade shows (1..4): all of them must be chosen. */
    regionLevels: z.number().int().min(1).max(4),
    street: z.string().trim().min(1).max(200),
    postalCode: z.string().trim().min(1).max(16),
  })
  .superRefine((values, context) => {
    REGION_LEVEL_FIELDS.forEach((field, index) => {
      if (index + 1 < values.regionLevels && !values[field]) {
        context.addIssue({ code: 'custom', path: [field], message: t`请选择此级地区` });
      }
    });
  });

export type PartyFormValues = z.input<typeof partySchema>;
export type PartyFormOutput = z.output<typeof partySchema>;
export type PartyFormField = Exclude<keyof PartyFormValues, 'regionLevels'>;
export const PARTY_FIELDS: readonly PartyFormField[] = [
  'name',
  'companyName',
  'phoneNumber',
  'email',
  'regionLv0Id',
  'regionLv1Id',
  'regionLv2Id',
  'regionLv3Id',
  'street',
  'postalCode',
];

export const emptyParty: PartyFormValues = {
  name: '',
  companyName: '',
  phoneNumber: '',
  email: '',
  regionLv0Id: '',
  regionLv1Id: '',
  regionLv2Id: '',
  regionLv3Id: '',
  regionLevels: 1,
  street: '',
  postalCode: '',
};

/** An address-book entry as form values (levels below the last chosen one stay empty). */
export function partyFromAddress(address: Address): PartyFormValues {
  return {
    name: address.name,
    companyName: address.companyName,
    phoneNumber: address.phoneNumber,
    email: address.email,
    regionLv0Id: address.regionLv0Id,
    regionLv1Id: address.regionLv1Id ?? '',
    regionLv2Id: address.regionLv2Id ?? '',
    regionLv3Id: address.regionLv3Id ?? '',
    // A saved address holds exactly the levels its regions require; the cascade confirms the count once its lists load.
    regionLevels: 1 + [address.regionLv1Id, address.regionLv2Id, address.regionLv3Id].filter(Boolean).length,
    street: address.street,
    postalCode: address.postalCode,
  };
}

/** Validated values → the contract's input; levels that are not shown are not sent (no stale lower level). */
export function toPartyInput(values: PartyFormOutput): PartyInput {
  const input: PartyInput = {
    name: values.name,
    phoneNumber: values.phoneNumber,
    regionLv0Id: values.regionLv0Id,
    street: values.street,
    postalCode: values.postalCode,
    companyName: values.companyName,
    email: values.email,
  };
  if (values.regionLevels > 1 && values.regionLv1Id) input.regionLv1Id = values.regionLv1Id;
  if (values.regionLevels > 2 && values.regionLv2Id) input.regionLv2Id = values.regionLv2Id;
  if (values.regionLevels > 3 && values.regionLv3Id) input.regionLv3Id = values.regionLv3Id;
  return input;
}
