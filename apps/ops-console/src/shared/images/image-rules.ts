// The server's rules for a site picture (contract: uploadSiteImage), checked here first so a wrong file is refused
// before it is sent; the server checks again by the file's bytes and its answer is what counts.

export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif,.svg,.ico,image/png,image/jpeg,image/webp,image/gif,image/svg+xml,image/x-icon';
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg', 'ico'];

export type LocalImageRefusal = 'type' | 'size' | null;

export function localImageRefusal(file: Pick<File, 'name' | 'size'>): LocalImageRefusal {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!EXTENSIONS.includes(extension)) return 'type';
  if (file.size === 0 || file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}
