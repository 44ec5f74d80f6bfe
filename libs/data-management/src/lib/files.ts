/** Upload limits of the contract (CreateMerchantDataInput): at most 5 files of 10 MiB each, these types. */
export const MAX_FILES = 5;
export const MAX_FILE_SIZE = 10 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'xlsx', 'docx', 'csv', 'txt'] as const;
/** For the file input's `accept` (a hint to the picker; the check below is what counts). */
export const ACCEPT = ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Why a picked file cannot be sent: its type, its size, empty, or the same file picked twice. */
export type FileProblem = 'type' | 'size' | 'empty' | 'duplicate';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Client-side check before sending (the server checks again, including the content). */
export function fileProblem(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size > MAX_FILE_SIZE) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

/**
 * The same file picked twice (name, size and modification time all equal, as when one file is dropped again):
 * what the browser can tell without reading the files. The server checks the content (sha256) and refuses a copy
 * under another name too.
 */
export function isSameFile(a: Pick<File, 'name' | 'size' | 'lastModified'>, b: Pick<File, 'name' | 'size' | 'lastModified'>): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 → '1.5 KB' (binary units, one decimal below 10). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
