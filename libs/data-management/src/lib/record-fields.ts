import type { MerchantDataCategory } from '@forwarder/api-client';
import { z } from 'zod';
import { DATA_CATEGORIES } from './categories';

/**
 * A record's own fields, as the upload form and the edit dialog take them. Limits are the contract's
 * (CreateMerchantDataInput, UpdateMerchantDataInput); messages come from libs/i18n's zod error map in the active
 * language. The category is the select's string value.
 */
export const recordFieldsSchema = z.object({
  title: z.string().trim().min(1).max(100),
  description: z.string().trim().max(1000),
  category: z.string().refine((value) => DATA_CATEGORIES.includes(Number(value) as MerchantDataCategory)),
});

export type RecordFieldValues = z.input<typeof recordFieldsSchema>;
export type RecordField = keyof RecordFieldValues;
export const RECORD_FIELDS: readonly RecordField[] = ['title', 'description', 'category'];
