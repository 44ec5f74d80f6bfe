import { deleteMerchantData, updateMerchantData, type MerchantData, type MerchantDataCategory } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import type { z } from 'zod';
import type { recordFieldsSchema, RecordFieldValues } from './record-fields';

/** The edit form's values of a record as the server has it. */
export const editValuesOf = (record: MerchantData): RecordFieldValues => ({
  title: record.title,
  description: record.description,
  category: String(record.category),
});

/** Saves a record's fields; the dialog shows failures itself (per field, or its alert), so no toast. */
export function saveDataRecord(id: string, values: z.output<typeof recordFieldsSchema>) {
  return withoutErrorToast(() =>
    updateMerchantData(id, { title: values.title, description: values.description, category: Number(values.category) as MerchantDataCategory }),
  );
}

/** Deletes a record with its files; the confirmation dialog shows a failure itself. */
export function deleteDataRecord(id: string) {
  return withoutErrorToast(() => deleteMerchantData(id));
}
