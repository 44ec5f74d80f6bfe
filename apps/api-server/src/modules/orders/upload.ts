import { ValidationError } from '../../errors/app-errors';
import type { MultipartData, MultipartOptions, UploadedFile } from '../../http/multipart';

/**
 * The one spreadsheet of an upload (the customers' order sheet, the staff's event sheet): the core's refusals while
 * streaming mapped to the feature's own (`asUploadError`), 400 `file` when the part is missing.
 */
export async function readSpreadsheetUpload(
  readMultipart: (options?: MultipartOptions) => Promise<MultipartData>,
  maxFileBytes: number,
  asUploadError: (error: unknown) => unknown,
): Promise<UploadedFile> {
  let upload;
  try {
    upload = await readMultipart({ maxFileBytes, maxFiles: 1 });
  } catch (error) {
    throw asUploadError(error);
  }
  const file = upload.files['file']?.[0];
  if (!file) throw new ValidationError([{ members: ['file'], messageKey: 'Validation:Required', params: { field: 'file' } }]);
  return file;
}
