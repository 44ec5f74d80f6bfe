import type { ApiError, OrderExcelColumn, OrderExcelPreview, OrderExcelPreviewRow } from '@forwarder/api-client';

// createOrderBatch names a problem by the contract's member (`orders[3].receiver.phoneNumber`); the preview by the
// template's column key. The preview's columns list the members each one fills (OrderExcelColumn.members), so the
// server's row mapping stays the one place that knows it.
const ORDER_MEMBER = /^orders\[(\d+)\]\.?(.*)$/;

/** One problem the server found on confirm, placed on the spreadsheet: row (null when it names no order) and column. */
export interface BatchProblem {
  rowNumber: number | null;
  /** Template column key; null for members without a column (the sender's, or the whole order). */
  column: string | null;
  message: string;
}

/**
 * The `validationErrors` of a refused createOrderBatch, mapped back onto the sheet: `orders[i]` is the i-th order
 * sent, i.e. the i-th of `sentRows`, whose `rowNumber` the member knows from the preview.
 */
export function batchProblems(
  error: Pick<ApiError, 'validationErrors'>,
  sentRows: readonly OrderExcelPreviewRow[],
  columns: readonly Pick<OrderExcelColumn, 'key' | 'members'>[],
): BatchProblem[] {
  const columnOfMember = new Map(columns.flatMap((column) => column.members.map((member) => [member, column.key] as const)));
  const problems: BatchProblem[] = [];
  const seen = new Set<string>();
  for (const item of error.validationErrors) {
    const members = item.members.length > 0 ? item.members : [''];
    for (const member of members) {
      const match = ORDER_MEMBER.exec(member);
      const row = match ? sentRows[Number(match[1])] : undefined;
      const column = match ? (columnOfMember.get(match[2] ?? '') ?? null) : null;
      const problem = { rowNumber: row?.rowNumber ?? null, column, message: item.message };
      const key = `${problem.rowNumber}|${problem.column}|${problem.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems.sort((a, b) => (a.rowNumber ?? 0) - (b.rowNumber ?? 0));
}

/**
 * The preview with the rows the server refused on confirm turned invalid (their cell errors added), so the table
 * flags them like any other invalid row and "submit the valid rows" skips them next time. Counts follow the rows.
 */
export function withBatchProblems(preview: OrderExcelPreview, problems: readonly BatchProblem[]): OrderExcelPreview {
  const byRow = new Map<number, BatchProblem[]>();
  for (const problem of problems) {
    if (problem.rowNumber === null) continue;
    byRow.set(problem.rowNumber, [...(byRow.get(problem.rowNumber) ?? []), problem]);
  }
  if (byRow.size === 0) return preview;
  const letterOf = new Map(preview.columns.map((column) => [column.key, column.letter]));
  const rows = preview.rows.map((row) => {
    const added = byRow.get(row.rowNumber);
    if (!added) return row;
    const known = new Set(row.errors.map((e) => e.column));
    const errors = [...row.errors];
    for (const problem of added) {
      const column = problem.column ?? '';
      if (known.has(column)) continue;
      known.add(column);
      errors.push({ column, letter: letterOf.get(column) ?? '', message: problem.message });
    }
    return { ...row, isValid: false, errors, order: null };
  });
  return withCounts({ ...preview, rows });
}

/** Counts recomputed from the rows (after rows were turned invalid on the client). */
export function withCounts(preview: OrderExcelPreview): OrderExcelPreview {
  const validCount = preview.rows.filter((row) => row.isValid && row.order).length;
  return { ...preview, totalCount: preview.rows.length, validCount, invalidCount: preview.rows.length - validCount };
}
