import { AppError, invalidField } from '../../../errors/app-errors';
import type { MultipartData, MultipartOptions, UploadedFile } from '../../../http/multipart';
import { checkSiteImage, type ImageRules } from '../../content';

// A picture of a transfer sent with money: the screenshot a customer attaches to a top-up notice, the proof staff
// may attach to a payment they record. Checked as the site's pictures are (the type read from the file's own bytes,
// the extension agreeing with it, the dimensions from its header), under the rules of a phone's or a desktop's
// screenshot: larger than a logo may be, and only the raster types a screenshot comes in (an SVG or an icon is no
// picture of a transfer). One check for both, each refusing on its own field in its own words.

export const SCREENSHOT_RULES: ImageRules = { maxBytes: 5 * 1024 * 1024, maxSide: 8192, types: ['png', 'jpg', 'webp', 'gif'] };

/** A multipart field holding such a picture, and the message key saying it is not one. */
export interface PictureField {
  name: string;
  notAnImage: string;
}

export const SCREENSHOT_FIELD: PictureField = { name: 'screenshot', notAnImage: 'Billing:ScreenshotNotAnImage' };
export const PROOF_FIELD: PictureField = { name: 'proof', notAnImage: 'Billing:ProofNotAnImage' };

export interface CheckedScreenshot {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const tooLarge = (field: PictureField) => invalidField(field.name, 'SiteImages:TooLarge', { maxMiB: SCREENSHOT_RULES.maxBytes / (1024 * 1024) });

/**
 * Reads the multipart request (one file, stopping one byte past the limit) and checks its picture in `field`: required
 * (a top-up notice's screenshot) or optional (a payment's proof: `picture` undefined when none was sent).
 */
type ReadMultipart = (options?: MultipartOptions) => Promise<MultipartData>;
type Upload<P> = { fields: Record<string, unknown>; picture: P };
export function readPictureUpload(readMultipart: ReadMultipart, field: PictureField, required: true): Promise<Upload<CheckedScreenshot>>;
export function readPictureUpload(readMultipart: ReadMultipart, field: PictureField, required: false): Promise<Upload<CheckedScreenshot | undefined>>;
export async function readPictureUpload(readMultipart: ReadMultipart, field: PictureField, required: boolean): Promise<Upload<CheckedScreenshot | undefined>> {
  let upload;
  try {
    upload = await readMultipart({ maxFileBytes: SCREENSHOT_RULES.maxBytes, maxFiles: 1 });
  } catch (error) {
    if (error instanceof AppError && error.status === 413) throw tooLarge(field);
    throw error;
  }
  const file = upload.files[field.name]?.[0];
  if (!file && required) throw invalidField(field.name, 'Validation:Required', { field: field.name });
  return { fields: upload.fields, picture: file && checkPicture(file, field) };
}

/** The picture's detected type, or a 400 on `field` saying why it is refused. */
export function checkPicture(file: Pick<UploadedFile, 'fileName' | 'data'>, field: PictureField = SCREENSHOT_FIELD): CheckedScreenshot {
  const checked = checkSiteImage(file, SCREENSHOT_RULES);
  if ('code' in checked) {
    const { code, ...params } = checked;
    // "Not an image" names what the picture is for; the other refusals (size, pixels, extension) read the same.
    throw invalidField(field.name, code === 'SiteImages:NotAnImage' ? field.notAnImage : code, params);
  }
  return { fileName: file.fileName.trim().slice(0, 255), contentType: checked.contentType, data: file.data };
}
