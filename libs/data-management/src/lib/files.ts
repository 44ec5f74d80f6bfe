/** Upload limits of the contract (CreateMerchantDataInput): at most 5 files of 10 MiB each, these types. */
export const MAX_FILES = 5;
export const MAX_FILE_SIZE = 10 * 1024 * 1024;
export const ALLOWED_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'xlsx', 'docx', 'csv', 'txt'] as const;
/** For the file input's `accept` (a hint to the picker; the check below is what counts). */
export const ACCEPT = ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type FileProblem = 'type' | 'size' | 'empty';

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

/** Date and time of records and files in lists. */
export const DATE_TIME = 'YYYY-MM-DD HH:mm';
