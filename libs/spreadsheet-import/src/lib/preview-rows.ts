/** A cell's problem, as both previews (orders, events) answer it: column key, sheet letter, message. */
export interface PreviewCellError {
  column: string;
  letter: string;
  message: string;
}

/** A template column as both previews answer it; `members` are the contract members the column fills. */
export interface PreviewColumn {
  key: string;
  title: string;
  letter: string;
  required: boolean;
  members: string[];
}

/** What the table and the counts need of a preview row (the item itself, `order` or `event`, is the app's). */
export interface PreviewRow {
  rowNumber: number;
  isValid: boolean;
  values: Record<string, string>;
  errors: PreviewCellError[];
}

/** A preview answer: the file, its counts, columns and rows, generic over the row (and so over its item). */
export interface SpreadsheetPreview<Row extends PreviewRow = PreviewRow> {
  fileName: string;
  totalCount: number;
  validCount: number;
  invalidCount: number;
  columns: PreviewColumn[];
  rows: Row[];
}

/** Rows per page of the preview table: enough to scan, few enough to render at once (a file may hold 5,000 rows). */
export const PREVIEW_PAGE_SIZE = 50;

export interface PreviewPage<Row extends PreviewRow = PreviewRow> {
  rows: Row[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  matching: number;
}

/** The rows one page of the preview shows, with "only rows with errors" applied first. */
export function previewPage<Row extends PreviewRow>(rows: readonly Row[], page: number, onlyErrors: boolean): PreviewPage<Row> {
  const matching = onlyErrors ? rows.filter((row) => !row.isValid) : rows;
  const pageCount = Math.max(1, Math.ceil(matching.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * PREVIEW_PAGE_SIZE;
  return { rows: matching.slice(start, start + PREVIEW_PAGE_SIZE), page: current, pageCount, matching: matching.length };
}

/**
 * The valid rows with their item (`order`, `event`: the key the preview names it by), in sheet order, each with
 * its row, so a refusal naming the i-th item sent maps back to the sheet.
 */
export function validRows<Row extends PreviewRow, Key extends keyof Row>(
  rows: readonly Row[],
  itemKey: Key,
): Array<Row & { [K in Key]: NonNullable<Row[K]> }> {
  return rows.filter((row): row is Row & { [K in Key]: NonNullable<Row[K]> } => row.isValid && row[itemKey] != null);
}

/** Chunks of at most `size` (label PDFs take ≤ 100 ids per call). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
