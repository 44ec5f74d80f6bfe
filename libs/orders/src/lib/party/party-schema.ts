import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { i18n } from '@lingui/core';
import { levelLabel, postalCodeMatches, type AddressFormat } from './address-format';
import { REGION_FIELDS, type RegionField } from './region-fields';

/** Contract PartyInput's phone pattern. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,24}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const REGION_LEVEL_FIELDS = REGION_FIELDS.slice(1) as readonly Exclude<RegionField, 'regionLv0Id'>[];

const typedName = z.string().trim().max(64);

/**
 * A person and address as the forms edit it (contract PartyInput: an address-book entry, an order's sender or
 * receiver): name, phone, country and street required. Below the country, the country's `format` (reported by the
 * region picker, address-format.ts) decides: in the cascade a lower level is required when it is shown
 * (`regionLevels`, from `hasChildren`); elsewhere the typed levels its rules require, named in its words. The
 * postcode is required, optional or absent as the country writes it, and checked against its pattern. The server
 * checks the same rules; its messages land on the same fields.
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
    stateName: typedName,
    cityName: typedName,
    districtName: typedName,
    /** The chosen country's address format; null until the country (and its rules) are known. */
    format: z.custom<AddressFormat | null>(),
    street: z.string().trim().min(1).max(200),
    postalCode: z.string().trim().max(16),
  })
  .superRefine((values, context) => {
    const { format } = values;
    if (!format || format.cascade) {
      REGION_LEVEL_FIELDS.forEach((field, index) => {
        if (index + 1 < values.regionLevels && !values[field]) {
          context.addIssue({ code: 'custom', path: [field], message: t`请选择此级地区` });
        }
      });
    } else {
      for (const level of format.typedLevels) {
        if (!level.required || values[level.field]) continue;
        const label = i18n._(levelLabel(level.label));
        context.addIssue({ code: 'custom', path: [level.field], message: t`请填写${label}` });
      }
    }
    if (format?.postalCode === 'none') return;
    if (!values.postalCode) {
      if (format?.postalCode === 'required') context.addIssue({ code: 'custom', path: ['postalCode'], message: t`请填写邮编` });
    } else if (format && !postalCodeMatches(format, values.postalCode)) {
      const example = format.postalCodeExample;
      const message = example ? t`邮编格式不正确（示例：${example}）` : t`邮编格式不正确`;
      context.addIssue({ code: 'custom', path: ['postalCode'], message });
    }
  });

export type PartyFormValues = z.input<typeof partySchema>;
export type PartyFormOutput = z.output<typeof partySchema>;
