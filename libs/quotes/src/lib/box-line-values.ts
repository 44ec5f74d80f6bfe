// Lines of identical boxes as a form types them (count, weight of one box, L×W×H), without zod: what the forms need
// from their first render (the empty line, the field names, the live estimate's check) stays out of the rules'
// chunk, which loads zod (./box-lines.ts, issue 28). The limits are the contract's (ParcelInput), shared by both.

export const BOX_LINE_FIELDS = ['quantity', 'weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;
export type BoxLineField = (typeof BOX_LINE_FIELDS)[number];

/** One line as typed (numbers as text, inputMode="decimal": a half-typed value stays what was typed). */
export type BoxLineFormValues = Record<BoxLineField, string>;
/** One complete line, as numbers. */
export type BoxLine = Record<BoxLineField, number>;

/** Largest value of each field; the count is a whole number from 1, the others are positive decimals. */
export const BOX_LINE_MAX: Readonly<BoxLine> = { quantity: 999, weightKg: 1000, lengthCm: 500, widthCm: 500, heightCm: 500 };

export const DECIMAL_TEXT = /^\d+(\.\d+)?$/;
export const INTEGER_TEXT = /^\d+$/;

export const emptyBoxLine: BoxLineFormValues = { quantity: '1', weightKg: '', lengthCm: '', widthCm: '', heightCm: '' };

/** A field's number when the text passes the field's rule (as ./box-lines.ts's schema checks it), else null. */
function fieldValue(field: BoxLineField, text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const whole = field === 'quantity';
  if (!(whole ? INTEGER_TEXT : DECIMAL_TEXT).test(trimmed)) return null;
  const value = Number(trimmed);
  const valid = whole ? Number.isSafeInteger(value) && value >= 1 : Number.isFinite(value) && value > 0;
  return valid && value <= BOX_LINE_MAX[field] ? value : null;
}

/**
 * The lines that are complete and valid as typed, as numbers; null when any line is not (yet). A live estimate asks
 * the server only for parcels the member could submit.
 */
export function completeBoxLines(lines: readonly BoxLineFormValues[]): BoxLine[] | null {
  if (lines.length === 0) return null;
  const parsed: BoxLine[] = [];
  for (const line of lines) {
    const values = BOX_LINE_FIELDS.map((field) => fieldValue(field, line[field]));
    if (values.some((value) => value === null)) return null;
    parsed.push(Object.fromEntries(BOX_LINE_FIELDS.map((field, index) => [field, values[index]])) as BoxLine);
  }
  return parsed;
}
