import type { OrderExcelPreviewRow } from '@forwarder/api-client';

/** Rows per page of the preview table: enough to scan, few enough that a 1,000-row file renders at once. */
export const PREVIEW_PAGE_SIZE = 50;

export interface PreviewPage {
  rows: OrderExcelPreviewRow[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  matching: number;
}

/** The rows one page of the preview shows, with "only rows with errors" applied first. */
export function previewPage(rows: readonly OrderExcelPreviewRow[], page: number, onlyErrors: boolean): PreviewPage {
  const matching = onlyErrors ? rows.filter((row) => !row.isValid) : rows;
  const pageCount = Math.max(1, Math.ceil(matching.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * PREVIEW_PAGE_SIZE;
  return { rows: matching.slice(start, start + PREVIEW_PAGE_SIZE), page: current, pageCount, matching: matching.length };
}

/** The orders of the valid rows, in sheet order, each with its row (to map confirm errors back). */
export function validRows(rows: readonly OrderExcelPreviewRow[]) {
  return rows.filter((row): row is OrderExcelPreviewRow & { order: NonNullable<OrderExcelPreviewRow['order']> } => row.isValid && row.order !== null);
}

/** Chunks of at most `size` (label PDFs take ≤ 100 ids per call). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
