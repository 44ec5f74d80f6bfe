import type { ApiError } from '@forwarder/api-client';
import type { PreviewColumn, PreviewRow, SpreadsheetPreview } from './preview-rows';

// The confirm call names a problem by the contract's member (`orders[3].receiver.phoneNumber`,
// `rows[3].code`); the preview by the template's column key. The preview's columns list the members each one fills
// (`members`), so the server's row mapping stays the one place that knows it.

/** One problem the server found on confirm, placed on the spreadsheet: row (null when it names no row) and column. */
export interface ImportProblem {
  rowNumber: number | null;
  /** Template column key; null for members without a column (the sender's, or the whole row). */
  column: string | null;
  message: string;
}

/**
 * The `validationErrors` of a refused confirm, mapped back onto the sheet: `<list>[i]` (`orders[i]`, `rows[i]`) is
 * the i-th item sent, i.e. the i-th of `sentRows`, whose `rowNumber` the user knows from the preview.
 */
export function importProblems(
  error: Pick<ApiError, 'validationErrors'>,
  sentRows: readonly Pick<PreviewRow, 'rowNumber'>[],
  columns: readonly Pick<PreviewColumn, 'key' | 'members'>[],
  listName: string,
): ImportProblem[] {
  const member = new RegExp(`^${listName}\\[(\\d+)\\]\\.?(.*)$`);
  const columnOfMember = new Map(columns.flatMap((column) => column.members.map((name) => [name, column.key] as const)));
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const item of error.validationErrors) {
    const members = item.members.length > 0 ? item.members : [''];
    for (const name of members) {
      const match = member.exec(name);
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
 * The preview with the rows the server refused on confirm turned invalid (their cell errors added, their item —
 * `order`, `event` — cleared), so the table flags them like any other invalid row. Counts follow the rows.
 */
export function withImportProblems<P extends SpreadsheetPreview>(
  preview: P,
  problems: readonly ImportProblem[],
  itemKey: keyof P['rows'][number],
): P {
  const byRow = new Map<number, ImportProblem[]>();
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
    return { ...row, isValid: false, errors, [itemKey]: null };
  });
  return withCounts({ ...preview, rows }, itemKey);
}

/** Counts recomputed from the rows (after rows were turned invalid on the client). */
export function withCounts<P extends SpreadsheetPreview>(preview: P, itemKey: keyof P['rows'][number]): P {
  const validCount = preview.rows.filter((row) => row.isValid && (row as P['rows'][number])[itemKey] != null).length;
  return { ...preview, totalCount: preview.rows.length, validCount, invalidCount: preview.rows.length - validCount };
}
