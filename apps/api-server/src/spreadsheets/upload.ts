import { AppError } from '../errors/app-errors';
import type { MessageParams } from '../errors/app-errors';
import type { UploadedFile } from '../http/multipart';
import type { Locale } from '../i18n/locale';
import { columnTitle, matchHeaders, type HeaderMatch, type TemplateColumn } from './columns';
import { parseSpreadsheetInWorker } from './spreadsheet-worker';
import { countRowsWithValues, locateSheet } from './sheet-rows';
import { hasZipMagic, readZipDirectory, readZipEntry, ZipFormatError, type ZipDirectory } from './zip-directory';

// Reading an uploaded template, for every upload of the server (the member's batch orders, the staff's event and
// rate imports): the checks that need no parsing (extension, magic bytes, size, the ZIP's declared uncompressed
// size), then the row count from the sheet's XML (a file over the limit is refused before the costly parse), then
// parsing in a worker thread, which counts the rows it read again, then the header row. The sheet's own
// `<dimension>` tag decides nothing: rows are counted and read whatever size it claims. Each caller names its limits and its refusals (codes and wording
// are its own: "order rows" for members, "event rows" for staff).

export interface SpreadsheetLimits {
  maxFileBytes: number;
  maxUncompressedBytes: number;
  maxEntries: number;
  maxRows: number;
  parseTimeoutMs: number;
}

export type SpreadsheetRefusalCode = 'NotASpreadsheet' | 'SpreadsheetTooLarge' | 'SpreadsheetTimeout' | 'TooManyRows' | 'EmptySpreadsheet' | 'TemplateMismatch';

/** The caller's 400 for each way an upload can fail. */
export type SpreadsheetRefusal = (code: SpreadsheetRefusalCode, params?: MessageParams) => AppError;

const MiB = 1024 * 1024;

/**
 * The limits of a staff import (the event spreadsheet, a rate sheet): 10 MiB on disk, 100 MiB unzipped, 1,000 ZIP
 * entries, 30 s to parse; how many rows a sheet may hold is each import's.
 */
export const staffImportLimits = (maxRows: number): SpreadsheetLimits => ({
  maxFileBytes: 10 * MiB,
  maxUncompressedBytes: 100 * MiB,
  maxEntries: 1000,
  maxRows,
  parseTimeoutMs: 30_000,
});

const tooLarge = (limits: SpreadsheetLimits, refuse: SpreadsheetRefusal) =>
  refuse('SpreadsheetTooLarge', { maxMiB: limits.maxFileBytes / MiB, maxUncompressedMiB: limits.maxUncompressedBytes / MiB });

/** Every check that needs no parsing: extension, ZIP magic bytes, size, and the ZIP's declared uncompressed size. */
export function checkSpreadsheetUpload(file: Pick<UploadedFile, 'fileName' | 'data'>, limits: SpreadsheetLimits, refuse: SpreadsheetRefusal): ZipDirectory {
  if (!/\.xlsx$/i.test(file.fileName.trim())) throw refuse('NotASpreadsheet');
  if (!hasZipMagic(file.data)) throw refuse('NotASpreadsheet');
  if (file.data.length > limits.maxFileBytes) throw tooLarge(limits, refuse);
  let directory;
  try {
    directory = readZipDirectory(file.data);
  } catch (error) {
    if (error instanceof ZipFormatError) throw refuse('NotASpreadsheet');
    throw error;
  }
  if (directory.entries.length > limits.maxEntries || directory.totalUncompressedBytes > limits.maxUncompressedBytes) throw tooLarge(limits, refuse);
  if (!directory.entries.some((e) => e.name === '[Content_Types].xml')) throw refuse('NotASpreadsheet');
  return directory;
}

/**
 * The sheet's data rows (rows holding a value, less the header) counted from its XML, and its name as the workbook
 * spells it; `undefined` when the package does not say where the sheet is (the parser's count decides then).
 */
async function precountDataRows(data: Buffer, directory: ZipDirectory, sheetName: string, refuse: SpreadsheetRefusal) {
  try {
    const sheet = await locateSheet(data, directory, sheetName);
    if (!sheet) return undefined;
    const rows = await countRowsWithValues(await readZipEntry(data, sheet.entry));
    return { sheet: sheet.name, dataRows: Math.max(0, rows - 1) };
  } catch (error) {
    if (error instanceof ZipFormatError) throw refuse('NotASpreadsheet');
    throw error;
  }
}

/** Maps the core's 413 (over the per-file limit while streaming) to the caller's own refusal. */
export function asSpreadsheetError(error: unknown, limits: SpreadsheetLimits, refuse: SpreadsheetRefusal): unknown {
  return error instanceof AppError && error.status === 413 ? tooLarge(limits, refuse) : error;
}

export interface TemplateSheet<C extends TemplateColumn> extends HeaderMatch<C> {
  /** Non-empty data rows with their spreadsheet row numbers (the header is row 1), cells as text. */
  rows: Array<{ rowNumber: number; cells: string[] }>;
}

/**
 * The upload's template sheet (`sheetName`, else the first): checked, parsed off the main thread, its header
 * matched to `columns`. Throws the caller's refusal for a file that is not a spreadsheet, too large or complex,
 * has too many or no rows, or lacks a required column.
 */
export async function readTemplateSheet<C extends TemplateColumn>(
  file: Pick<UploadedFile, 'fileName' | 'data'>,
  options: { limits: SpreadsheetLimits; sheetName: string; columns: readonly C[]; refuse: SpreadsheetRefusal; locale: Locale },
): Promise<TemplateSheet<C>> {
  const { limits, refuse, locale } = options;
  const directory = checkSpreadsheetUpload(file, limits, refuse);
  const counted = await precountDataRows(file.data, directory, options.sheetName, refuse);
  if (counted && counted.dataRows > limits.maxRows) throw refuse('TooManyRows', { limit: limits.maxRows, count: counted.dataRows });
  const parsed = await parseSpreadsheetInWorker(file.data, {
    maxRows: limits.maxRows,
    timeoutMs: limits.parseTimeoutMs,
    sheetName: options.sheetName,
    ...(counted ? { onlySheet: counted.sheet } : {}),
  });
  switch (parsed.kind) {
    case 'unreadable':
      throw refuse('NotASpreadsheet');
    case 'outOfMemory':
      throw tooLarge(limits, refuse);
    case 'timeout':
      throw refuse('SpreadsheetTimeout');
    case 'tooManyRows':
      throw refuse('TooManyRows', { limit: limits.maxRows, count: parsed.count });
    case 'empty':
      throw refuse('EmptySpreadsheet');
    case 'ok':
      break;
  }
  const match = matchHeaders(options.columns, parsed.header);
  if (match.missingRequired.length > 0) {
    throw refuse('TemplateMismatch', { columns: match.missingRequired.map((c) => columnTitle(c, locale)).join(locale === 'en' ? ', ' : '、') });
  }
  if (parsed.rows.length === 0) throw refuse('EmptySpreadsheet');
  return { ...match, rows: parsed.rows };
}
