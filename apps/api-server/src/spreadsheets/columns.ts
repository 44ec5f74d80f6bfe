import type { Locale } from '../i18n/locale';

// The columns of an upload template (the member's batch orders, the staff's event import): titles in both
// languages, found in an uploaded header row by either title or key, in any order.

export interface TemplateColumn {
  key: string;
  zh: string;
  en: string;
  required: boolean;
}

export const columnTitle = (column: Pick<TemplateColumn, 'zh' | 'en'>, locale: Locale): string => (locale === 'en' ? column.en : column.zh);

/** 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

const normalizeHeader = (value: string): string => value.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

export interface HeaderMatch<C extends TemplateColumn> {
  /** Column key → the uploaded sheet's column index (0-based). */
  indexByKey: Map<string, number>;
  missingRequired: C[];
}

/** Finds the template's columns in a header row (title in either language, or the key; order does not matter). */
export function matchHeaders<C extends TemplateColumn>(columns: readonly C[], headerCells: readonly string[]): HeaderMatch<C> {
  const aliases = new Map<string, string>(columns.flatMap((c) => [c.key, c.zh, c.en].map((alias) => [normalizeHeader(alias), c.key] as const)));
  const indexByKey = new Map<string, number>();
  headerCells.forEach((cell, index) => {
    const key = aliases.get(normalizeHeader(cell ?? ''));
    if (key && !indexByKey.has(key)) indexByKey.set(key, index);
  });
  return { indexByKey, missingRequired: columns.filter((c) => c.required && !indexByKey.has(c.key)) };
}

/** A data row's cells by column key ('' for a column the sheet lacks). */
export function valuesByKey(columns: readonly TemplateColumn[], indexByKey: ReadonlyMap<string, number>, cells: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const c of columns) {
    const index = indexByKey.get(c.key);
    values[c.key] = index === undefined ? '' : (cells[index] ?? '');
  }
  return values;
}
