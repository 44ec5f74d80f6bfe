import { defineHandlers } from '../../contracts/api-ops';
import { AppError, invalidField } from '../../errors/app-errors';
import { withStatus } from '../../http/results';
import { SITE_IMAGE_LIMITS } from './site-image-check';
import { uploadSiteImage } from './site-images.service';

// Admins and operators (no x-staff-role): operators edit home blocks and articles, which need pictures.

const tooLarge = () => invalidField('file', 'SiteImages:TooLarge', { maxMiB: SITE_IMAGE_LIMITS.maxBytes / (1024 * 1024) });

export const siteImagesHandlers = defineHandlers({
  uploadSiteImage: async ({ db, readMultipart, requireUser }) => {
    let upload;
    try {
      // One byte over the limit is enough to know it is too large, without reading megabytes more.
      upload = await readMultipart({ maxFileBytes: SITE_IMAGE_LIMITS.maxBytes, maxFiles: 1 });
    } catch (error) {
      if (error instanceof AppError && error.status === 413) throw tooLarge();
      throw error;
    }
    const file = upload.files['file']?.[0];
    if (!file) throw invalidField('file', 'Validation:Required', { field: 'file' });
    return withStatus(201, await uploadSiteImage(db, requireUser(), file));
  },
});
