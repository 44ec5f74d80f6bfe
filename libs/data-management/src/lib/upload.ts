import { createMerchantData, type ApiError, type MerchantDataCategory, type UploadOptions } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import type { z } from 'zod';
import { RECORD_FIELDS, recordFieldsSchema, type RecordField, type RecordFieldValues } from './record-fields';

/** The upload form's fields (files are checked separately, per file: see `fileProblem`). */
export const uploadFieldsSchema = recordFieldsSchema;

export type UploadFields = RecordFieldValues;
export type UploadField = RecordField;

export const emptyUploadFields: UploadFields = { title: '', description: '', category: '90' };

/**
 * Sends a record with its files. The form shows the failure itself (per field, per file), so no global toast;
 * a cancelled upload rejects with an ApiError of kind `cancelled`.
 */
export function uploadDataRecord(values: z.output<typeof uploadFieldsSchema>, files: File[], options: UploadOptions) {
  return withoutErrorToast(() =>
    createMerchantData(
      {
        title: values.title,
        description: values.description || undefined,
        category: Number(values.category) as MerchantDataCategory,
        files,
      },
      options,
    ),
  );
}

export interface ServerUploadErrors {
  fields: Partial<Record<UploadField, string>>;
  /** file index → message (`files[2]`). */
  files: Record<number, string>;
  /** Messages that name no field or file (`files` as a whole, or nothing). */
  other: string[];
}

/** The server's `validationErrors` sorted onto the form: fields, files by index, the rest. */
export function serverUploadErrors(error: ApiError): ServerUploadErrors {
  const result: ServerUploadErrors = { fields: {}, files: {}, other: [] };
  for (const item of error.validationErrors) {
    let placed = false;
    for (const member of item.members) {
      const file = /^files\[(\d+)\]/i.exec(member);
      if (file) {
        result.files[Number(file[1])] ??= item.message;
        placed = true;
        continue;
      }
      const field = RECORD_FIELDS.find((name) => name.toLowerCase() === member.toLowerCase());
      if (field) {
        result.fields[field] ??= item.message;
        placed = true;
      }
    }
    if (!placed) result.other.push(item.message);
  }
  return result;
}
