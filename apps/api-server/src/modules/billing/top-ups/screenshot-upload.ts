import { AppError, invalidField } from '../../../errors/app-errors';
import type { MultipartData, MultipartOptions, UploadedFile } from '../../../http/multipart';
import { checkSiteImage, type ImageRules } from '../../content';

// The screenshot of a transfer a customer sends with a top-up notice: checked as the site's pictures are (the type
// read from the file's own bytes, the extension agreeing with it, the dimensions from its header), under the rules
// of a phone's or a desktop's screenshot: larger than a logo may be, and only the raster types a screenshot comes in
// (an SVG or an icon is no picture of a transfer).

export const SCREENSHOT_RULES: ImageRules = { maxBytes: 5 * 1024 * 1024, maxSide: 8192, types: ['png', 'jpg', 'webp', 'gif'] };

export const SCREENSHOT_FIELD = 'screenshot';

export interface CheckedScreenshot {
  fileName: string;
  contentType: string;
  data: Buffer;
}

const tooLarge = () => invalidField(SCREENSHOT_FIELD, 'SiteImages:TooLarge', { maxMiB: SCREENSHOT_RULES.maxBytes / (1024 * 1024) });

/** Reads the multipart request (one file, stopping one byte past the limit) and checks its screenshot. */
export async function readScreenshotUpload(
  readMultipart: (options?: MultipartOptions) => Promise<MultipartData>,
): Promise<{ fields: Record<string, unknown>; screenshot: CheckedScreenshot }> {
  let upload;
  try {
    upload = await readMultipart({ maxFileBytes: SCREENSHOT_RULES.maxBytes, maxFiles: 1 });
  } catch (error) {
    if (error instanceof AppError && error.status === 413) throw tooLarge();
    throw error;
  }
  const file = upload.files[SCREENSHOT_FIELD]?.[0];
  if (!file) throw invalidField(SCREENSHOT_FIELD, 'Validation:Required', { field: SCREENSHOT_FIELD });
  return { fields: upload.fields, screenshot: checkScreenshot(file) };
}

/** The screenshot's detected type, or a 400 on `screenshot` saying why it is refused. */
export function checkScreenshot(file: Pick<UploadedFile, 'fileName' | 'data'>): CheckedScreenshot {
  const checked = checkSiteImage(file, SCREENSHOT_RULES);
  if ('code' in checked) {
    const { code, ...params } = checked;
    // "Not an image" names what a screenshot may be; the other refusals (size, pixels, extension) read the same.
    throw invalidField(SCREENSHOT_FIELD, code === 'SiteImages:NotAnImage' ? 'Billing:ScreenshotNotAnImage' : code, params);
  }
  return { fileName: file.fileName.trim().slice(0, 255), contentType: checked.contentType, data: file.data };
}
