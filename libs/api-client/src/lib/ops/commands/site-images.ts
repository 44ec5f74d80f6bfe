// Pictures of the public site (tag `site-images`).
import type { SiteImage } from '@forwarder/contracts/api-ops';
import { uploadWithProgress, type UploadOptions } from '../../upload';
import { opsClient } from '../ops-client';

/** Uploads a picture for the public site; the answer's `url` is what a logo, banner or article field stores. */
export function uploadSiteImage(file: File, options?: UploadOptions): Promise<SiteImage> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress('/api/ops/site-images', body, options, opsClient());
}
