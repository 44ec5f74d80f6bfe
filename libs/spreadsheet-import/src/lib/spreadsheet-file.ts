// What a spreadsheet upload checks before sending: the file's type and size, so a wrong file is refused at once,
// without sending megabytes. The server checks again, and its content; each app passes its endpoint's limits.

/* eslint-disable lingui/no-unlocalized-strings -- file types, not UI text */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** For the picker's `accept` (a hint only: the check below is what counts). */
export const SPREADSHEET_ACCEPT = `.xlsx,${XLSX_MIME}`;
// What browsers report for an .xlsx: its own type, nothing (unknown on that OS), or a generic binary/ZIP type.
const ACCEPTED_TYPES = new Set(['', XLSX_MIME, 'application/octet-stream', 'application/zip', 'application/x-zip-compressed']);
const LEGACY_EXTENSIONS = new Set(['xls', 'xlsm', 'xlsb', 'et', 'ods', 'csv', 'numbers']);
/* eslint-enable lingui/no-unlocalized-strings */

/** An endpoint's limits for one spreadsheet (the server's, repeated here to refuse early and to say them). */
export interface SpreadsheetLimits {
  maxMiB: number;
  maxRows: number;
}

/**
 * Why a file cannot be uploaded: `type` (not an .xlsx), `other-spreadsheet` (.xls, .csv, … that should be saved as
 * .xlsx first), `size` (over the limit), `empty` (0 bytes).
 */
export type SpreadsheetProblem = 'type' | 'other-spreadsheet' | 'size' | 'empty';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function spreadsheetProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
  limits: Pick<SpreadsheetLimits, 'maxMiB'>,
): SpreadsheetProblem | null {
  const extension = extensionOf(file.name);
  if (extension !== 'xlsx') return LEGACY_EXTENSIONS.has(extension) ? 'other-spreadsheet' : 'type';
  if (!ACCEPTED_TYPES.has(file.type.toLowerCase())) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > limits.maxMiB * 1024 * 1024) return 'size';
  return null;
}

/** A server refusal code (`Logistics:TooManyRows`) without its module prefix. */
export function refusalReason(code: string | null): string | null {
  if (!code) return null;
  const colon = code.lastIndexOf(':');
  return colon < 0 ? code : code.slice(colon + 1);
}
